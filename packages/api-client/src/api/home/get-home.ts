import { type Home, homePath, homeSchema } from '@lousa/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { type ApiQueryKey, meKey } from '../../query-keys.ts';
import { useSession } from '../../session/use-session.ts';
import type { QueryConfig } from '../types.ts';

/**
 * GET /home: the signed-in user's home page ('Página Inicial', issue 26) — a teacher's day, a
 * secretary's or director's units, the network's figures — shaped by the server from the
 * caller's permissions and units; a part the caller has no right to is null.
 */
export function getHome(http: HttpClient, signal?: AbortSignal): Promise<Home> {
  return http.get(homePath, homeSchema, { signal });
}

/** The key of GET /home: under the signed-in user's /me key, so signing out drops it. */
export const homeKey = (userId: string | null | undefined): ApiQueryKey => [
  ...meKey(userId),
  'home',
];

/** The signed-in user's home page (no call while no one is signed in). */
export function useHome(config?: QueryConfig<Home>) {
  const client = useApiClient();
  const { user, isAuthenticated } = useSession();
  return useQuery<Home, Error, Home, ApiQueryKey>({
    queryKey: homeKey(user?.id),
    queryFn: isAuthenticated ? ({ signal }) => getHome(client, signal) : skipToken,
    ...config,
  });
}
