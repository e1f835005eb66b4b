import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import { signOut } from '../../session/session.ts';

/** 'Sair': tells the server (POST /auth/logout), ends the session here and goes to /sign-in. */
export function useSignOut() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => signOut(client) });
}
