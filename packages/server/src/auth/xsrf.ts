import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The readable cookie the client copies into the `X-XSRF-TOKEN` header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function sign(key: Buffer, nonce: string): string {
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

/** A signed double-submit token (OWASP): `random.HMAC(random)`. */
export function createXsrfToken(key: Buffer): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${sign(key, nonce)}`;
}

/** Whether `token` was signed with `key`. */
export function isSignedXsrfToken(key: Buffer, token: string | undefined | null): boolean {
  if (!token || token.length > 200) return false;
  const dot = token.indexOf('.');
  if (dot < 1 || dot !== token.lastIndexOf('.')) return false;
  const expected = Buffer.from(sign(key, token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The header equals the cookie and both carry a valid signature. */
export function checkXsrf(
  key: Buffer,
  cookie: string | undefined | null,
  header: string | undefined | null,
): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b) && isSignedXsrfToken(key, cookie);
}
