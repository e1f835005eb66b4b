import type { AuditAction } from '@lousa/domain';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { auditEvents } from '../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';

/** Field names never written to the audit log, whatever a body carries. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'currentPassword', 'newPassword']);

/** Who acted and from where: the request's part of an audit event. */
export interface AuditOrigin {
  actor: { id: string; email: string } | null;
  ip: string | null;
  requestId: string | null;
}

/** An update's changed fields: each one's value before and after (never a secret's). */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** What happened. */
export interface AuditEntry {
  action: AuditAction;
  resource?: string | null;
  resourceId?: string | null;
  /** What a person reads about the record (its resource's `describe`): a name, a title. */
  label?: string | null;
  /** Names of the fields written or changed. */
  fields?: readonly string[];
  /** For an update: the changed fields' values before and after (`changesOf`). */
  changes?: AuditChanges | null;
}

/** The origin of a request: its signed-in user (when any), client address and request id. */
export function auditOrigin(
  c: Context<AppEnv>,
  actor?: { id: string; email: string } | null,
): AuditOrigin {
  const access = c.get('access');
  return {
    actor: actor !== undefined ? actor : access ? { id: access.userId, email: access.email } : null,
    ip: clientAddress(c),
    requestId: c.get('requestId') ?? null,
  };
}

/**
 * Appends one event. Call it inside the transaction of the change it records, so the change and
 * its trail are written together or not at all.
 */
export async function writeAudit(
  db: Database,
  origin: AuditOrigin,
  entry: AuditEntry,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(auditEvents).values(auditRow(origin, entry, at));
}

/**
 * Appends one event per entry in one statement (a write of many records at once, such as a range
 * of school days: each record keeps its own trail). Inside the change's transaction, as
 * `writeAudit`.
 */
export async function writeAudits(
  db: Database,
  origin: AuditOrigin,
  entries: readonly AuditEntry[],
  at: Date = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditEvents).values(entries.map((entry) => auditRow(origin, entry, at)));
}

function auditRow(origin: AuditOrigin, entry: AuditEntry, at: Date) {
  return {
    id: newId(),
    at,
    actorId: origin.actor?.id ?? null,
    actorEmail: origin.actor?.email ?? null,
    action: entry.action,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId ?? null,
    resourceLabel: entry.label ?? null,
    fields: (entry.fields ?? []).filter((name) => !SECRET_FIELDS.has(name)),
    changes: entry.changes ? withoutSecrets(entry.changes) : null,
    ip: origin.ip,
    requestId: origin.requestId,
  };
}

/** The changes but a secret's, whatever a caller passed; null when none is left. */
function withoutSecrets(changes: AuditChanges): AuditChanges | null {
  const kept = Object.entries(changes).filter(([name]) => !SECRET_FIELDS.has(name));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, item]) => item !== undefined && item !== null)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : inner,
  );
}

/** The top-level fields whose values differ between two bodies (an edit's changed fields). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => stable(before[name]) !== stable(after[name]));
}

/**
 * An edit's changed fields with their values before and after (absent reads as null), for the
 * audit log; secret fields are left out.
 */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditChanges {
  return Object.fromEntries(
    changedFields(before, after)
      .filter((name) => !SECRET_FIELDS.has(name))
      .map((name) => [name, { before: before[name] ?? null, after: after[name] ?? null }]),
  );
}
