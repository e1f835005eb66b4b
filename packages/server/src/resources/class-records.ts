import { type Permission, serverMessages, validate } from '@lousa/domain';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import type * as v from 'valibot';
import { auditOrigin, changesOf, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import {
  type ClassColumns,
  checkClassWriter,
  classRecordScope,
  PEDAGOGY_READ,
} from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody, readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { checkClassOpen } from '../queries/class-closing.ts';
import { answerList, parseListQuery, readList } from './list.ts';
import { isPlainObject, mergeBody } from './merge.ts';
import { readItem } from './routes.ts';
import type { AnyListSpec, IdTable, ReadContext } from './spec.ts';

/*
 * The records a teacher keeps for a class and component (lesson plans, activities, assessments):
 * the resource verbs over a list spec, read and written in the class scope of
 * auth/class-scope.ts.
 *
 *   GET    <path>        list (the spec's page, q, sort, filters) in the caller's class scope
 *   GET    <path>/<id>   one record; outside the scope it reads as 404
 *   POST   <path>        → 201 item
 *   PATCH  <path>/<id>   merge, validate, check → 200 item
 *   DELETE <path>/<id>   → 204
 */

/** A table of class records: by classroom and component, with an author. */
type ClassRecordTable = IdTable & {
  classroomId: PgColumn;
  curricularComponentId: PgColumn;
  authorId: PgColumn;
};

/** A body naming the class and component of the record. */
interface ClassBody {
  classroomId: string;
  curricularComponentId: string;
}

/** What a class record's `check` knows besides the body. */
export interface ClassRecordCheckContext<TItem> {
  /** The record being edited (PATCH), before the edit; undefined for a create. */
  id?: string;
  current?: TItem;
}

/** What `mountClassRecords` needs to know of one kind of class record. */
export interface ClassRecordOptions<TBody extends ClassBody, TItem> {
  /** The list (with its joins, search, sorts, filters) and item reads of the records. */
  spec: AnyListSpec;
  /** The records' table (the spec's). */
  table: ClassRecordTable;
  /** The columns the read scope uses. */
  columns: ClassColumns;
  /** The body of POST and of a PATCH merged over the record. */
  schema: v.GenericSchema<unknown, TBody>;
  /** The columns of a record from a valid body. */
  toRow(body: TBody): Record<string, unknown>;
  /** A record in the body's shape: what a PATCH is merged over. */
  toBody(item: TItem): unknown;
  /**
   * Who edits and deletes a record: 'author' (only who wrote it: 403 `onlyAuthor`), or 'teacher'
   * (any teacher of its class and component: 403 `notYourClass`).
   */
  editors: 'author' | 'teacher';
  /**
   * A permission whose holders also read and write every record of their units' classrooms
   * (network-wide: all), besides the teachers: 'pedagogy.correct-records' for assessments
   * (decision 0014). Only with `editors: 'teacher'`.
   */
  correctors?: Permission;
  /**
   * Records of the class's results (assessments, issue 28): refused (409 'A turma está
   * encerrada.') once the class is closed, whether created, edited (in its old class or its new
   * one) or deleted.
   */
  closable?: boolean;
  /** Rules of the body beyond the schema (422, 409), inside the write's transaction. */
  check?(tx: Database, body: TBody, ctx: ClassRecordCheckContext<TItem>): Promise<void>;
}

/**
 * The routes of a kind of class record (lesson plans, activities, assessments): list and item
 * reads with 'pedagogy.own-classes' or 'pedagogy.unit-classes' in `pedagogyScope` (a record
 * outside it reads as 404); create, edit and delete with 'pedagogy.own-classes' by a teacher of
 * the class and component (403 `notYourClass`), the author only when `editors` says so. With
 * `correctors`, the holders of that permission also read and write the records of their units
 * (`classRecordScope`, `classWriteRefusal`). Each write runs in one transaction with its audit
 * event.
 */
export function mountClassRecords<TBody extends ClassBody, TItem>(
  app: Hono<AppEnv>,
  deps: Deps,
  options: ClassRecordOptions<TBody, TItem>,
) {
  const { db } = deps;
  const { spec, columns, table, correctors } = options;
  const { def } = spec;
  const read = requireAnyPermission(correctors ? [...PEDAGOGY_READ, correctors] : PEDAGOGY_READ);
  const write = correctors
    ? requireAnyPermission(['pedagogy.own-classes', correctors])
    : requirePermission('pedagogy.own-classes');
  const scope = (c: Context<AppEnv>) => classRecordScope(c, columns, correctors);
  const ctx = (): ReadContext => ({ today: deps.today() });
  const notFound = () => new ApiError(404, def.notFound);
  const idParam = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw notFound();
    return id.toLowerCase();
  };

  app.get(def.path, read, async (c) => {
    const query = parseListQuery(c, def.sortKeys);
    const where = and(scope(c), spec.filter?.(c));
    const readCtx = ctx();
    return answerList(c, spec, await readList(db, spec, query, readCtx, where), readCtx);
  });

  app.get(`${def.path}/:id`, read, async (c) => {
    const item = await readItem(db, spec, idParam(c), ctx(), scope(c));
    if (item === null) throw notFound();
    return c.json(item as object);
  });

  /** Writes `body` for the caller: a class and component it writes, and `check`'s rules. */
  async function checkBody(
    tx: Database,
    access: Access,
    body: TBody,
    checkContext: ClassRecordCheckContext<TItem>,
  ) {
    await checkClassWriter(tx, access, body.classroomId, body.curricularComponentId, correctors);
    if (options.closable) await checkClassOpen(tx, body.classroomId.toLowerCase());
    await options.check?.(tx, body, checkContext);
  }

  /**
   * The record of `id`, locked for the change, read in the caller's scope (404 otherwise), and
   * changeable by the caller (403).
   */
  async function lockForChange(c: Context<AppEnv>, tx: Database, id: string) {
    const access = accessOf(c);
    const userId = access.userId;
    const [locked] = await tx
      .select({
        classroomId: table.classroomId,
        curricularComponentId: table.curricularComponentId,
        authorId: table.authorId,
      })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!locked) throw notFound();
    const current = await readItem(tx, spec, id, ctx(), scope(c));
    if (current === null) throw notFound();
    if (options.editors === 'author') {
      if (locked.authorId !== userId) throw new ApiError(403, serverMessages.onlyAuthor);
    } else {
      await checkClassWriter(
        tx,
        access,
        locked.classroomId as string,
        locked.curricularComponentId as string,
        correctors,
      );
    }
    if (options.closable) await checkClassOpen(tx, locked.classroomId as string);
    return current as TItem;
  }

  /** What the audit log shows beside a record's id: its declaration's `describe` of the item. */
  const labelOf = (item: unknown): string | null =>
    item === null ? null : (def.describe as (item: unknown) => string)(item) || null;

  app.post(def.path, write, async (c) => {
    const body = await parseBody(c, options.schema);
    const origin = auditOrigin(c);
    const access = accessOf(c);
    const userId = access.userId;
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      await checkBody(txDb, access, body, {});
      const id = newId();
      await txDb.insert(table).values({ ...options.toRow(body), id, authorId: userId } as never);
      const created = await readItem(txDb, spec, id, ctx());
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
    const id = idParam(c);
    const patch = await readJson(c);
    if (!isPlainObject(patch)) {
      const result = validate(options.schema, patch);
      throw invalidInput(result.success ? [] : result.issues);
    }
    const origin = auditOrigin(c);
    const access = accessOf(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const current = await lockForChange(c, txDb, id);
      const before = options.toBody(current) as Record<string, unknown>;
      const result = validate(options.schema, mergeBody(before, patch));
      if (!result.success) throw invalidInput(result.issues);
      const body = result.output;
      await checkBody(txDb, access, body, { id, current });
      await txDb
        .update(table)
        .set(options.toRow(body) as never)
        .where(eq(table.id, id));
      const changes = changesOf(before, body as unknown as Record<string, unknown>);
      const fields = Object.keys(changes);
      if (fields.length > 0) {
        await writeAudit(
          txDb,
          origin,
          {
            action: 'update',
            resource: def.key,
            resourceId: id,
            label: labelOf(current),
            fields,
            changes,
          },
          now,
        );
      }
      return readItem(txDb, spec, id, ctx());
    });
    return c.json(item as object);
  });

  app.delete(`${def.path}/:id`, write, async (c) => {
    const id = idParam(c);
    const origin = auditOrigin(c);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const current = await lockForChange(c, txDb, id);
      await txDb.delete(table).where(eq(table.id, id));
      await writeAudit(
        txDb,
        origin,
        { action: 'delete', resource: def.key, resourceId: id, label: labelOf(current) },
        now,
      );
    });
    return c.body(null, 204);
  });

  app.all(def.path, methodNotAllowed('GET, POST'));
  app.all(`${def.path}/:id`, methodNotAllowed('GET, PATCH, DELETE'));
}
