import {
  listQueryMessages,
  type MyClass,
  myClassesPath,
  type NamedRef,
  normalizeDate,
  type Permission,
  serverMessages,
  type TeachingAssignment,
  teachingAssignmentCreateSchema,
  validate,
} from '@lousa/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context, Handler, Hono } from 'hono';
import type * as v from 'valibot';
import { auditOrigin, changedFields, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import { accessOf, requireAnyPermission, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  classrooms,
  courses,
  curricularComponents,
  curriculumMatrixItems,
  enrollments,
  fold,
  roles,
  schoolUnits,
  teachingAssignments,
  userSchoolUnits,
  users,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody, readJson } from '../http/body.ts';
import { toDbDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import {
  conflict,
  isUuid,
  methodNotAllowed,
  rethrowUnique,
  unprocessable,
} from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from '../resources/list.ts';
import { isPlainObject, mergeBody } from '../resources/merge.ts';
import { readItem } from '../resources/routes.ts';
import type { AnyListSpec, IdTable, ReadContext } from '../resources/spec.ts';

/*
 * Who teaches what (issue 14) and what follows from it:
 *
 *   GET    /classrooms/<id>/teachers                  a classroom's teachers, by component
 *   POST   /classrooms/<id>/teachers                  { userId, curricularComponentId } → 201 { id }
 *   DELETE /classrooms/<id>/teachers/<assignmentId>   → 204
 *   GET    /classrooms/<id>/teacher-candidates        who may be assigned: [{ id, name }]
 *   GET    /me/classes                                the caller's classes and components
 *
 * and the read scope and write rule shared by the records a teacher keeps for a class and
 * component (lesson plans, activities: `mountClassRecords`).
 */

/** The permissions that read a class's pedagogical records. */
export const PEDAGOGY_READ = [
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
] as const satisfies readonly [Permission, ...Permission[]];

/** The audit log's resource key of teaching assignments. */
export const TEACHING_ASSIGNMENTS_KEY = 'teaching-assignments';

const UNIQUE_ASSIGNMENT = 'teaching_assignments_class_component_unique';

/** 'First Last': how a user is named in the pedagogy answers. */
export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The last value of a query parameter, trimmed; undefined when absent or blank (no filter). */
export function queryParam(c: Context, name: string): string | undefined {
  const values = c.req.queries(name);
  const value = values?.[values.length - 1]?.trim();
  return value ? value : undefined;
}

/** A required day parameter (YYYY-MM-DD, or as the date fields take it): 400 when missing or not a real date. */
export function dayParam(c: Context, name: string): string {
  const value = queryParam(c, name);
  const iso = value === undefined ? null : normalizeDate(value);
  if (iso === null) throw new ApiError(400, listQueryMessages.dateParamInvalid(name));
  return toDbDate(iso);
}

/** `column = <uuid>` for each named uuid filter given; 400 for one that is not a uuid. */
export function idFilters(c: Context, filters: readonly (readonly [string, PgColumn])[]) {
  const conditions: SQL[] = [];
  for (const [name, column] of filters) {
    const value = queryParam(c, name);
    if (value === undefined) continue;
    if (!isUuid(value)) throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
    conditions.push(eq(column, value.toLowerCase()));
  }
  return and(...conditions);
}

/** The columns a class record's scope reads. */
export interface ClassColumns {
  classroomId: PgColumn;
  curricularComponentId: PgColumn;
  /** The school unit of the record's classroom (a column of the list's join). */
  schoolUnitId: PgColumn;
}

/** Whether `userId` teaches that component in that classroom. */
const teaches = (userId: string, classroomId: SQL | PgColumn, componentId: SQL | PgColumn) =>
  sql`exists (select 1 from ${teachingAssignments}
    where ${teachingAssignments.classroomId} = ${classroomId}
      and ${teachingAssignments.curricularComponentId} = ${componentId}
      and ${teachingAssignments.userId} = ${userId})`;

/**
 * Which class records (lesson plans, activities) the caller reads: a network-wide user all of
 * them; otherwise those of the classes and components it teaches ('pedagogy.own-classes') and,
 * with 'pedagogy.unit-classes', every one of its units' classrooms. Undefined: no limit.
 */
export function pedagogyScope(c: Context<AppEnv>, columns: ClassColumns): SQL | undefined {
  const access = accessOf(c);
  if (access.networkWide) return undefined;
  const parts: SQL[] = [];
  if (access.permissions.has('pedagogy.own-classes')) {
    parts.push(teaches(access.userId, columns.classroomId, columns.curricularComponentId));
  }
  if (access.permissions.has('pedagogy.unit-classes') && access.schoolUnitIds.length > 0) {
    parts.push(inArray(columns.schoolUnitId, [...access.schoolUnitIds]));
  }
  return parts.length > 0 ? (or(...parts) as SQL) : sql`false`;
}

/**
 * Whether `userId` is assigned to teach the component in the classroom; the assignment stays
 * (FOR SHARE) until the transaction ends, so a record is not written for a class its teacher
 * is being removed from.
 */
export async function isAssigned(
  tx: Database,
  userId: string,
  classroomId: string,
  componentId: string,
  lock = true,
): Promise<boolean> {
  const query = tx
    .select({ id: teachingAssignments.id })
    .from(teachingAssignments)
    .where(
      and(
        eq(teachingAssignments.classroomId, classroomId.toLowerCase()),
        eq(teachingAssignments.curricularComponentId, componentId.toLowerCase()),
        eq(teachingAssignments.userId, userId),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('share') : await query;
  return Boolean(row);
}

/** 403 'Você não leciona este componente nesta turma.' */
const notYourClass = () => new ApiError(403, serverMessages.notYourClass);

/**
 * `pedagogyScope`, widened for the holders of `correctors` (decision 0014:
 * 'pedagogy.correct-records') to every record of their units' classrooms: what they may write,
 * they read. Undefined: no limit.
 */
export function classRecordScope(
  c: Context<AppEnv>,
  columns: ClassColumns,
  correctors?: Permission,
): SQL | undefined {
  const access = accessOf(c);
  const scope = pedagogyScope(c, columns);
  if (scope === undefined || !correctors || !access.permissions.has(correctors)) return scope;
  if (access.schoolUnitIds.length === 0) return scope;
  return or(scope, inArray(columns.schoolUnitId, [...access.schoolUnitIds])) as SQL;
}

/**
 * Why the caller may not write the records of a class and component, or null when it may: a
 * teacher of them (with 'pedagogy.own-classes'), or, when `correctors` is given, a holder of
 * that permission whose units hold the classroom (network-wide: any). Refusals: 403
 * `notYourClass`; for a holder of `correctors`, 403 `outsideSchoolUnits` (another unit's
 * classroom) or 422 `classroomNotFound`. `lock` keeps the rows read (FOR SHARE) to the end of
 * the transaction.
 */
async function classWriteRefusal(
  tx: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors: Permission | undefined,
  lock: boolean,
): Promise<ApiError | null> {
  if (
    access.permissions.has('pedagogy.own-classes') &&
    (await isAssigned(tx, access.userId, classroomId, componentId, lock))
  ) {
    return null;
  }
  if (!correctors || !access.permissions.has(correctors)) return notYourClass();
  const query = tx
    .select({ schoolUnitId: classrooms.schoolUnitId })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId.toLowerCase()))
    .limit(1);
  const [classroom] = lock ? await query.for('share') : await query;
  if (!classroom) return unprocessable(serverMessages.classroomNotFound);
  if (access.networkWide || access.schoolUnitIds.includes(classroom.schoolUnitId)) return null;
  return new ApiError(403, serverMessages.outsideSchoolUnits);
}

/** Throws `classWriteRefusal`'s answer when the caller may not write the class's records. */
export async function checkClassWriter(
  tx: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors?: Permission,
): Promise<void> {
  const refusal = await classWriteRefusal(tx, access, classroomId, componentId, correctors, true);
  if (refusal) throw refusal;
}

/** Whether the caller may write the records of a class and component (no lock: for `canEdit`). */
export async function canWriteClass(
  db: Database,
  access: Access,
  classroomId: string,
  componentId: string,
  correctors?: Permission,
): Promise<boolean> {
  return (
    (await classWriteRefusal(db, access, classroomId, componentId, correctors, false)) === null
  );
}

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
    return current as TItem;
  }

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
      await writeAudit(
        txDb,
        origin,
        { action: 'create', resource: def.key, resourceId: id, fields: Object.keys(body) },
        now,
      );
      return readItem(txDb, spec, id, ctx());
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
      const fields = changedFields(before, body as unknown as Record<string, unknown>);
      if (fields.length > 0) {
        await writeAudit(
          txDb,
          origin,
          { action: 'update', resource: def.key, resourceId: id, fields },
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
      await lockForChange(c, txDb, id);
      await txDb.delete(table).where(eq(table.id, id));
      await writeAudit(txDb, origin, { action: 'delete', resource: def.key, resourceId: id }, now);
    });
    return c.body(null, 204);
  });

  app.all(def.path, methodNotAllowed('GET, POST'));
  app.all(`${def.path}/:id`, methodNotAllowed('GET, PATCH, DELETE'));
}

