import {
  type Enrollment,
  type EnrollmentStatus,
  enrollmentActions,
  enrollmentCreateSchema,
  enrollmentStatuses,
  enrollmentsResource,
  listQueryMessages,
  serverMessages,
} from '@lousa/domain';
import { type AnyColumn, and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import { type AuditOrigin, auditOrigin, writeAudit } from '../audit/audit.ts';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  academicYears,
  classrooms,
  enrollments,
  fold,
  persons,
  schoolUnits,
  students,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { ApiError, sqlState } from '../http/errors.ts';
import { conflict, isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { mountReads, readItem, readScope } from '../resources/routes.ts';
import { listSpec } from '../resources/spec.ts';

/*
 * Enrolments: a student in a classroom of an academic year, from a date.
 *
 *   GET  /enrollments                 list ('students.read'; filters below)
 *   GET  /enrollments/<id>            one enrolment
 *   POST /enrollments                 enrol                 → 201 item ('enrollments.write')
 *   POST /enrollments/<id>/transfer   to another classroom  → 201 the new enrolment
 *   POST /enrollments/<id>/cancel     with a reason         → 200 item
 *   POST /enrollments/<id>/complete                         → 200 item
 *
 * Never edited nor deleted: a change of classroom is a transfer that closes one enrolment and
 * opens the next, so the history stays. Every write runs in one transaction that locks the rows
 * its rules read (the classroom, for its seats; the enrolment, for its status).
 */

const ENROLLMENT_STUDENT = alias(students, 'enrollment_student');
const ENROLLMENT_PERSON = alias(persons, 'enrollment_person');
const ENROLLMENT_CLASSROOM = alias(classrooms, 'enrollment_classroom');
const ENROLLMENT_UNIT = alias(schoolUnits, 'enrollment_unit');
const ENROLLMENT_YEAR = alias(academicYears, 'enrollment_year');

/** The constraint behind "one active enrolment per student per academic year". */
const ONE_ACTIVE_PER_YEAR = 'enrollments_one_active_per_year';

/** 400 answers to bad filters of GET /enrollments. */
/** A `date` column as the API sends it (`YYYY-MM-DDT00:00:00.000Z`); null stays null. */
const apiDate = (column: AnyColumn) => sql`to_char(${column}, 'YYYY-MM-DD"T00:00:00.000Z"')`;

/** The last value of a query parameter, trimmed; undefined when absent or blank (no filter). */
function param(c: Context, name: string): string | undefined {
  const values = c.req.queries(name);
  const value = values?.[values.length - 1]?.trim();
  return value ? value : undefined;
}

/**
 * The filters of GET /enrollments (`ENROLLMENT_FILTERS`): `academicYearId`, `schoolUnitId`,
 * `classroomId`, `studentId` (uuids) and `status` (one of `enrollmentStatuses`), over the
 * enrolment's own columns. A blank value is no filter; a bad one answers 400.
 */
function enrollmentFilter(c: Context<AppEnv>): SQL | undefined {
  const conditions: SQL[] = [];
  const byId = [
    ['academicYearId', enrollments.academicYearId],
    ['schoolUnitId', enrollments.schoolUnitId],
    ['classroomId', enrollments.classroomId],
    ['studentId', enrollments.studentId],
  ] as const;
  for (const [name, column] of byId) {
    const value = param(c, name);
    if (value === undefined) continue;
    if (!isUuid(value)) throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
    conditions.push(eq(column, value.toLowerCase()));
  }
  const status = param(c, 'status');
  if (status !== undefined) {
    if (!(enrollmentStatuses as readonly string[]).includes(status)) {
      throw new ApiError(400, listQueryMessages.enrollmentStatusInvalid);
    }
    conditions.push(eq(enrollments.status, status as EnrollmentStatus));
  }
  return and(...conditions);
}

/**
 * GET /enrollments (permission 'students.read'): newest first unless sorted. A large table like
 * students: PostgreSQL builds each item's JSON text, a page is found on the ids first (joined
 * only to what the sort reads), the unfiltered total is the trigger-kept row count, and a search
 * (`q`: the student's name, social name or CPF) reads the students' search column through its
 * trigram index, then the enrolments of the matches. A unit-scoped user reads the enrolments of
 * its units' classrooms.
 */
export const enrollmentsSpec = listSpec({
  def: enrollmentsResource,
  permission: { read: 'students.read' },
  table: enrollments,
  scope: { records: (ids) => inArray(enrollments.schoolUnitId, [...ids]) },
  select: (db: Database) =>
    db
      .select({
        id: enrollments.id,
        json: sql<string>`json_build_object(
          'id', ${enrollments.id}, 'status', ${enrollments.status},
          'date', ${apiDate(enrollments.date)}, 'endDate', ${apiDate(enrollments.endDate)},
          'cancelReason', ${enrollments.cancelReason},
          'student', json_build_object('id', ${ENROLLMENT_STUDENT.id}, 'name', ${ENROLLMENT_PERSON.name}),
          'classroom', json_build_object('id', ${ENROLLMENT_CLASSROOM.id}, 'name', ${ENROLLMENT_CLASSROOM.name}),
          'schoolUnit', json_build_object('id', ${ENROLLMENT_UNIT.id}, 'name', ${ENROLLMENT_UNIT.name}),
          'academicYear', json_build_object('id', ${ENROLLMENT_YEAR.id}, 'year', ${ENROLLMENT_YEAR.year}))::text`,
      })
      .from(enrollments)
      .innerJoin(ENROLLMENT_STUDENT, eq(ENROLLMENT_STUDENT.id, enrollments.studentId))
      .innerJoin(ENROLLMENT_PERSON, eq(ENROLLMENT_PERSON.id, ENROLLMENT_STUDENT.personId))
      .innerJoin(ENROLLMENT_CLASSROOM, eq(ENROLLMENT_CLASSROOM.id, enrollments.classroomId))
      .innerJoin(ENROLLMENT_UNIT, eq(ENROLLMENT_UNIT.id, enrollments.schoolUnitId))
      .innerJoin(ENROLLMENT_YEAR, eq(ENROLLMENT_YEAR.id, enrollments.academicYearId))
      .$dynamic(),
  pageJoins: [
    { table: ENROLLMENT_STUDENT, on: eq(ENROLLMENT_STUDENT.id, enrollments.studentId) },
    { table: ENROLLMENT_PERSON, on: eq(ENROLLMENT_PERSON.id, ENROLLMENT_STUDENT.personId) },
    { table: ENROLLMENT_CLASSROOM, on: eq(ENROLLMENT_CLASSROOM.id, enrollments.classroomId) },
    { table: ENROLLMENT_UNIT, on: eq(ENROLLMENT_UNIT.id, enrollments.schoolUnitId) },
    { table: ENROLLMENT_YEAR, on: eq(ENROLLMENT_YEAR.id, enrollments.academicYearId) },
  ],
  toItem: (row) => JSON.parse(row.json) as Enrollment,
  toJson: (row) => row.json,
  // The students list's search column (name, social name, CPF), read through its trigram index:
  // a condition on the enrolment's own `student_id`, as a page found on the ids needs.
  search: (q) =>
    sql`${enrollments.studentId} in (select ${students.id} from ${students} where ${q.folded(students.search)})`,
  sort: {
    student: fold(ENROLLMENT_PERSON.name),
    classroom: fold(ENROLLMENT_CLASSROOM.name),
    schoolUnit: fold(ENROLLMENT_UNIT.name),
    academicYear: ENROLLMENT_YEAR.year,
    // Statuses sort in the order the domain lists them (the enum's order).
    status: enrollments.status,
    date: enrollments.date,
  },
  defaultSort: { key: 'date', descending: true },
  filter: enrollmentFilter,
  countedTable: true,
});

/** 403 for a classroom outside the caller's units. */
const outsideUnits = () => new ApiError(403, serverMessages.outsideSchoolUnits);

/** Whether the caller works in `unitId` (a network-wide user works in all). */
function inCallerUnits(c: Context<AppEnv>, unitId: string | null): boolean {
  const access = accessOf(c);
  return access.networkWide || (unitId !== null && access.schoolUnitIds.includes(unitId));
}

/** The classroom, locked until the transaction ends (its seats are counted next), or 422. */
async function lockClassroom(tx: Database, id: string) {
  const [classroom] = await tx
    .select({
      id: classrooms.id,
      schoolUnitId: classrooms.schoolUnitId,
      capacity: classrooms.capacity,
    })
    .from(classrooms)
    .where(eq(classrooms.id, id))
    .for('update');
  if (!classroom) throw unprocessable(serverMessages.classroomNotFound);
  return classroom;
}

/** 409 when the (locked) classroom has no seat left for one more active enrolment. */
async function checkSeat(tx: Database, classroom: { id: string; capacity: number | null }) {
  if (classroom.capacity === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroom.id), eq(enrollments.status, 'ACTIVE')));
  if (Number(row?.n ?? 0) >= classroom.capacity) {
    throw conflict(serverMessages.classroomFull(classroom.capacity));
  }
}

