import type { SessionUser } from '@lousa/domain';
import { atom } from 'nanostores';
import { cancelTokenRefresh } from './refresh-timer.ts';
import { clearStoredToken, writeStoredToken } from './storage.ts';

export interface SessionState {
  accessToken: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
}

export const signedOut: SessionState = Object.freeze({
  accessToken: null,
  user: null,
  isAuthenticated: false,
});

/** The session (spec §3): token, the user read from it, and whether someone is signed in. */
export const $session = atom<SessionState>(signedOut);

/** Signs in with an already-checked token: memory and sessionStorage. */
export function setSession(accessToken: string, user: SessionUser): void {
  writeStoredToken(accessToken);
  $session.set({ accessToken, user, isAuthenticated: true });
}

/** Replaces only the access token (refresh); the user stays as it was. */
export function replaceAccessToken(accessToken: string): void {
  writeStoredToken(accessToken);
  $session.set({ ...$session.get(), accessToken });
}

/** Ends the session on this tab: clears token and user and stops the refresh timer. */
export function logout(): void {
  cancelTokenRefresh();
  clearStoredToken();
  $session.set(signedOut);
}