/** 404 'Turma não encontrada.' */
const classroomNotFound = () => new ApiError(404, serverMessages.classroomNotFound);

/** The classroom of the path when the caller's units hold it (or it is network-wide), else 404. */
async function visibleClassroom(c: Context<AppEnv>, db: Database, lock = false) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw classroomNotFound();
  const query = db
    .select({
      id: classrooms.id,
      schoolUnitId: classrooms.schoolUnitId,
      courseId: classrooms.courseId,
    })
    .from(classrooms)
    .where(eq(classrooms.id, id.toLowerCase()))
    .limit(1);
  const [classroom] = lock ? await query.for('share') : await query;
  const access = accessOf(c);
  if (!classroom) throw classroomNotFound();
  if (!access.networkWide && !access.schoolUnitIds.includes(classroom.schoolUnitId)) {
    throw classroomNotFound();
  }
  return classroom;
}

/**
 * Whether the user can teach in the unit: active, with a role granting 'pedagogy.own-classes',
 * working in the unit (`user_school_units`) or network-wide.
 */
async function teachesInUnit(tx: Database, userId: string, unitId: string): Promise<boolean> {
  const [row] = await tx
    .select({
      active: users.active,
      permissions: roles.permissions,
      inUnit: sql<boolean>`exists (select 1 from ${userSchoolUnits}
        where ${userSchoolUnits.userId} = ${users.id} and ${userSchoolUnits.schoolUnitId} = ${unitId})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.active || !row.permissions.includes('pedagogy.own-classes')) return false;
  return row.inUnit || row.permissions.includes('network.all');
}

/**
 * The users `teachesInUnit` accepts for the unit, as `{ id, name }` by folded name: active,
 * with a role granting 'pedagogy.own-classes', working in the unit or network-wide.
 */
async function teacherCandidates(db: Database, unitId: string): Promise<NamedRef[]> {
  return db
    .select({ id: users.id, name: userName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.active, true),
        sql`'pedagogy.own-classes' = any(${roles.permissions})`,
        or(
          sql`exists (select 1 from ${userSchoolUnits}
            where ${userSchoolUnits.userId} = ${users.id} and ${userSchoolUnits.schoolUnitId} = ${unitId})`,
          sql`'network.all' = any(${roles.permissions})`,
        ),
      ),
    )
    .orderBy(fold(userName), asc(users.id));
}

/** Whether the component is in the curriculum matrix of the course. */
async function inCourseMatrix(tx: Database, courseId: string, componentId: string) {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(courses)
    .innerJoin(
      curriculumMatrixItems,
      eq(curriculumMatrixItems.matrixId, courses.curriculumMatrixId),
    )
    .where(
      and(eq(courses.id, courseId), eq(curriculumMatrixItems.curricularComponentId, componentId)),
    )
    .limit(1);
  return Boolean(row);
}

/** The classroom's teachers, by component name then teacher name. */
async function classroomTeachers(db: Database, classroomId: string): Promise<TeachingAssignment[]> {
  return db
    .select({
      id: teachingAssignments.id,
      teacher: { id: users.id, name: userName },
      curricularComponent: { id: curricularComponents.id, name: curricularComponents.name },
    })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .innerJoin(
      curricularComponents,
      eq(curricularComponents.id, teachingAssignments.curricularComponentId),
    )
    .where(eq(teachingAssignments.classroomId, classroomId))
    .orderBy(fold(curricularComponents.name), fold(userName), asc(teachingAssignments.id));
}

/**
 * A classroom's teachers (see the top of this file). Reads: 'registries.read' or
 * 'pedagogy.unit-classes'; writes: 'registries.write'. Another unit's classroom reads as 404.
 * POST's rules, each refusing with nothing written: the user teaches in the classroom's unit
 * (422 `teacherNotInUnit`), the component is in the matrix of the classroom's course (422
 * `componentNotInMatrix`), and the component has no teacher in the classroom yet (409
 * `assignmentTaken`, also when a concurrent POST wins the unique index).
 */
export function mountClassroomTeachers(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const path = '/classrooms/:id/teachers';
  const write = requirePermission('registries.write');

  app.get(path, requireAnyPermission(['registries.read', 'pedagogy.unit-classes']), async (c) => {
    const classroom = await visibleClassroom(c, db);
    return c.json(await classroomTeachers(db, classroom.id));
  });

  app.post(path, write, async (c) => {
    await visibleClassroom(c, db);
    const body = await parseBody(c, teachingAssignmentCreateSchema);
    const userId = body.userId.toLowerCase();
    const componentId = body.curricularComponentId.toLowerCase();
    const origin = auditOrigin(c);
    const now = deps.now();
    const id = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // Kept (FOR SHARE) until the end: its unit and course are what the rules read.
      const classroom = await visibleClassroom(c, txDb, true);
      if (!(await teachesInUnit(txDb, userId, classroom.schoolUnitId))) {
        throw unprocessable(serverMessages.teacherNotInUnit);
      }
      if (!(await inCourseMatrix(txDb, classroom.courseId, componentId))) {
        throw unprocessable(serverMessages.componentNotInMatrix);
      }
      const [taken] = await txDb
        .select({ id: teachingAssignments.id })
        .from(teachingAssignments)
        .where(
          and(
            eq(teachingAssignments.classroomId, classroom.id),
            eq(teachingAssignments.curricularComponentId, componentId),
          ),
        )
        .limit(1);
      if (taken) throw conflict(serverMessages.assignmentTaken);
      const assignmentId = newId();
      await txDb
        .insert(teachingAssignments)
        .values({
          id: assignmentId,
          classroomId: classroom.id,
          curricularComponentId: componentId,
          userId,
        })
        .catch((error: unknown) =>
          rethrowUnique(error, { [UNIQUE_ASSIGNMENT]: serverMessages.assignmentTaken }),
        );
      await writeAudit(
        txDb,
        origin,
        {
          action: 'create',
          resource: TEACHING_ASSIGNMENTS_KEY,
          resourceId: assignmentId,
          fields: ['classroomId', ...Object.keys(body)],
        },
        now,
      );
      return assignmentId;
    });
    return c.json({ id }, 201);
  });

  app.delete(`${path}/:assignmentId`, write, async (c) => {
    const classroom = await visibleClassroom(c, db);
    const assignmentId = c.req.param('assignmentId') ?? '';
    const notFound = () => new ApiError(404, serverMessages.assignmentNotFound);
    if (!isUuid(assignmentId)) throw notFound();
    const origin = auditOrigin(c);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [removed] = await txDb
        .delete(teachingAssignments)
        .where(
          and(
            eq(teachingAssignments.id, assignmentId.toLowerCase()),
            eq(teachingAssignments.classroomId, classroom.id),
          ),
        )
        .returning({ id: teachingAssignments.id });
      if (!removed) throw notFound();
      await writeAudit(
        txDb,
        origin,
        { action: 'delete', resource: TEACHING_ASSIGNMENTS_KEY, resourceId: removed.id },
        now,
      );
    });
    return c.body(null, 204);
  });

  // Who the writer may assign: the users POST's `teacherNotInUnit` rule accepts.
  const candidatesPath = '/classrooms/:id/teacher-candidates';
  app.get(candidatesPath, write, async (c) => {
    const classroom = await visibleClassroom(c, db);
    return c.json(await teacherCandidates(db, classroom.schoolUnitId));
  });

  app.all(path, methodNotAllowed('GET, POST'));
  app.all(`${path}/:assignmentId`, methodNotAllowed('DELETE'));
  app.all(candidatesPath, methodNotAllowed('GET'));
}

/**
 * GET /me/classes ('pedagogy.own-classes'): the caller's assignments as `myClassSchema`, with
 * the classroom's active enrolments; by classroom name, then component name.
 */
export function myClasses(deps: Deps): Handler<AppEnv> {
  return async (c) => {
    const { userId } = accessOf(c);
    const rows: MyClass[] = await deps.db
      .select({
        classroom: { id: classrooms.id, name: classrooms.name },
        curricularComponent: { id: curricularComponents.id, name: curricularComponents.name },
        schoolUnit: { id: schoolUnits.id, name: schoolUnits.name },
        students: sql<number>`(select count(*)::int from ${enrollments}
          where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.status} = 'ACTIVE')`,
      })
      .from(teachingAssignments)
      .innerJoin(classrooms, eq(classrooms.id, teachingAssignments.classroomId))
      .innerJoin(
        curricularComponents,
        eq(curricularComponents.id, teachingAssignments.curricularComponentId),
      )
      .innerJoin(schoolUnits, eq(schoolUnits.id, classrooms.schoolUnitId))
      .where(eq(teachingAssignments.userId, userId))
      .orderBy(
        fold(classrooms.name),
        asc(classrooms.id),
        fold(curricularComponents.name),
        asc(curricularComponents.id),
      );
    return c.json(rows);
  };
}

/** The path of GET /me/classes under /me. */
export const MY_CLASSES_SUBPATH = myClassesPath.replace(/^\/me/, '');
