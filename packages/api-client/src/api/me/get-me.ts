import { type Me, meSchema } from '@lousa/domain';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { type ApiQueryKey, meKey, queryKeys } from '../../query-keys.ts';
import { $session } from '../../session/store.ts';
import { useSession } from '../../session/use-session.ts';
import type { QueryConfig } from '../types.ts';

/**
 * GET /me: who is signed in as the server sees them right now — role, permissions, units, and
 * whether a new password must be chosen first. The screens offer only what it allows.
 */
export function getMe(http: HttpClient, signal?: AbortSignal): Promise<Me> {
  return http.get('/me', meSchema, { signal });
}

/**
 * How long an answer of /me counts as fresh: the shell, the route and every action button ask
 * for it, and mounting one of them should not call again each time. A focus of the window, a
 * sign-in, a refreshed token or any record updated (`useUpdateResource` refreshes every query)
 * still ask again.
 */
export const ME_STALE_TIME_MS = 30_000;

/** The signed-in user's /me (no call while no one is signed in). */
export function useMe(config?: QueryConfig<Me>) {
  const client = useApiClient();
  const { user, isAuthenticated } = useSession();
  return useQuery<Me, Error, Me, ApiQueryKey>({
    queryKey: meKey(user?.id),
    queryFn: isAuthenticated ? ({ signal }) => getMe(client, signal) : skipToken,
    staleTime: ME_STALE_TIME_MS,
    ...config,
  });
}

/**
 * Keeps /me in step with the session: signing out drops it (the next user never sees the last
 * one's permissions), signing in or a new access token (refresh) asks for it again. Returns the
 * unsubscribe; `ApiClientProvider` runs it for its QueryClient.
 */
export function syncMeWithSession(queryClient: QueryClient): () => void {
  let previous = $session.get();
  return $session.listen((next) => {
    const before = previous;
    previous = next;
    if (!next.isAuthenticated) {
      queryClient.removeQueries({ queryKey: queryKeys.me });
      return;
    }
    if (next.accessToken !== before.accessToken || next.user?.id !== before.user?.id) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    }
  });
}
