import { serverMessages, validate } from '@lousa/domain';
import { and, count, countDistinct, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, changesOf, writeAudit } from '../audit/audit.ts';
import {
  accessOf,
  permissionDenied,
  requirePermission,
  requireReadPermission,
} from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody, readJson } from '../http/body.ts';
import { ApiError, sqlState } from '../http/errors.ts';
import {
  conflict,
  isUuid,
  methodNotAllowed,
  rethrowUnique,
  unprocessable,
} from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from './list.ts';
import { isPlainObject, mergeBody } from './merge.ts';
import type { AnyListSpec, AnyResourceSpec, ReadContext } from './spec.ts';

/*
 * The routes every resource gets from its declaration and its server spec:
 *
 *   GET    <path>        list (page, pageSize, q, sort, the spec's filters; X-Total-Count)
 *   POST   <path>        create                 → 201 item | 400 | 409 | 422
 *   GET    <path>/<id>   one item               → 200 item | 404
 *   PATCH  <path>/<id>   merge, validate, save  → 200 item | 400 | 404 | 409 | 422
 *   DELETE <path>/<id>   delete when unused     → 204 | 404 | 409
 *
 * and 405 (with Allow) for any other method on those paths.
 */

const readContext = (deps: Deps): ReadContext => ({ today: deps.today() });

/** The record of `id` as the API answers it, or null (also when `scope` leaves it out). */
export async function readItem(
  db: Database,
  spec: AnyListSpec,
  id: string,
  ctx: ReadContext,
  scope?: SQL,
): Promise<unknown | null> {
  const [row] = await spec
    .select(db)
    .where(and(eq(spec.table.id, id), scope))
    .limit(1);
  return row === undefined ? null : spec.toItem(row, ctx);
}

/**
 * The condition that keeps a unit-scoped user to the records of its units; undefined for a
 * network-wide user or a network-level resource (no `scope`).
 */
export function readScope(c: Context<AppEnv>, spec: AnyListSpec): SQL | undefined {
  const access = accessOf(c);
  if (access.networkWide || !spec.scope) return undefined;
  return access.schoolUnitIds.length > 0 ? spec.scope.records(access.schoolUnitIds) : sql`false`;
}

/**
 * A write by a unit-scoped user: 403 on a network-level resource, on a create where the scope
 * cannot say the new record's unit (a new school unit), or when the body puts the record in a
 * unit outside the user's. (That the edited record itself is in scope is `readScope`'s 404.)
 */
export function checkWriteScope(
  c: Context<AppEnv>,
  spec: AnyResourceSpec,
  body: unknown,
  creating: boolean,
) {
  const access = accessOf(c);
  if (access.networkWide) return;
  if (!spec.scope) throw permissionDenied();
  if (!spec.scope.unitOf) {
    if (creating) throw permissionDenied();
    return;
  }
  const unit = spec.scope.unitOf(body as Record<string, unknown>);
  if (unit !== undefined && !access.schoolUnitIds.includes(unit.toLowerCase())) {
    throw permissionDenied();
  }
}

/** The `:id` of the path, or 404 with the resource's message when it cannot be an id. */
function idParam(c: Context, spec: AnyListSpec): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, spec.def.notFound);
  return id.toLowerCase();
}

/** GET <path> and (unless `itemRoute` is false) GET <path>/<id> of a resource. */
export function mountReads(app: Hono<AppEnv>, deps: Deps, spec: AnyListSpec | AnyResourceSpec) {
  const { db } = deps;
  const { path, sortKeys } = spec.def;
  const read = requireReadPermission(spec.permission.read);

  app.get(path, read, async (c) => {
    const query = parseListQuery(c, sortKeys);
    const where = and(readScope(c, spec), spec.filter?.(c));
    const ctx = readContext(deps);
    return answerList(c, spec, await readList(db, spec, query, ctx, where), ctx);
  });

  if ((spec as AnyListSpec).itemRoute === false) return;
  app.get(`${path}/:id`, read, async (c) => {
    const item = await readItem(db, spec, idParam(c, spec), readContext(deps), readScope(c, spec));
    if (item === null) throw new ApiError(404, spec.def.notFound);
    return c.json(item as object);
  });
}

