/**
 * App start (spec §4), once per page of /app: session notices become toasts, navigation out of
 * the router is a full page load, and the session is restored from the stored token (none,
 * expired or undecodable: logout and /sign-in).
 */
import {
  checkAccessToken,
  configureNavigation,
  initAuth,
  readStoredToken,
} from '@lousa/api-client';
import { toasts } from '@lousa/domain';
import { toaster } from '../components/toaster/toaster.ts';
import { leavePage } from './leave-page.ts';
import { keepForNextPage } from './pending-notices.ts';
import { showSessionNotices } from './session-notices.ts';

let started = false;

export function startApp(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  configureNavigation({ redirect: leavePage });
  showSessionNotices((message) => toaster.create({ type: 'error', title: message }), {
    keepWhenSignedOut: true,
  });
  // A token that ran out while the tab was away: the sign-in page says 'Sessão expirada'.
  const stored = readStoredToken();
  if (stored && checkAccessToken(stored).status === 'expired') {
    keepForNextPage(toasts.sessionExpired);
  }
  initAuth();
}
