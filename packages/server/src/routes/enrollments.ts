import {
  type Enrollment,
  enrollmentActions,
  enrollmentCreateSchema,
  enrollmentEndSchema,
  enrollmentStatuses,
  enrollmentsResource,
  listQueryMessages,
  serverMessages,
} from '@lousa/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin } from '../audit/audit.ts';
import { enrollmentAudit } from '../audit/enrollments.ts';
import { inCallerUnits } from '../auth/class-scope.ts';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { enrollments } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { enumParam, idFilters } from '../http/query-params.ts';
import { conflict, isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import {
  academicYearDates,
  admitEnrolment,
  closedRefusal,
  dateRefusal,
  enrolActive,
  enrollmentListSelect,
  enrollmentPageJoins,
  enrollmentSearch,
  enrollmentSorts,
  lockClassroom,
  lockEnrollment,
  refusalError,
  seatRefusal,
  throwRefusal,
  updateEnrollment,
  yearRefusal,
} from '../queries/enrollments.ts';
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
 *   PATCH /enrollments/<id>           { status: ABANDONED | DECEASED, endDate } → 200 item (issue 28)
 *
 * Never edited nor deleted: a change of classroom is a transfer that closes one enrolment and
 * opens the next, so the history stays. Every write runs in one transaction that locks the rows
 * its rules read (the classroom, for its seats; the enrolment, for its status). The SQL of the
 * writes: queries/enrollments.ts.
 */

/**
 * The filters of GET /enrollments (`ENROLLMENT_FILTERS`): `academicYearId`, `schoolUnitId`,
 * `classroomId`, `studentId` (uuids) and `status` (one of `enrollmentStatuses`), over the
 * enrolment's own columns. A blank value is no filter; a bad one answers 400.
 */
function enrollmentFilter(c: Context<AppEnv>): SQL | undefined {
  const ids = idFilters(c, [
    ['academicYearId', enrollments.academicYearId],
    ['schoolUnitId', enrollments.schoolUnitId],
    ['classroomId', enrollments.classroomId],
    ['studentId', enrollments.studentId],
  ]);
  const status = enumParam(
    c,
    'status',
    enrollmentStatuses,
    listQueryMessages.enrollmentStatusInvalid,
  );
  return and(ids, status === undefined ? undefined : eq(enrollments.status, status));
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
  select: enrollmentListSelect,
  pageJoins: enrollmentPageJoins,
  toItem: (row) => JSON.parse(row.json) as Enrollment,
  toJson: (row) => row.json,
  search: enrollmentSearch,
  sort: enrollmentSorts,
  defaultSort: { key: 'date', descending: true },
  filter: enrollmentFilter,
  countedTable: true,
});

/** 403 for a classroom outside the caller's units. */
const outsideUnits = () => new ApiError(403, serverMessages.outsideSchoolUnits);

/** Whether the caller works in `unitId` (a network-wide user works in all). */
const inUnits = (c: Context<AppEnv>, unitId: string | null) => inCallerUnits(accessOf(c), unitId);

/** The classroom, locked until the transaction ends (its seats are counted next), or 422. */
async function lockedClassroom(tx: Database, id: string) {
  const classroom = await lockClassroom(tx, id);
  if (!classroom) throw unprocessable(serverMessages.classroomNotFound);
  return classroom;
}

/** The academic year's dates, or 422. */
async function academicYear(tx: Database, id: string) {
  const year = await academicYearDates(tx, id);
  if (!year) throw unprocessable(serverMessages.academicYearNotFound);
  return year;
}

/** The enrolment of the `:id` in the caller's scope, locked for the change, or 404. */
async function lockedEnrollment(c: Context<AppEnv>, tx: Database, id: string) {
  const row = await lockEnrollment(tx, id, readScope(c, enrollmentsSpec));
  if (!row) throw new ApiError(404, serverMessages.enrollmentNotFound);
  return row;
}

/** The `:id` of the path, or 404 when it cannot be an id. */
function idParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, serverMessages.enrollmentNotFound);
  return id.toLowerCase();
}

