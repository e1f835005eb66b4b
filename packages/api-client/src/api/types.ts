import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';
import type { ApiQueryKey } from '../query-keys.ts';

/** Extra `useQuery` options a screen may pass to a query hook (key and fetcher are fixed). */
export type QueryConfig<TData> = Omit<
  UseQueryOptions<TData, Error, TData, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/** Extra `useMutation` options a screen may pass to a mutation hook. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;
