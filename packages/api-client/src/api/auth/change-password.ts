import { type ChangePasswordBody, serverMessages } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/**
 * POST /auth/change-password `{ currentPassword, newPassword }` → 204. The server ends the
 * user's other sessions. A wrong current password is an answer (400 on `currentPassword`, or a
 * 401 saying so), not the end of this session: the user stays signed in and may try again.
 */
export function postChangePassword(http: HttpClient, body: ChangePasswordBody): Promise<void> {
  return http.postEmpty('/auth/change-password', body, {
    expectedUnauthorized: [serverMessages.currentPasswordWrong],
  });
}

/** 'Alterar senha'; on success /me is asked again (a required change is then done). */
export function useChangePassword(config: MutationConfig<void, ChangePasswordBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: ChangePasswordBody) => postChangePassword(client, body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await config.onSuccess?.(...args);
    },
  });
}
