import {
  type AuditAction,
  type AuditEvent,
  auditActions,
  auditEventsResource,
  auditMessages,
  isRealDate,
} from '@lousa/domain';
import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { queryParam } from '../http/query-params.ts';
import { isUuid } from '../http/route-helpers.ts';
import { listSpec } from '../resources/spec.ts';

/** The zone whose calendar days `from` and `to` name. */
const NETWORK_ZONE = 'America/Sao_Paulo';

/** The longest `resource` filter (resource keys are short). */
const RESOURCE_MAX = 100;

type AuditRow = typeof auditEvents.$inferSelect;

/** A calendar day `YYYY-MM-DD`, or 400 with `message`. */
function calendarDay(value: string, message: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new ApiError(400, message);
  }
  return value;
}

/** Midnight of a calendar day in São Paulo, as an instant (the database knows the zone's history). */
const startOfDay = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${NETWORK_ZONE})`;

/**
 * The filters of GET /audit-events (AUDIT_FILTERS): `actorId` (a user's uuid), `resource` (a
 * resource key), `action` (one of `auditActions`), and `from` / `to` (calendar days in São Paulo,
 * both included). A blank value is no filter; a bad one answers 400 with its pt-BR message.
 */
function auditFilter(c: Context<AppEnv>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const actorId = queryParam(c, 'actorId');
  if (actorId !== undefined) {
    if (!isUuid(actorId)) throw new ApiError(400, auditMessages.actorIdInvalid);
    conditions.push(eq(auditEvents.actorId, actorId.toLowerCase()));
  }
  const resource = queryParam(c, 'resource');
  if (resource !== undefined) {
    if (resource.length > RESOURCE_MAX) throw new ApiError(400, auditMessages.resourceInvalid);
    conditions.push(eq(auditEvents.resource, resource));
  }
  const action = queryParam(c, 'action');
  if (action !== undefined) {
    if (!(auditActions as readonly string[]).includes(action)) {
      throw new ApiError(400, auditMessages.actionInvalid);
    }
    conditions.push(eq(auditEvents.action, action));
  }
  const from = queryParam(c, 'from');
  if (from !== undefined) {
    conditions.push(gte(auditEvents.at, startOfDay(calendarDay(from, auditMessages.fromInvalid))));
  }
  const to = queryParam(c, 'to');
  if (to !== undefined) {
    conditions.push(lt(auditEvents.at, startOfDay(calendarDay(to, auditMessages.toInvalid), 1)));
  }
  return and(...conditions);
}

/**
 * GET /audit-events (permission 'audit.read'): the append-only log, newest first unless sorted
 * (at, action, resource). `q` looks into the actor's e-mail, the resource, the record's id and
 * name, the action and the client address. The log has no writes through the API (405); old events go by
 * the retention prune (audit/retention.ts).
 */
export const auditEventsSpec = listSpec({
  def: auditEventsResource,
  permission: { read: 'audit.read' },
  table: auditEvents,
  select: (db: Database) => db.select().from(auditEvents).$dynamic(),
  toItem: (row: AuditRow): AuditEvent => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId ? { id: row.actorId, email: row.actorEmail ?? '' } : null,
    action: row.action as AuditAction,
    resource: row.resource,
    resourceId: row.resourceId,
    resourceLabel: row.resourceLabel,
    fields: row.fields,
    changes: row.changes,
    ip: row.ip,
    requestId: row.requestId,
  }),
  search: (q) =>
    or(
      q.text(auditEvents.actorEmail),
      q.text(auditEvents.resource),
      q.text(auditEvents.resourceId),
      q.text(auditEvents.resourceLabel),
      q.text(auditEvents.action),
      q.text(auditEvents.ip),
    ),
  sort: {
    at: auditEvents.at,
    action: auditEvents.action,
    // An event about no resource (a failed sign-in of an unknown login) sorts as ''.
    resource: sql`coalesce(${auditEvents.resource}, '')`,
  },
  defaultSort: { key: 'at', descending: true },
  filter: auditFilter,
});
