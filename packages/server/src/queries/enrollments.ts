import { serverMessages } from '@lousa/domain';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  academicYears,
  classrooms,
  enrollments,
  fold,
  persons,
  schoolUnits,
  students,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { rethrowUnique } from '../http/route-helpers.ts';
import type { SearchTerm } from '../resources/spec.ts';

/*
 * The SQL of enrolments (routes/enrollments.ts): the list's select, joins, search and sorts; and
 * for the writes, each read a rule needs, the rows it locks, and the changes.
 */

const ENROLLMENT_STUDENT = alias(students, 'enrollment_student');
const ENROLLMENT_PERSON = alias(persons, 'enrollment_person');
const ENROLLMENT_CLASSROOM = alias(classrooms, 'enrollment_classroom');
const ENROLLMENT_UNIT = alias(schoolUnits, 'enrollment_unit');
const ENROLLMENT_YEAR = alias(academicYears, 'enrollment_year');

/** A `date` column as the API sends it (`YYYY-MM-DDT00:00:00.000Z`); null stays null. */
const apiDate = (column: AnyColumn) => sql`to_char(${column}, 'YYYY-MM-DD"T00:00:00.000Z"')`;

/** The enrolments list's rows: each item's JSON text, built by PostgreSQL. */
export const enrollmentListSelect = (db: Database) =>
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
    .$dynamic();

/** The joins the sorts read, for a page found on the ids first. */
export const enrollmentPageJoins = [
  { table: ENROLLMENT_STUDENT, on: eq(ENROLLMENT_STUDENT.id, enrollments.studentId) },
  { table: ENROLLMENT_PERSON, on: eq(ENROLLMENT_PERSON.id, ENROLLMENT_STUDENT.personId) },
  { table: ENROLLMENT_CLASSROOM, on: eq(ENROLLMENT_CLASSROOM.id, enrollments.classroomId) },
  { table: ENROLLMENT_UNIT, on: eq(ENROLLMENT_UNIT.id, enrollments.schoolUnitId) },
  { table: ENROLLMENT_YEAR, on: eq(ENROLLMENT_YEAR.id, enrollments.academicYearId) },
];

/**
 * The students list's search column (name, social name, CPF), read through its trigram index: a
 * condition on the enrolment's own `student_id`, as a page found on the ids needs.
 */
export const enrollmentSearch = (q: SearchTerm) =>
  sql`${enrollments.studentId} in (select ${students.id} from ${students} where ${q.folded(students.search)})`;

/** The SQL of each sort key of the enrolments list. */
export const enrollmentSorts = {
  student: fold(ENROLLMENT_PERSON.name),
  classroom: fold(ENROLLMENT_CLASSROOM.name),
  schoolUnit: fold(ENROLLMENT_UNIT.name),
  academicYear: ENROLLMENT_YEAR.year,
  // Statuses sort in the order the domain lists them (the enum's order).
  status: enrollments.status,
  date: enrollments.date,
};

/** The constraint behind "one active enrolment per student per academic year". */
export const ONE_ACTIVE_PER_YEAR = 'enrollments_one_active_per_year';

/** The classroom, locked (FOR UPDATE) until the transaction ends, or undefined. */
export async function lockClassroom(tx: Database, id: string) {
  const [classroom] = await tx
    .select({
      id: classrooms.id,
      schoolUnitId: classrooms.schoolUnitId,
      academicYearId: classrooms.academicYearId,
      capacity: classrooms.capacity,
      closedAt: classrooms.closedAt,
    })
    .from(classrooms)
    .where(eq(classrooms.id, id))
    .for('update');
  return classroom;
}

/** How many active enrolments the classroom has: its seats taken. */
export async function seatsTaken(tx: Database, classroomId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroomId), eq(enrollments.status, 'ACTIVE')));
  return Number(row?.n ?? 0);
}

/** The academic year's dates, or undefined. */
export async function academicYearDates(tx: Database, id: string) {
  const [year] = await tx
    .select({ startDate: academicYears.startDate, endDate: academicYears.endDate })
    .from(academicYears)
    .where(eq(academicYears.id, id))
    .limit(1);
  return year;
}

