import { type MyClass, myClassesPath, myClassSchema } from '@lousa/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';
import { useSession } from '../../session/use-session.ts';
import type { QueryConfig } from '../types.ts';
import { teachingKeys } from './teaching-keys.ts';

/**
 * GET /me/classes: the signed-in teacher's (classroom, component) pairs, each with its unit and
 * the classroom's active enrolments. An answer that fails the schema yields no rows.
 */
export function getMyClasses(http: HttpClient, signal?: AbortSignal): Promise<MyClass[]> {
  return http.getList(myClassesPath, v.array(myClassSchema), { signal });
}

/**
 * The signed-in teacher's classes ('Minhas Turmas'); no call while no one is signed in (or
 * with `enabled: false`, e.g. for whom does not teach).
 */
export function useMyClasses(config?: QueryConfig<MyClass[]>) {
  const client = useApiClient();
  const { user, isAuthenticated } = useSession();
  return useQuery<MyClass[], Error, MyClass[], ApiQueryKey>({
    queryKey: teachingKeys.myClasses(user?.id),
    queryFn: isAuthenticated ? ({ signal }) => getMyClasses(client, signal) : skipToken,
    ...config,
  });
}
