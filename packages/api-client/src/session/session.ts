import { type SessionUser, toasts } from '@lousa/domain';
import { postLogout } from '../api/auth/logout.ts';
import { postRefreshToken } from '../api/auth/refresh-token.ts';
import { SessionTokenError } from '../errors.ts';
import type { HttpClient } from '../http.ts';
import { clearDrafts } from './drafts.ts';
import { redirectToSignIn } from './navigation.ts';
import { emitSessionNotice } from './notices.ts';
import { scheduleTokenRefresh } from './refresh-timer.ts';
import { readStoredToken } from './storage.ts';
import { $session, logout, replaceAccessToken, setSession } from './store.ts';
import { checkAccessToken } from './token.ts';

/**
 * The session transitions of spec §4. Each takes the client it talks through; `actions.ts`
 * offers the same with the app's default client.
 */

/** Checks a token from login or refresh: expired → 'Token expirado', undecodable → 'Aconteceu um erro inesperado'. */
function acceptToken(token: string) {
  const check = checkAccessToken(token);
  if (check.status === 'expired') {
    emitSessionNotice(toasts.tokenExpired);
    throw new SessionTokenError(toasts.tokenExpired, 'expired');
  }
  if (check.status === 'invalid') {
    emitSessionNotice(toasts.unexpectedError);
    throw new SessionTokenError(toasts.unexpectedError, check.reason);
  }
  return check;
}

function keepFresh(http: HttpClient, expSeconds: number): void {
  scheduleTokenRefresh(expSeconds, () => {
    // A failed refresh leaves the current token to run out; a 401 has already signed out.
    refreshSession(http).catch(() => undefined);
  });
}

/** Unauthenticated → authenticated with the token POST /auth answered. */
export function startSession(http: HttpClient, accessToken: string): SessionUser {
  const check = acceptToken(accessToken);
  setSession(accessToken, check.user);
  keepFresh(http, check.claims.exp);
  return check.user;
}

/**
 * POST /auth/refresh-token and replace only the access token (the user stays as it was); the
 * new token must be unexpired and decodable. Returns the new token.
 */
export async function refreshSession(http: HttpClient): Promise<string> {
  const { token } = await postRefreshToken(http);
  const check = acceptToken(token);
  if ($session.get().isAuthenticated) replaceAccessToken(token);
  else setSession(token, check.user);
  keepFresh(http, check.claims.exp);
  return token;
}

/**
 * App start: a valid stored token restores the session; none, expired or undecodable logs
 * out and sends the browser to /sign-in (unless it is already there).
 */
export function initSession(http: HttpClient): SessionUser | null {
  const token = readStoredToken();
  const check = checkAccessToken(token);
  if (!token || check.status !== 'valid') {
    logout();
    redirectToSignIn();
    return null;
  }
  setSession(token, check.user);
  keepFresh(http, check.claims.exp);
  return check.user;
}

/**
 * 'Sair': ends the session here, clears every form draft of this browser (decision 0024), goes
 * to /sign-in, and tells the server to drop the refresh cookie. An expired session keeps the
 * drafts: they are what the person gets back after signing in again.
 */
export async function signOut(http: HttpClient): Promise<void> {
  const told = postLogout(http).catch(() => undefined);
  clearDrafts();
  logout();
  redirectToSignIn();
  await told;
}