/** The student's id and unit, or undefined. */
export async function studentUnit(tx: Database, id: string) {
  const [student] = await tx
    .select({ id: students.id, schoolUnitId: students.schoolUnitId })
    .from(students)
    .where(eq(students.id, id))
    .limit(1);
  return student;
}

/** Whether the student has an active enrolment in the academic year. */
export async function hasActiveEnrollment(
  tx: Database,
  studentId: string,
  academicYearId: string,
): Promise<boolean> {
  const [active] = await tx
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
  return Boolean(active);
}

/** Whether an enrolment of the student ended DECEASED ('Falecimento', issue 28). */
export async function hasDeathRecorded(tx: Database, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.status, 'DECEASED')))
    .limit(1);
  return Boolean(row);
}

/** The enrolment of `id` within `scope`, locked (FOR UPDATE) for a change, or undefined. */
export async function lockEnrollment(tx: Database, id: string, scope: SQL | undefined) {
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
    .where(and(eq(enrollments.id, id), scope))
    .for('update');
  return row;
}

/** Inserts an enrolment (a second active one of a student and year breaks ONE_ACTIVE_PER_YEAR). */
export async function insertEnrollment(tx: Database, row: typeof enrollments.$inferInsert) {
  await tx.insert(enrollments).values(row);
}

/** Changes an enrolment's status, end date or cancel reason. */
export async function updateEnrollment(
  tx: Database,
  id: string,
  changes: Partial<Pick<typeof enrollments.$inferInsert, 'status' | 'endDate' | 'cancelReason'>>,
) {
  await tx.update(enrollments).set(changes).where(eq(enrollments.id, id));
}

/** The student's record now belongs to the unit (of the classroom it is enrolled in). */
export async function moveStudentToUnit(tx: Database, studentId: string, schoolUnitId: string) {
  await tx.update(students).set({ schoolUnitId }).where(eq(students.id, studentId));
}

/*
 * The rules of a new enrolment, written once: POST /enrollments checks them all and answers the
 * first refusal; a transfer checks the classroom's; each line of a 'Rematrícula' (POST
 * /rollovers, issue 28) checks them all and skips a line refused for a state of the student or
 * class (`state`) while any other refusal refuses the whole request.
 */

/** Why an enrolment cannot be made. */
export interface EnrolmentRefusal {
  status: 403 | 404 | 409 | 422;
  message: string;
  /** The body field it concerns. */
  field: 'studentId' | 'classroomId' | 'academicYearId' | 'date';
  /** Whether POST /enrollments shows the message beside that field (`issues`). */
  beside: boolean;
  /**
   * A state of the student or the class (closed, full, already enrolled that year, a death
   * recorded), not a wrong request: a 'Rematrícula' skips the line with the message.
   */
  state: boolean;
}

const refusal = (
  status: EnrolmentRefusal['status'],
  message: string,
  field: EnrolmentRefusal['field'],
  more: { beside?: boolean; state?: boolean } = {},
): EnrolmentRefusal => ({
  status,
  message,
  field,
  beside: more.beside ?? false,
  state: more.state ?? false,
});

/** The refusal as the API answers it. */
export const refusalError = (r: EnrolmentRefusal) =>
  new ApiError(r.status, r.message, r.beside ? [{ path: r.field, message: r.message }] : undefined);

/** Throws the refusal's answer, if any. */
export function throwRefusal(r: EnrolmentRefusal | null | undefined): void {
  if (r) throw refusalError(r);
}

/** The (locked) classroom as the rules read it. */
export type LockedClassroom = NonNullable<Awaited<ReturnType<typeof lockClassroom>>>;

/** 409 when the classroom is closed ('Encerrar Turma', issue 28): no one enters it. */
export const closedRefusal = (classroom: LockedClassroom) =>
  classroom.closedAt
    ? refusal(409, serverMessages.classroomClosed, 'classroomId', { state: true })
    : null;

