import { auditEventsResource, auditMessages, formatDate } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { calendarToday } from '../deps.ts';
import { describeForLog } from '../http/errors.ts';
import { writeAudit } from './audit.ts';

const DAY_MS = 86_400_000;

/** How often a running server prunes the log (besides once at start). */
export const AUDIT_PRUNE_INTERVAL_MS = DAY_MS;

/**
 * Deletes the audit events older than `retentionDays` before `now` and, when any went, records
 * that as an 'audit-prune' event (no actor: the server did it) saying how many and before which
 * day — in one transaction. The append-only trigger refuses UPDATE only, so the prune is an
 * ordinary DELETE. Answers how many events were deleted.
 */
export async function pruneAuditEvents(
  db: Database,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const answer = await txDb.execute(sql`with gone as (
        delete from ${auditEvents} where ${auditEvents.at} < ${cutoff.toISOString()}::timestamptz
        returning 1)
      select count(*)::int as n from gone`);
    const rows = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    const deleted = Number(rows[0]?.n ?? 0);
    if (deleted > 0) {
      await writeAudit(
        txDb,
        { actor: null, ip: null, requestId: null },
        {
          action: 'audit-prune',
          resource: auditEventsResource.key,
          fields: [auditMessages.pruned(deleted, formatDate(calendarToday(cutoff)))],
        },
        now,
      );
    }
    return deleted;
  });
}

export interface AuditRetention {
  /** Stops the daily prune and waits for one under way. */
  stop(): Promise<void>;
}

export interface AuditRetentionOptions {
  db: Database;
  /** LOUSA_AUDIT_RETENTION_DAYS. */
  retentionDays: number;
  now: () => Date;
  /** Where a failed daily prune is reported (it is tried again the next day). */
  logError: (line: string) => void;
  /** Default: a day. */
  intervalMs?: number;
}

/**
 * Prunes the audit log now (a failure fails the start) and then once a day, on a timer that
 * does not keep the process alive. `stop()` it before closing the database.
 */
export async function startAuditRetention(options: AuditRetentionOptions): Promise<AuditRetention> {
  const { db, retentionDays, now, logError } = options;
  await pruneAuditEvents(db, retentionDays, now());
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pruneAuditEvents(db, retentionDays, now())
      .catch((error: unknown) =>
        logError(`[lousa] falha na limpeza da auditoria: ${describeForLog(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? AUDIT_PRUNE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
