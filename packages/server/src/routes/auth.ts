import { loginSchema, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { signAccessToken, type TokenSubject } from '../auth/access-token.ts';
import { requireXsrf } from '../auth/middleware.ts';
import { DISABLED_PASSWORD } from '../auth/password.ts';
import {
  issueRefreshToken,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../auth/refresh-token.ts';
import type { Database } from '../db/client.ts';
import { roles, users } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { isHttps } from '../http/security-headers.ts';

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  cpf: users.cpf,
  passwordHash: users.passwordHash,
  roleId: roles.id,
  roleName: roles.name,
  rolePermissions: roles.permissions,
};

async function findUser(db: Database, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .limit(1);
  return row;
}

function toSubject(row: NonNullable<Awaited<ReturnType<typeof findUser>>>): TokenSubject {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    cpf: row.cpf,
    role:
      row.roleId && row.roleName
        ? { id: row.roleId, name: row.roleName, permissions: row.rolePermissions ?? [] }
        : null,
  };
}

function setRefreshCookie(c: Context, token: string) {
  setCookie(c, REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c.req.raw),
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

function clearRefreshCookie(c: Context) {
  deleteCookie(c, REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c.req.raw),
  });
}

function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, serverMessages.tooManyLoginAttempts, undefined, {
    'Retry-After': String(seconds),
  });
}

/** POST /api/auth, /api/auth/refresh-token, /api/auth/logout. */
export function authRoutes(deps: Deps) {
  const { db, hasher, secrets, loginLimits } = deps;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const address = `address:${clientAddress(c)}`;
    const blockedAddress = loginLimits.byAddress.blockedFor(address);
    if (blockedAddress) throw tooManyAttempts(blockedAddress);
    const { login, password } = await parseBody(c, loginSchema);
    const loginKey = `login:${login}`;
    const blocked = loginLimits.byLogin.blockedFor(loginKey);
    if (blocked) throw tooManyAttempts(blocked);

    const user = await findUser(
      db,
      login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(users.cpf, login),
    );
    let valid = false;
    if (user && user.passwordHash !== DISABLED_PASSWORD) {
      valid = await hasher.verify(password, user.passwordHash);
    } else {
      await hasher.verifyDummy(password);
    }
    if (!user || !valid) {
      loginLimits.byLogin.hit(loginKey);
      loginLimits.byAddress.hit(address);
      throw new ApiError(401, serverMessages.invalidCredentials);
    }
    loginLimits.byLogin.reset(loginKey);

    const now = deps.now();
    const accessToken = await signAccessToken(
      secrets.jwtKey,
      toSubject(user),
      Math.floor(now.getTime() / 1000),
    );
    setRefreshCookie(c, await issueRefreshToken(db, user.id, now));
    return c.json({ accessToken }, 200);
  });

  app.post('/refresh-token', requireXsrf(secrets.xsrfKey), async (c) => {
    const now = deps.now();
    const result = await rotateRefreshToken(db, getCookie(c, REFRESH_COOKIE) ?? '', now);
    const user = result.ok ? await findUser(db, eq(users.id, result.userId)) : undefined;
    if (!result.ok || !user) {
      clearRefreshCookie(c);
      return c.json({ message: serverMessages.invalidRefreshToken }, 401);
    }
    setRefreshCookie(c, result.token);
    const token = await signAccessToken(
      secrets.jwtKey,
      toSubject(user),
      Math.floor(now.getTime() / 1000),
    );
    return c.json({ token }, 200);
  });

  app.post('/logout', requireXsrf(secrets.xsrfKey), async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await revokeRefreshToken(db, token, deps.now());
    clearRefreshCookie(c);
    return c.body(null, 204);
  });

  return app;
}
