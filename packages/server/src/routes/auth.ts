import {
  changePasswordBodySchema,
  loginSchema,
  messages,
  serverMessages,
  usersResource,
} from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AuditEntry, auditOrigin, writeAudit } from '../audit/audit.ts';
import { signAccessToken, type TokenSubject } from '../auth/access-token.ts';
import { requireBearer, requireXsrf } from '../auth/middleware.ts';
import { DISABLED_PASSWORD } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { accessOf } from '../auth/permissions.ts';
import type { Reservation } from '../auth/rate-limit.ts';
import {
  issueRefreshToken,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  refreshTokenOwner,
  revokeFamily,
  revokeOtherFamilies,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../auth/refresh-token.ts';
import type { Database } from '../db/client.ts';
import { roles, users } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody } from '../http/body.ts';
import { clientAddress } from '../http/client-address.ts';
import { ApiError } from '../http/errors.ts';
import { secureCookies } from '../http/security-headers.ts';

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  cpf: users.cpf,
  passwordHash: users.passwordHash,
  active: users.active,
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

/** An audit event about an account (sign-in, sign-out…): the account is its resource. */
const onAccount = (action: AuditEntry['action'], userId?: string): AuditEntry =>
  userId ? { action, resource: usersResource.key, resourceId: userId } : { action };

function tooManyAttempts(seconds: number): ApiError {
  return new ApiError(429, serverMessages.tooManyLoginAttempts, undefined, {
    'Retry-After': String(seconds),
  });
}

/**
 * POST /api/auth (sign-in), /refresh-token and /logout (cookie-authenticated: XSRF header),
 * /change-password (bearer-authenticated, also for a user who must first choose a password).
 */
