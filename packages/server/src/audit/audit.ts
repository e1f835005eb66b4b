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

/** What happened. */
export interface AuditEntry {
  action: AuditAction;
  resource?: string | null;
  resourceId?: string | null;
  /** Names of the fields written or changed (never their values). */
  fields?: readonly string[];
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
  await db.insert(auditEvents).values({
    id: newId(),
    at,
    actorId: origin.actor?.id ?? null,
    actorEmail: origin.actor?.email ?? null,
    action: entry.action,
    resource: entry.resource ?? null,
    resourceId: entry.resourceId ?? null,
    fields: (entry.fields ?? []).filter((name) => !SECRET_FIELDS.has(name)),
    ip: origin.ip,
    requestId: origin.requestId,
  });
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