/**
 * Mounts the routes of every spec. `specs` must hold each resource another one references
 * (`def.references`): the 422 of a missing reference uses that resource's table and message.
 * Order matters where paths nest: /academic-calendars/years before /academic-calendars/:id.
 */
export function mountResources(
  app: Hono<AppEnv>,
  deps: Deps,
  specs: readonly AnyResourceSpec[],
  listOnly: readonly AnyListSpec[] = [],
) {
  const byKey = new Map(specs.map((spec) => [spec.def.key, spec]));
  for (const spec of specs) {
    for (const key of Object.values(spec.def.references)) {
      if (!byKey.has(key)) throw new Error(`${spec.def.key}: referência sem spec: ${key}`);
    }
  }
  for (const spec of specs) mountResource(app, deps, spec, byKey);
  for (const spec of listOnly) {
    mountReads(app, deps, spec);
    app.all(spec.def.path, methodNotAllowed('GET'));
    if (spec.itemRoute !== false) app.all(`${spec.def.path}/:id`, methodNotAllowed('GET'));
  }
}

function mountResource(
  app: Hono<AppEnv>,
  deps: Deps,
  spec: AnyResourceSpec,
  byKey: Map<string, AnyResourceSpec>,
) {
  const { db } = deps;
  const { def, table } = spec;
  const write = requirePermission(spec.permission.write);

  /** 409 when another record (not `selfId`) holds a unique value of `body`. */
  async function checkUnique(c: Context<AppEnv>, tx: Database, body: unknown, selfId?: string) {
    for (const rule of spec.unique ?? []) {
      const same = rule.where(body);
      if (!same) continue;
      const [row] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(same, selfId ? ne(table.id, selfId) : undefined))
        .limit(1);
      if (row && rule.conflictOf) throw await rule.conflictOf(c, tx, String(row.id));
      if (row) throw conflict(rule.message, rule.field);
    }
  }

  /** 422 with the referenced resource's message when a body field names a missing record. */
  async function checkReferences(tx: Database, body: Record<string, unknown>) {
    for (const [field, key] of Object.entries(def.references as Record<string, string>)) {
      const target = byKey.get(key) as AnyResourceSpec;
      const id = body[field];
      if (typeof id === 'string' && !(await exists(tx, target.table, id))) {
        throw unprocessable(target.def.notFound);
      }
    }
  }

  /** What the audit log shows beside a record's id: its declaration's `describe` of the item. */
  const labelOf = (item: unknown): string | null =>
    item === null ? null : (def.describe as (item: unknown) => string)(item) || null;

  const uniqueByConstraint = Object.fromEntries(
    (spec.unique ?? []).map((rule) => [
      rule.constraint,
      { message: rule.message, field: rule.field },
    ]),
  );

  /** The 409 of the first blocker that finds records using `id`, if any. */
  async function blockedBy(tx: Database, id: string): Promise<string | undefined> {
    for (const blocker of spec.blockers ?? []) {
      const [row] = await tx
        .select({ n: blocker.distinct ? countDistinct(blocker.distinct) : count() })
        .from(blocker.column.table)
        .where(eq(blocker.column, id));
      let n = Number(row?.n ?? 0);
      for (const column of blocker.also ?? []) {
        const [more] = await tx.select({ n: count() }).from(column.table).where(eq(column, id));
        n += Number(more?.n ?? 0);
      }
      if (n > 0) return blocker.message(n);
    }
    return undefined;
  }

  mountReads(app, deps, spec);

  app.post(def.path, write, async (c) => {
    const body = await parseBody(c, def.create);
    checkWriteScope(c, spec, body, true);
    // The checks come before `prepareCreate` (a password hash costs ~0.1 s) and outside the
    // transaction; a record that appears or disappears meanwhile fails on the unique index
    // (409) or the foreign key (422).
    await checkUnique(c, db, body);
    await checkReferences(db, body);
    await spec.check?.(db, body, { userId: accessOf(c).userId });
    const extra = spec.prepareCreate ? await spec.prepareCreate(body, deps) : {};
    const id = newId();
    const ctx = readContext(deps);
    const origin = auditOrigin(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      await txDb
        .insert(table)
        .values({ ...spec.toRow(body, { now, creating: true }), ...extra, id })
        .catch((error: unknown) => rethrowUnique(error, uniqueByConstraint));
      await spec.afterWrite?.(txDb, id, body, { origin, now });
      const created = await readItem(txDb, spec, id, ctx);
      await writeAudit(
        txDb,
        origin,
        {
          action: 'create',
          resource: def.key,
          resourceId: id,
          label: labelOf(created),
          fields: Object.keys(body),
        },
        now,
      );
      return created;
    });
    return c.json(item as object, 201);
  });

  app.patch(`${def.path}/:id`, write, async (c) => {
    const id = idParam(c, spec);
    const patch = await readJson(c);
    if (!isPlainObject(patch)) {
      const result = validate(def.update, patch);
      throw invalidInput(result.success ? [] : result.issues);
    }
    const ctx = readContext(deps);
    const scope = readScope(c, spec);
    const origin = auditOrigin(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // Locks the record: concurrent edits of one record apply one after the other.
      const [locked] = await txDb
        .select({ id: table.id })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (!locked) throw new ApiError(404, def.notFound);
      const current = await readItem(txDb, spec, id, ctx, scope);
      if (current === null) throw new ApiError(404, def.notFound);
      const before = spec.toBody(current);
      const result = validate(def.update, mergeBody(before, patch));
      if (!result.success) throw invalidInput(result.issues);
      const body = result.output as Record<string, unknown>;
      checkWriteScope(c, spec, body, false);
      await checkUnique(c, txDb, body, id);
      await checkReferences(txDb, body);
      await spec.check?.(txDb, body, { id, current, userId: origin.actor?.id });
      const extra = spec.prepareUpdate ? await spec.prepareUpdate(body, deps) : {};
      await txDb
        .update(table)
        .set({ ...spec.toRow(body, { now, creating: false }), ...extra })
        .where(eq(table.id, id))
        .catch((error: unknown) => rethrowUnique(error, uniqueByConstraint));
      await spec.afterWrite?.(txDb, id, body, { current, origin, now });
      const changes = changesOf(before as Record<string, unknown>, body);
      const updated = await readItem(txDb, spec, id, ctx);
      const fields = Object.keys(changes);
      if (fields.length > 0) {
        await writeAudit(
          txDb,
          origin,
          {
            action: 'update',
            resource: def.key,
            resourceId: id,
            label: labelOf(updated),
            fields,
            changes,
          },
          now,
        );
      }
      return updated;
    });
    return c.json(item as object);
  });

  app.delete(`${def.path}/:id`, write, async (c) => {
    const id = idParam(c, spec);
    const scope = readScope(c, spec);
    checkWriteScope(c, spec, {}, false);
    const origin = auditOrigin(c);
    const now = deps.now();
    try {
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Database;
        // FOR UPDATE waits for transactions inserting rows that reference this one (they hold
        // FOR KEY SHARE on it), so the count below sees them; later ones wait for this delete.
        const [locked] = await txDb
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, id))
          .for('update');
        if (!locked) throw new ApiError(404, def.notFound);
        const current = await readItem(txDb, spec, id, readContext(deps), scope);
        if (current === null) throw new ApiError(404, def.notFound);
        const refused = spec.refuseDelete?.(current, accessOf(c).userId);
        if (refused) throw conflict(refused);
        const blocked = await blockedBy(txDb, id);
        if (blocked) throw conflict(blocked);
        await txDb.delete(table).where(eq(table.id, id));
        await writeAudit(
          txDb,
          origin,
          { action: 'delete', resource: def.key, resourceId: id, label: labelOf(current) },
          now,
        );
      });
    } catch (error) {
      // A reference the blockers do not list, or one that slipped in: the same kind of 409.
      if (sqlState(error)?.code === '23503') {
        throw conflict((await blockedBy(db, id)) ?? serverMessages.recordInUse);
      }
      throw error;
    }
    return c.body(null, 204);
  });

  app.all(def.path, methodNotAllowed('GET, POST'));
  app.all(`${def.path}/:id`, methodNotAllowed('GET, PATCH, DELETE'));
}