export function authRoutes(deps: Deps) {
  const { db, hasher, secrets, loginLimiter } = deps;
  const app = new Hono<AppEnv>();

  /** The refresh cookie, living exactly as long as its token (never past the session's end). */
  function setRefreshCookie(c: Context, token: string, expiresAt: Date, now: Date) {
    setCookie(c, REFRESH_COOKIE, token, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: secureCookies(c.req.raw, deps.production),
      maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    });
  }

  function clearRefreshCookie(c: Context) {
    deleteCookie(c, REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: secureCookies(c.req.raw, deps.production),
    });
  }

  /** Counts one attempt for the account and the client address before a password is checked. */
  async function reserveAttempt(c: Context<AppEnv>, account: string, now: Date) {
    const reservation: Reservation = await loginLimiter.reserve(
      { account, address: `address:${clientAddress(c)}` },
      now,
    );
    if (!reservation.ok) throw tooManyAttempts(reservation.retryAfterSeconds);
    return reservation;
  }

  app.post('/', async (c) => {
    const { login, password } = await parseBody(c, loginSchema);
    const user = await findUser(
      db,
      login.includes('@') ? eq(sql`lower(${users.email})`, login) : eq(users.cpf, login),
    );
    const now = deps.now();
    // Counted before the (slow) password check, so parallel guesses cannot pass the limit. An
    // unknown login is limited too, under its own key, so the answer tells nothing of existence.
    const reservation = await reserveAttempt(
      c,
      user ? `account:${user.id}` : `login:${login}`,
      now,
    );
    let valid = false;
    if (user && user.passwordHash !== DISABLED_PASSWORD) {
      valid = await hasher.verify(password, user.passwordHash);
    } else {
      await hasher.verifyDummy(password);
    }
    const actor = user ? { id: user.id, email: user.email } : null;
    if (!user || !valid) {
      // Neither the typed login nor the password is recorded: only the account, when it exists.
      await writeAudit(db, auditOrigin(c, actor), onAccount('sign-in-failed', user?.id), now);
      throw new ApiError(401, serverMessages.invalidCredentials);
    }
    await reservation.release();
    if (!user.active) {
      // Said only to whoever knows the password.
      await writeAudit(db, auditOrigin(c, actor), onAccount('sign-in-failed', user.id), now);
      throw new ApiError(403, serverMessages.userDisabled);
    }

    const accessToken = await signAccessToken(
      secrets.jwtKey,
      toSubject(user),
      Math.floor(now.getTime() / 1000),
    );
    const issued = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const refresh = await issueRefreshToken(txDb, user.id, now, {
        maxSessionMs: deps.sessionMaxMs,
      });
      await writeAudit(txDb, auditOrigin(c, actor), onAccount('sign-in', user.id), now);
      return refresh;
    });
    setRefreshCookie(c, issued.token, issued.expiresAt, now);
    return c.json({ accessToken }, 200);
  });

  app.post('/refresh-token', requireXsrf(secrets.xsrfKey), async (c) => {
    const now = deps.now();
    const result = await rotateRefreshToken(
      db,
      getCookie(c, REFRESH_COOKIE) ?? '',
      now,
      deps.sessionMaxMs,
    );
    if (!result.ok && result.reason === 'reused') {
      const owner = await findUser(db, eq(users.id, result.userId));
      const actor = owner ? { id: owner.id, email: owner.email } : null;
      await writeAudit(
        db,
        auditOrigin(c, actor),
        onAccount('refresh-token-reuse', result.userId),
        now,
      );
    }
    const user = result.ok ? await findUser(db, eq(users.id, result.userId)) : undefined;
    if (!result.ok || !user?.active) {
      // A deactivated user's sessions were revoked with the change; this one ends too.
      if (result.ok) await revokeFamily(db, result.familyId, now);
      clearRefreshCookie(c);
      return c.json({ message: serverMessages.invalidRefreshToken }, 401);
    }
    setRefreshCookie(c, result.token, result.expiresAt, now);
    const token = await signAccessToken(
      secrets.jwtKey,
      toSubject(user),
      Math.floor(now.getTime() / 1000),
    );
    return c.json({ token }, 200);
  });

  app.post('/logout', requireXsrf(secrets.xsrfKey), async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    const now = deps.now();
    const userId = token ? await revokeRefreshToken(db, token, now) : undefined;
    if (userId) {
      const user = await findUser(db, eq(users.id, userId));
      const actor = user ? { id: user.id, email: user.email } : null;
      await writeAudit(db, auditOrigin(c, actor), onAccount('sign-out', userId), now);
    }
    clearRefreshCookie(c);
    return c.body(null, 204);
  });

  /**
   * `{ currentPassword, newPassword }` → 204. The new password passes the same rules as a new
   * user's; a wrong current password counts as a failed sign-in for the limits. Ends every other
   * session of the user (the caller's own, named by its refresh cookie, stays).
   */
  app.post('/change-password', requireBearer(deps), async (c) => {
    const access = accessOf(c);
    const { currentPassword, newPassword } = await parseBody(c, changePasswordBodySchema);
    const user = await findUser(db, eq(users.id, access.userId));
    if (!user) throw new ApiError(401, serverMessages.unauthorized);
    if (newPassword === currentPassword) {
      throw invalidInput([{ path: 'newPassword', message: messages.newPasswordSameAsCurrent }]);
    }
    const problem = passwordProblem(newPassword, user);
    if (problem) throw invalidInput([{ path: 'newPassword', message: problem }]);

    const now = deps.now();
    const reservation = await reserveAttempt(c, `account:${user.id}`, now);
    const valid =
      user.passwordHash !== DISABLED_PASSWORD &&
      (await hasher.verify(currentPassword, user.passwordHash));
    if (!valid) {
      throw new ApiError(400, serverMessages.currentPasswordWrong, [
        { path: 'currentPassword', message: serverMessages.currentPasswordWrong },
      ]);
    }
    await reservation.release();

    const passwordHash = await hasher.hash(newPassword);
    const own = await refreshTokenOwner(db, getCookie(c, REFRESH_COOKIE));
    const keepFamily = own?.userId === user.id ? own.familyId : undefined;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      await txDb
        .update(users)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(users.id, user.id));
      await revokeOtherFamilies(txDb, user.id, keepFamily, now);
      await writeAudit(txDb, auditOrigin(c), onAccount('password-change', user.id), now);
    });
    return c.body(null, 204);
  });

  return app;
}
