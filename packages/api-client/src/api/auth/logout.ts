import type { HttpClient } from '../../http.ts';

/**
 * POST /auth/logout: the server forgets the refresh cookie (204). Sent with `keepalive` so it
 * completes even though the page navigates to /sign-in right after.
 */
export function postLogout(http: HttpClient): Promise<void> {
  return http.postEmpty('/auth/logout', undefined, { auth: false, keepalive: true });
}
