import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/** Failed sign-ins allowed per account (or unknown login) and per client address in one window. */
export interface LoginLimits {
  perLogin: number;
  perAddress: number;
  windowMs: number;
}

/** The outcome of `reserve`: go on (and `release` when the password was right), or wait. */
export type Reservation =
  | { ok: true; release(): Promise<void> }
  | { ok: false; retryAfterSeconds: number };

export interface LoginLimiter {
  /**
   * Counts one attempt, before the password is checked, under the account key
   * (`account:<userId>`, or `login:<normalized login>` when no user has it) and the address key
   * (`address:<ip>`). Over either limit: nothing is counted, and the answer says how long to
   * wait. Otherwise the attempt counts as a failure unless `release` is called — so a burst of
   * parallel guesses can never evaluate more passwords than the limit.
   */
  reserve(keys: { account: string; address: string }, now: Date): Promise<Reservation>;
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Fixed-window counters in the `login_failures` table: every API process sharing the database
 * counts the same attempts. Each attempt is one atomic upsert that starts a new window when the
 * key's window is over.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits): LoginLimiter {
  const { windowMs } = limits;
  let lastPrune = 0;

  /** Adds one to `key`'s window; the window's start and the new count. */
  async function take(key: string, now: Date) {
    const stale = sql`${loginFailures.windowStart} <= ${timestamp(new Date(now.getTime() - windowMs))}`;
    const [row] = await db
      .insert(loginFailures)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          windowStart: sql`case when ${stale} then excluded.window_start else ${loginFailures.windowStart} end`,
          count: sql`case when ${stale} then 1 else ${loginFailures.count} + 1 end`,
        },
      })
      .returning({ windowStart: loginFailures.windowStart, count: loginFailures.count });
    if (!row) throw new Error('login_failures: upsert sem retorno');
    return row;
  }

  /** Takes back one attempt of `key`, if its window is still the one it was counted in. */
  async function giveBack(key: string, windowStart: Date) {
    await db
      .update(loginFailures)
      .set({ count: sql`${loginFailures.count} - 1` })
      .where(
        and(
          eq(loginFailures.key, key),
          eq(loginFailures.windowStart, windowStart),
          gt(loginFailures.count, 0),
        ),
      );
  }

  /** Drops the rows of windows that are over, at most once a window per process. */
  async function prune(now: Date) {
    if (now.getTime() - lastPrune < windowMs) return;
    lastPrune = now.getTime();
    await db
      .delete(loginFailures)
      .where(lte(loginFailures.windowStart, new Date(now.getTime() - windowMs)));
  }

  const waitFor = (windowStart: Date, now: Date) =>
    Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));

  return {
    async reserve({ account, address }, now) {
      await prune(now);
      const byAddress = await take(address, now);
      if (byAddress.count > limits.perAddress) {
        await giveBack(address, byAddress.windowStart);
        return { ok: false, retryAfterSeconds: waitFor(byAddress.windowStart, now) };
      }
      const byAccount = await take(account, now);
      if (byAccount.count > limits.perLogin) {
        await giveBack(account, byAccount.windowStart);
        await giveBack(address, byAddress.windowStart);
        return { ok: false, retryAfterSeconds: waitFor(byAccount.windowStart, now) };
      }
      return {
        ok: true,
        async release() {
          await giveBack(account, byAccount.windowStart);
          await giveBack(address, byAddress.windowStart);
        },
      };
    },
  };
}