/** The academic year's dates, or 422. */
async function academicYear(tx: Database, id: string) {
  const [year] = await tx
    .select({ startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(eq(academicYears.id, id))
    .limit(1);
  if (!year) throw unprocessable(serverMessages.academicYearNotFound);
  return year;
}

/** 422 when the day is outside the academic year. */
function checkInYear(day: string, year: { startDate: string; endDate: string }) {
  if (day < year.startDate || day > year.endDate) {
    throw unprocessable(serverMessages.enrollmentDateOutsideYear);
  }
}

/** Inserts an active enrolment: a concurrent second one of the student and year answers 409. */
async function insertEnrollment(tx: Database, row: typeof enrollments.$inferInsert) {
  await tx
    .insert(enrollments)
    .values(row)
    .catch((error: unknown) => {
      const state = sqlState(error);
      if (state?.code === '23505' && state.constraint === ONE_ACTIVE_PER_YEAR) {
        throw conflict(serverMessages.enrollmentActiveExists);
      }
      throw error;
    });
}

/** The enrolment of the `:id` in the caller's scope, locked for the change, or 404. */
async function lockEnrollment(c: Context<AppEnv>, tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: enrollments.id,
      studentId: enrollments.studentId,
      classroomId: enrollments.classroomId,
      academicYearId: enrollments.academicYearId,
      status: enrollments.status,
      date: enrollments.date,
    })
    .from(enrollments)
    .where(and(eq(enrollments.id, id), readScope(c, enrollmentsSpec)))
    .for('update');
  if (!row) throw new ApiError(404, serverMessages.enrollmentNotFound);
  return row;
}