/** The enrolment routes (see the top of this file). */
export function mountEnrollments(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const { path } = enrollmentsResource;
  const write = requirePermission('enrollments.write');
  const ctx = () => ({ today: deps.today() });
  /** The item as answered after a write (read inside the write's transaction). */
  const itemOf = async (tx: Database, id: string) =>
    (await readItem(tx, enrollmentsSpec, id, ctx())) as Enrollment;

  /** Records a write of an enrolment, named 'Aluno — Turma' (audit/enrollments.ts). */
  const audit = enrollmentAudit(itemOf);

  mountReads(app, deps, enrollmentsSpec);

  /*
   * POST /enrollments: every rule of a new enrolment (`admitEnrolment`, queries/enrollments.ts:
   * the student, classroom and year exist, the classroom in the caller's units and open, of the
   * year, the date within it, no death recorded, no other active enrolment of the student in the
   * year, a seat left), the first refusal answered. The student's record then belongs to the
   * classroom's unit.
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
      const admitted = await admitEnrolment(txDb, (unit) => inUnits(c, unit), {
        studentId,
        classroomId,
        academicYearId,
        date,
      });
      if (admitted.refusal) throw refusalError(admitted.refusal);
      const id = newId();
      await enrolActive(txDb, {
        id,
        studentId,
        classroomId,
        schoolUnitId: admitted.classroom.schoolUnitId,
        academicYearId,
        date,
      });
      await audit(txDb, origin, 'create', id, Object.keys(body), now);
      return itemOf(txDb, id);
    });
    return c.json(item, 201);
  });

  /*
   * POST /enrollments/<id>/transfer: the enrolment is active (409), the classroom another one
   * (422) of the same year (422) in the caller's units (403) with a seat (409), the date not before the enrolment's
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
      const current = await lockedEnrollment(c, txDb, id);
      if (current.status !== 'ACTIVE') throw conflict(serverMessages.enrollmentNotActive);
      if (classroomId === current.classroomId) {
        throw unprocessable(serverMessages.transferSameClassroom);
      }
      const classroom = await lockedClassroom(txDb, classroomId);
      if (!inUnits(c, classroom.schoolUnitId)) throw outsideUnits();
      throwRefusal(closedRefusal(classroom) ?? yearRefusal(classroom, current.academicYearId));
      if (date < current.date) throw unprocessable(serverMessages.enrollmentDateBeforeStart);
      throwRefusal(dateRefusal(date, await academicYear(txDb, current.academicYearId)));
      throwRefusal(await seatRefusal(txDb, classroom));
      await updateEnrollment(txDb, id, { status: 'TRANSFERRED', endDate: date });
      const nextId = newId();
      await enrolActive(txDb, {
        id: nextId,
        studentId: current.studentId,
        classroomId,
        schoolUnitId: classroom.schoolUnitId,
        academicYearId: current.academicYearId,
        date,
        transferredFromId: id,
      });
      await audit(
        txDb,
        origin,
        'update',
        id,
        {
          status: { before: current.status, after: 'TRANSFERRED' },
          // Only an active enrolment transfers: it had no end date.
          endDate: { before: null, after: date },
        },
        now,
      );
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
      const current = await lockedEnrollment(c, txDb, id);
      if (current.status !== 'ACTIVE') throw conflict(serverMessages.enrollmentNotActive);
      const changes = { status, endDate: today, ...(cancelReason ? { cancelReason } : {}) };
      await updateEnrollment(txDb, id, changes);
      await audit(
        txDb,
        origin,
        'update',
        id,
        Object.fromEntries(
          Object.entries(changes).map(([field, after]) => [
            field,
            // An active enrolment (the only kind that closes) has no end date nor reason.
            { before: field === 'status' ? current.status : null, after },
          ]),
        ),
        now,
      );
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

  /*
   * PATCH /enrollments/<id> `{ status: 'ABANDONED' | 'DECEASED', endDate }` (issue 28; the
   * permission of cancel): only an active enrolment ends so (409); the day is not before its
   * start and within its year (422 on `endDate`). It ends that day with that status; audited.
   * A student whose enrolment ended DECEASED is not enrolled again (POST above: 422).
   */
  app.patch(`${path}/:id`, write, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, enrollmentEndSchema);
    const endDate = body.endDate.slice(0, 10);
    const origin = auditOrigin(c);
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const current = await lockedEnrollment(c, txDb, id);
      if (current.status !== 'ACTIVE') throw conflict(serverMessages.enrollmentEndNotActive);
      if (endDate < current.date) {
        throw unprocessable(serverMessages.enrollmentDateBeforeStart, 'endDate');
      }
      const year = await academicYear(txDb, current.academicYearId);
      if (endDate < year.startDate || endDate > year.endDate) {
        throw unprocessable(serverMessages.enrollmentDateOutsideYear, 'endDate');
      }
      await updateEnrollment(txDb, id, { status: body.status, endDate });
      await audit(
        txDb,
        origin,
        'update',
        id,
        {
          status: { before: current.status, after: body.status },
          // Only an active enrolment ends: it had no end date.
          endDate: { before: null, after: endDate },
        },
        now,
      );
      return itemOf(txDb, id);
    });
    return c.json(item);
  });

  app.all(path, methodNotAllowed('GET, POST'));
  app.all(`${path}/:id`, methodNotAllowed('GET, PATCH'));
  for (const action of Object.keys(enrollmentActions)) {
    app.all(`${path}/:id/${action}`, methodNotAllowed('POST'));
  }
}
