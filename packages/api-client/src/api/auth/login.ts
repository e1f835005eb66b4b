import { authResponseSchema, type LoginBody } from '@lousa/domain';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { startSession } from '../../session/session.ts';
import type { MutationConfig } from '../types.ts';

/** POST /auth: credentials in, `{ accessToken }` out (the refresh cookie rides along). */
export function postLogin(http: HttpClient, body: LoginBody): Promise<{ accessToken: string }> {
  return http.post('/auth', body, authResponseSchema, { auth: false });
}

/**
 * Signs in: POST /auth, then the token is checked and the session starts. Rejects with
 * 'Token expirado' or 'Aconteceu um erro inesperado' when the token cannot be accepted, or
 * with the server's ApiError (e.g. wrong credentials). Navigating to /app is the caller's.
 */
export function useLogin(mutationConfig: MutationConfig<SessionStart, LoginBody> = {}) {
  const client = useApiClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: async (body: LoginBody) => {
      const { accessToken } = await postLogin(client, body);
      return startSession(client, accessToken);
    },
  });
}

type SessionStart = ReturnType<typeof startSession>;
