import type { LoginBody, SessionUser } from '@lousa/domain';
import { postLogin } from '../api/auth/login.ts';
import { apiClient } from '../default-client.ts';
import type { HttpClient } from '../http.ts';
import { signOut as endSession, initSession, refreshSession, startSession } from './session.ts';

export { logout } from './store.ts';

/**
 * The session actions with the app's default client (`apiClient`); pass another client in
 * tests or stories.
 */

/** POST /auth and start the session; rejects with 'Token expirado' / 'Aconteceu um erro inesperado' / the server's ApiError. */
export async function login(
  credentials: LoginBody,
  client: HttpClient = apiClient,
): Promise<SessionUser> {
  const { accessToken } = await postLogin(client, credentials);
  return startSession(client, accessToken);
}

/** Replaces only the access token with a fresh one from POST /auth/refresh-token. */
export function refresh(client: HttpClient = apiClient): Promise<string> {
  return refreshSession(client);
}

/** Call once on app start: restores a valid session, else logs out and goes to /sign-in. */
export function initAuth(client: HttpClient = apiClient): SessionUser | null {
  return initSession(client);
}

/** 'Sair': logout here and on the server, then /sign-in. */
export function signOut(client: HttpClient = apiClient): Promise<void> {
  return endSession(client);
}
