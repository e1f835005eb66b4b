import { serverMessages } from '@lousa/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { secureCookies } from '../http/security-headers.ts';
import { loadAccess } from './access.ts';
import { verifyAccessToken } from './access-token.ts';
import { checkXsrf, createXsrfToken, isSignedXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';

/**
 * Gives every answer a signed XSRF-TOKEN cookie unless the request already carries a valid one
 * (`Secure` over https and in production).
 */
export function xsrfCookie(key: Buffer, production = false): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isSignedXsrfToken(key, getCookie(c, XSRF_COOKIE))) return;
    setCookie(c, XSRF_COOKIE, createXsrfToken(key), {
      path: '/',
      sameSite: 'Strict',
      secure: secureCookies(c.req.raw, production),
      httpOnly: false,
    });
  };
}

/** Cookie-authenticated calls: X-XSRF-TOKEN must equal the cookie and be signed by us (403). */
export function requireXsrf(key: Buffer): MiddlewareHandler {
  return async (c, next) => {
    if (!checkXsrf(key, getCookie(c, XSRF_COOKIE), c.req.header(XSRF_HEADER))) {
      throw new ApiError(403, serverMessages.forbidden);
    }
    await next();
  };
}

/**
 * `Authorization: Bearer <jwt>` with a valid HS256 signature, exp and claims, of a user who
 * exists and is active, else 401. Sets the claims and the user's access, read now from the
 * database (a deactivated user's token stops working on its next request).
 */
export function requireBearer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer[ ]+([A-Za-z0-9_\-.]{1,4096})$/.exec(header);
    const claims = match?.[1]
      ? await verifyAccessToken(deps.secrets.jwtKey, match[1], deps.now())
      : null;
    const access = claims ? await loadAccess(deps.db, claims.sub) : null;
    if (!claims || !access) {
      throw new ApiError(401, serverMessages.unauthorized, undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    c.set('claims', claims);
    c.set('access', access);
    await next();
  };
}
