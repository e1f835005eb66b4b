import { QUERY_GC_TIME_MS, QUERY_RETRIES, queryRetryDelay } from '@lousa/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, SessionExpiredError, SessionTokenError } from './errors.ts';

/**
 * Whether a failed query is tried again: up to 3 retries (spec §9), but never for an answer
 * the server will repeat (4xx) nor for a call that was not sent because the session ended.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError || error instanceof SessionTokenError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/** Exponential back-off (1 s, 2 s, 4 s, …) capped at 30 s (spec §9). */
export const queryRetryDelayMs = (attemptIndex: number): number => queryRetryDelay(attemptIndex);

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
