import { operationsMessages } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';

/*
 * GET /api/health needs no session and no permission: load balancers and monitors call it. It
 * says only whether the database answers, nothing about the data.
 */

/** How long the database may take to answer `SELECT 1` before the check says it is down. */
export const HEALTH_TIMEOUT_MS = 2000;

/** Resolves when `SELECT 1` answers within the time limit; rejects otherwise. */
async function databaseAnswers(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('health check timed out')), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health` (no sign-in): 200 `{ status: 'ok' }` when the database answers `SELECT 1`,
 * else 503 `{ status: 'unavailable', message }` — what a load balancer or a monitor polls.
 */
export function healthCheck(db: Database, timeoutMs = HEALTH_TIMEOUT_MS) {
  return async (c: Context) => {
    try {
      await databaseAnswers(db, timeoutMs);
      return c.json({ status: 'ok' }, 200);
    } catch {
      return c.json(
        { status: 'unavailable', message: operationsMessages.databaseUnavailable },
        503,
      );
    }
  };
}