/** 422 when the classroom is of another academic year than the enrolment's (issue 27). */
export const yearRefusal = (classroom: LockedClassroom, academicYearId: string) =>
  classroom.academicYearId === academicYearId
    ? null
    : refusal(422, serverMessages.enrollmentYearMismatch, 'classroomId', { beside: true });

/** 422 when the day is outside the academic year. */
export const dateRefusal = (day: string, year: { startDate: string; endDate: string }) =>
  day < year.startDate || day > year.endDate
    ? refusal(422, serverMessages.enrollmentDateOutsideYear, 'date')
    : null;

/** 409 when the (locked) classroom has no seat left for one more active enrolment. */
export async function seatRefusal(tx: Database, classroom: LockedClassroom) {
  if (classroom.capacity === null) return null;
  return (await seatsTaken(tx, classroom.id)) >= classroom.capacity
    ? refusal(409, serverMessages.classroomFull(classroom.capacity), 'classroomId', {
        state: true,
      })
    : null;
}

/**
 * Checks every rule of a new active enrolment of the student into the classroom of the year
 * from `date`, in this order: the student, classroom and year exist (422); the classroom is in
 * the caller's units (`inUnits`; 403) and open (409); it is of the year (422); the student is in
 * the caller's units or in none yet (404); the date is within the year (422); no death is
 * recorded for the student (422); the student has no other active enrolment in the year (409);
 * a seat is left (409). The classroom is locked first among the rules (FOR UPDATE, until the
 * transaction ends), so two enrolments racing for its last seat go one by one. Answers the
 * classroom, or the first refusal.
 */
export async function admitEnrolment(
  tx: Database,
  inUnits: (unitId: string | null) => boolean,
  wanted: { studentId: string; classroomId: string; academicYearId: string; date: string },
): Promise<{ classroom: LockedClassroom; refusal?: undefined } | { refusal: EnrolmentRefusal }> {
  const student = await studentUnit(tx, wanted.studentId);
  if (!student) return { refusal: refusal(422, serverMessages.studentNotFound, 'studentId') };
  const classroom = await lockClassroom(tx, wanted.classroomId);
  if (!classroom) return { refusal: refusal(422, serverMessages.classroomNotFound, 'classroomId') };
  const year = await academicYearDates(tx, wanted.academicYearId);
  if (!year) {
    return { refusal: refusal(422, serverMessages.academicYearNotFound, 'academicYearId') };
  }
  if (!inUnits(classroom.schoolUnitId)) {
    return { refusal: refusal(403, serverMessages.outsideSchoolUnits, 'classroomId') };
  }
  const early =
    closedRefusal(classroom) ??
    yearRefusal(classroom, wanted.academicYearId) ??
    (student.schoolUnitId !== null && !inUnits(student.schoolUnitId)
      ? refusal(404, serverMessages.studentNotFound, 'studentId')
      : null) ??
    dateRefusal(wanted.date, year);
  if (early) return { refusal: early };
  if (await hasDeathRecorded(tx, wanted.studentId)) {
    return {
      refusal: refusal(422, serverMessages.studentDeceased, 'studentId', {
        beside: true,
        state: true,
      }),
    };
  }
  if (await hasActiveEnrollment(tx, wanted.studentId, wanted.academicYearId)) {
    return {
      refusal: refusal(409, serverMessages.enrollmentActiveExists, 'studentId', { state: true }),
    };
  }
  const full = await seatRefusal(tx, classroom);
  return full ? { refusal: full } : { classroom };
}

/**
 * Inserts an active enrolment (a concurrent second one of the student and year answers 409) and
 * moves the student's record to the classroom's unit.
 */
export async function enrolActive(tx: Database, row: typeof enrollments.$inferInsert) {
  await insertEnrollment(tx, row).catch((error: unknown) =>
    rethrowUnique(error, { [ONE_ACTIVE_PER_YEAR]: serverMessages.enrollmentActiveExists }),
  );
  await moveStudentToUnit(tx, row.studentId, row.schoolUnitId);
}
