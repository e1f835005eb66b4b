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

let expiryNoticed = false;

/**
 * Whether 'Sessão expirada' should be shown now: once until a new session starts, so the
 * several queries of one screen failing together raise one toast, not one each.
 */
export function shouldNoticeExpiry(): boolean {
  if (expiryNoticed) return false;
  expiryNoticed = true;
  return true;
}

/** A new session starts (and tests): the next expiry is noticed again. */
export function resetExpiryNotice(): void {
  expiryNoticed = false;
}

/** Signs in with an already-checked token: memory and sessionStorage. */
export function setSession(accessToken: string, user: SessionUser): void {
  resetExpiryNotice();
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
