import { type User, type UserCreateBody, userSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /users; the user list is refetched. */
export function createUser(http: HttpClient, body: UserCreateBody): Promise<User> {
  return http.post('/users', body, userSchema);
}

export function createUserMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: UserCreateBody) => createUser(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  };
}

export function useCreateUser(mutationConfig: MutationConfig<User, UserCreateBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createUserMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
