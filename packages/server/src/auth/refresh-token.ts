import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { refreshTokens } from '../db/schema.ts';

/** The HttpOnly cookie holding the refresh token, sent only to /api/auth. */
export const REFRESH_COOKIE = 'lousa_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * A refresh token lives 7 days unused (each refresh issues a new one), and never past its
 * session's end (LOUSA_SESSION_MAX_HOURS after the sign-in).
 */
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A refresh token just issued, and when it stops working (the cookie lives no longer). */
export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** Where an issued token belongs: its family (new sign-in when absent) and the session's cap. */
export interface RefreshSession {
  /** The family to extend; a new one (a new sign-in) when absent. */
  familyId?: string;
  /** When the sign-in happened (default `now`: a new sign-in). */
  sessionStartedAt?: Date;
  /** Absolute session lifetime (LOUSA_SESSION_MAX_HOURS): no token outlives its start + this. */
  maxSessionMs: number;
}

/**
 * Issues a new refresh token (a new family unless `session.familyId` is given); stores only its
 * hash. It expires after REFRESH_TOKEN_TTL_SECONDS, or at the session's end when that is sooner.
 */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  now: Date,
  session: RefreshSession,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const sessionStartedAt = session.sessionStartedAt ?? now;
  const expiresAt = new Date(
    Math.min(
      now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000,
      sessionStartedAt.getTime() + session.maxSessionMs,
    ),
  );
  await db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId: session.familyId ?? newId(),
    tokenHash: hashToken(token),
    expiresAt,
    sessionStartedAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: string; familyId: string; token: string; expiresAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  | { ok: false; reason: 'reused'; userId: string };

/**
 * Spends `token` and issues its successor in the same family, carrying the session's start.
 * Presenting a token that was already spent revokes the whole family (the token was stolen, or
 * replayed). A session older than `maxSessionMs` ends, whatever its token's own expiry.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
  maxSessionMs: number,
): Promise<RotateResult> {
  if (!token || token.length > 100) return { ok: false, reason: 'unknown' };
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.sessionStartedAt.getTime() + maxSessionMs <= now.getTime()) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'expired' };
  }
  // Spend it atomically: of two concurrent uses only one wins; the other counts as reuse.
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  const next = await issueRefreshToken(db, row.userId, now, {
    familyId: row.familyId,
    sessionStartedAt: row.sessionStartedAt,
    maxSessionMs,
  });
  return { ok: true, userId: row.userId, familyId: row.familyId, ...next };
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family and user of `token`, if it is one of ours. */
export async function refreshTokenOwner(
  db: Database,
  token: string | undefined,
): Promise<{ familyId: string; userId: string } | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/** Revokes the family of `token`, if it is one of ours (logout); answers its user's id. */
export async function revokeRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const owner = await refreshTokenOwner(db, token);
  if (!owner) return undefined;
  await revokeFamily(db, owner.familyId, now);
  return owner.userId;
}

/** Ends every session of a user except the family `keepFamilyId` (the caller's own). */
export async function revokeOtherFamilies(
  db: Database,
  userId: string,
  keepFamilyId: string | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
