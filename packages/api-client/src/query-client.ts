import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_DELAY_MS } from '@lousa/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

/**
 * Whether a failed query is tried again: only a call that got no answer (status 0) or a 5xx,
 * and only once (`QUERY_RETRIES`), so a dead server shows its failure and 'Tentar novamente'
 * within a second (decision 0023). Never an answer the server will repeat (4xx, a malformed
 * answer), nor a call that was not sent because the session ended.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.status === 0 || error.status >= 500;
  return transient && failureCount < QUERY_RETRIES;
}

/** The wait before that retry: half a second. */
export const queryRetryDelayMs = (): number => QUERY_RETRY_DELAY_MS;

/** The app's QueryClient: unused data kept 5 minutes, retries as above, mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
      },
      mutations: { retry: false },
    },
  });
}
