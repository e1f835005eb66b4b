import { errorMessage, useUpdateResource } from '@lousa/api-client';
import { toasts, type User, usersResource } from '@lousa/domain';
import { useCallback } from 'react';
import { toaster } from '../../components/toaster';

/**
 * 'Desativar' and 'Reativar': PATCH /users/<id> `{ active }`; the lists refresh, and a toast says
 * it ('Usuário desativado.', 'Usuário reativado.') or gives the server's refusal (one's own
 * account, a permission). Resolves either way.
 */
export function useSetUserActive() {
  const { mutateAsync } = useUpdateResource(usersResource);
  return useCallback(
    async (user: User, active: boolean) => {
      try {
        await mutateAsync({ id: user.id, body: { active } });
        toaster.create({
          type: 'success',
          title: active ? toasts.userReactivated : toasts.userDeactivated,
        });
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(error) });
      }
    },
    [mutateAsync],
  );
}
