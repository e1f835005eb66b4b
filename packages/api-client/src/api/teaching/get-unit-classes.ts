import { type MyClass, myClassSchema, unitClassesPath } from '@lousa/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';
import { useSession } from '../../session/use-session.ts';
import type { QueryConfig } from '../types.ts';
import { useMyClasses } from './get-my-classes.ts';
import { teachingKeys } from './teaching-keys.ts';

/**
 * GET /me/unit-classes: every (classroom, component) pair of the signed-in user's units (of the
 * network for a network-wide user), in the shape of GET /me/classes — what a secretary or
 * director reads and corrects. An answer that fails the schema yields no rows.
 */
export function getUnitClasses(http: HttpClient, signal?: AbortSignal): Promise<MyClass[]> {
  return http.getList(unitClassesPath, v.array(myClassSchema), { signal });
}

/**
 * The classes of the signed-in user's units ('pedagogy.unit-classes': pass `enabled: false` for
 * whom it is not granted, the server answers 403); no call while no one is signed in.
 */
export function useUnitClasses(config?: QueryConfig<MyClass[]>) {
  const client = useApiClient();
  const { user, isAuthenticated } = useSession();
  return useQuery<MyClass[], Error, MyClass[], ApiQueryKey>({
    queryKey: teachingKeys.unitClasses(user?.id),
    queryFn: isAuthenticated ? ({ signal }) => getUnitClasses(client, signal) : skipToken,
    ...config,
  });
}

/**
 * The classes a pedagogical screen ('Notas', 'Frequências') offers to choose from: with
 * `unitClasses` ('pedagogy.unit-classes': a secretary, a director, the network's administrator)
 * those of the user's units, which hold any class the user also teaches; else, with
 * `ownClasses` ('pedagogy.own-classes'), the user's own (GET /me/classes). Neither: no call.
 */
export function useClassChoices({
  ownClasses,
  unitClasses,
}: {
  ownClasses: boolean;
  unitClasses: boolean;
}) {
  const mine = useMyClasses({ enabled: ownClasses && !unitClasses });
  const units = useUnitClasses({ enabled: unitClasses });
  return unitClasses ? units : mine;
}
