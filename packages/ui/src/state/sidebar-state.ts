/** The sidebar's expanded/collapsed state, kept in a cookie for 7 days (spec §2, §9). */
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@lousa/domain';

/** Expanded unless the cookie says 'false'; the sidebar is open by default. */
export function readSidebarOpen(cookie = globalThis.document?.cookie ?? ''): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export function writeSidebarOpen(open: boolean) {
  if (globalThis.document) globalThis.document.cookie = sidebarCookie(open);
}