/** The `:id` of the path, or 404 when it cannot be an id. */
function idParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, serverMessages.enrollmentNotFound);
  return id.toLowerCase();
}

const audit = (
  tx: Database,
  origin: AuditOrigin,
  action: 'create' | 'update',
  id: string,
  fields: string[],
  now: Date,
) =>
  writeAudit(
    tx,
    origin,
    { action, resource: enrollmentsResource.key, resourceId: id, fields },
    now,
  );

/** The enrolment routes (see the top of this file). */
export function mountEnrollments(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const { path } = enrollmentsResource;
  const write = requirePermission('enrollments.write');
  const ctx = () => ({ today: deps.today() });
  /** The item as answered after a write (read inside the write's transaction). */
  const itemOf = async (tx: Database, id: string) =>
    (await readItem(tx, enrollmentsSpec, id, ctx())) as Enrollment;

  mountReads(app, deps, enrollmentsSpec);

  /*
   * POST /enrollments: the student, classroom and year exist (422); the classroom is in the
   * caller's units (403) and the student is readable by the caller or in no unit yet (404); the
   * date is within the year (422); no other active enrolment of the student in the year (409);
   * a seat is left (409). The student's record then belongs to the classroom's unit.
   */
  app.post(path, write, async (c) => {
    const body = await parseBody(c, enrollmentCreateSchema);
    const studentId = body.studentId.toLowerCase();
    const classroomId = body.classroomId.toLowerCase();
    const academicYearId = body.academicYearId.toLowerCase();
    const date = body.date.slice(0, 10);
    const origin = auditOrigin(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [student] = await txDb
        .select({ id: students.id, schoolUnitId: students.schoolUnitId })
        .from(students)
        .where(eq(students.id, studentId))
        .limit(1);
      if (!student) throw unprocessable(serverMessages.studentNotFound);
      // Locked first among the rules: two enrolments racing for its last seat go one by one.
      const classroom = await lockClassroom(txDb, classroomId);
      const year = await academicYear(txDb, academicYearId);
      if (!inCallerUnits(c, classroom.schoolUnitId)) throw outsideUnits();
      if (student.schoolUnitId !== null && !inCallerUnits(c, student.schoolUnitId)) {
        throw new ApiError(404, serverMessages.studentNotFound);
      }
      checkInYear(date, year);
      const [active] = await txDb
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.studentId, studentId),
            eq(enrollments.academicYearId, academicYearId),
            eq(enrollments.status, 'ACTIVE'),
          ),
        )
        .limit(1);
      if (active) throw conflict(serverMessages.enrollmentActiveExists);
      await checkSeat(txDb, classroom);
      const id = newId();
      await insertEnrollment(txDb, {
        id,
        studentId,
        classroomId,
        schoolUnitId: classroom.schoolUnitId,
        academicYearId,
        date,
      });
      await txDb
        .update(students)
        .set({ schoolUnitId: classroom.schoolUnitId })
        .where(eq(students.id, studentId));
      await audit(txDb, origin, 'create', id, Object.keys(body), now);
      return itemOf(txDb, id);
    });
    return c.json(item, 201);
  });

  /*
   * POST /enrollments/<id>/transfer: the enrolment is active (409), the classroom another one
   * (422) in the caller's units (403) with a seat (409), the date not before the enrolment's
   * start and within its year (422). The enrolment becomes TRANSFERRED, ending that day, and a
   * new ACTIVE one of the same student and year starts in the new classroom the same day.
   */
  app.post(`${path}/:id/transfer`, write, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, enrollmentActions.transfer.body);
    const classroomId = body.classroomId.toLowerCase();
    const date = body.date.slice(0, 10);
    const origin = auditOrigin(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const current = await lockEnrollment(c, txDb, id);
      if (current.status !== 'ACTIVE') throw conflict(serverMessages.enrollmentNotActive);
      if (classroomId === current.classroomId) {
        throw unprocessable(serverMessages.transferSameClassroom);
      }
      const classroom = await lockClassroom(txDb, classroomId);
      if (!inCallerUnits(c, classroom.schoolUnitId)) throw outsideUnits();
      if (date < current.date) throw unprocessable(serverMessages.enrollmentDateBeforeStart);
      checkInYear(date, await academicYear(txDb, current.academicYearId));
      await checkSeat(txDb, classroom);
      await txDb
        .update(enrollments)
        .set({ status: 'TRANSFERRED', endDate: date })
        .where(eq(enrollments.id, id));
      const nextId = newId();
      await insertEnrollment(txDb, {
        id: nextId,
        studentId: current.studentId,
        classroomId,
        schoolUnitId: classroom.schoolUnitId,
        academicYearId: current.academicYearId,
        date,
        transferredFromId: id,
      });
      await txDb
        .update(students)
        .set({ schoolUnitId: classroom.schoolUnitId })
        .where(eq(students.id, current.studentId));
      await audit(txDb, origin, 'update', id, ['status', 'endDate'], now);
      await audit(
        txDb,
        origin,
        'create',
        nextId,
        ['classroomId', 'date', 'transferredFromId'],
        now,
      );
      return itemOf(txDb, nextId);
    });
    return c.json(item, 201);
  });

  /** Closes an active enrolment today with `status` (409 when it is not active). */
  async function close(
    c: Context<AppEnv>,
    status: 'CANCELLED' | 'COMPLETED',
    cancelReason?: string,
  ) {
    const id = idParam(c);
    const origin = auditOrigin(c);
    const now = deps.now();
    const today = deps.today();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const current = await lockEnrollment(c, txDb, id);
      if (current.status !== 'ACTIVE') throw conflict(serverMessages.enrollmentNotActive);
      const changes = { status, endDate: today, ...(cancelReason ? { cancelReason } : {}) };
      await txDb.update(enrollments).set(changes).where(eq(enrollments.id, id));
      await audit(txDb, origin, 'update', id, Object.keys(changes), now);
      return itemOf(txDb, id);
    });
    return c.json(item);
  }

  /** POST /enrollments/<id>/cancel `{ reason }`: CANCELLED today, with the reason. */
  app.post(`${path}/:id/cancel`, write, async (c) => {
    idParam(c);
    const body = await parseBody(c, enrollmentActions.cancel.body);
    return close(c, 'CANCELLED', body.reason);
  });

  /** POST /enrollments/<id>/complete: COMPLETED today. */
  app.post(`${path}/:id/complete`, write, (c) => close(c, 'COMPLETED'));

  app.all(path, methodNotAllowed('GET, POST'));
  app.all(`${path}/:id`, methodNotAllowed('GET'));
  for (const action of Object.keys(enrollmentActions)) {
    app.all(`${path}/:id/${action}`, methodNotAllowed('POST'));
  }
}
