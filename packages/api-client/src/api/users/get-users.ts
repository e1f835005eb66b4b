import { type User, userListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /users: the users of the network. A malformed answer yields no rows. */
export function getUsers(http: HttpClient, signal?: AbortSignal): Promise<User[]> {
  return http.getList('/users', userListSchema, { signal });
}

export function getUsersQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.users,
    queryFn: ({ signal }) => getUsers(http, signal),
  });
}

export function useUsers(queryConfig?: QueryConfig<User[]>) {
  const client = useApiClient();
  return useQuery({ ...getUsersQueryOptions(client), ...queryConfig });
}
