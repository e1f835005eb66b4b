/**
 * What the sign-in page does at load, before (and without) its island's code: a visitor who is
 * already signed in goes on to /app; notices kept by the last page ('Sessão expirada') hydrate
 * the island at once so it can show them. Deliberately small: it is all the JavaScript the page
 * loads until the visitor interacts with the form.
 */
import { readStoredToken } from '@lousa/api-client/session/storage.ts';
import { checkAccessToken } from '@lousa/api-client/session/token.ts';
import { routeHref } from '../../routes/route-table.ts';
import { leavePage } from '../leave-page.ts';
import { hasPendingNotices } from '../pending-notices.ts';

export function bootSignIn(island: Element | null): void {
  if (checkAccessToken(readStoredToken()).status === 'valid') {
    leavePage(routeHref('home'));
    return;
  }
  if (hasPendingNotices()) island?.dispatchEvent(new Event('hydrate-now'));
}
