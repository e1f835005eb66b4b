import { serverMessages } from '@lousa/domain';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isHttps } from '../http/security-headers.ts';
import { verifyAccessToken } from './access-token.ts';
import { checkXsrf, createXsrfToken, isSignedXsrfToken, XSRF_COOKIE, XSRF_HEADER } from './xsrf.ts';

/** Gives every answer a signed XSRF-TOKEN cookie unless the request already carries a valid one. */
export function xsrfCookie(key: Buffer): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isSignedXsrfToken(key, getCookie(c, XSRF_COOKIE))) return;
    setCookie(c, XSRF_COOKIE, createXsrfToken(key), {
      path: '/',
      sameSite: 'Strict',
      secure: isHttps(c.req.raw),
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

/** `Authorization: Bearer <jwt>` with a valid HS256 signature, exp and claims, else 401. */
export function requireBearer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer[ ]+([A-Za-z0-9_\-.]{1,4096})$/.exec(header);
    const claims = match?.[1]
      ? await verifyAccessToken(deps.secrets.jwtKey, match[1], deps.now())
      : null;
    if (!claims) {
      throw new ApiError(401, serverMessages.unauthorized, undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    c.set('claims', claims);
    await next();
  };
}
