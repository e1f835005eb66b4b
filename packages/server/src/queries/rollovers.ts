import {
  type EvaluationSituation,
  isApproved,
  type NamedRef,
  type RolloverProposal,
  rolloverMessages,
  serverMessages,
} from '@lousa/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  academicYears,
  classrooms,
  courseGradeLevels,
  courses,
  enrollments,
  fold,
  persons,
  students,
} from '../db/schema.ts';

/*
 * The SQL of 'Rematrícula' (issue 28; routes/rollovers.ts): the students of a year's closed
 * classes with their stored results, the grade levels and the courses that follow, the next
 * year's classes with their free seats, and the proposal made of them. The enrolments themselves
 * are made by the rules of a new enrolment (queries/enrollments.ts `admitEnrolment`).
 */

/** An academic year's name and dates, or undefined; `lock`: FOR NO KEY UPDATE (see the route). */
export async function yearOf(tx: Database, id: string, lock = false) {
  const query = tx
    .select({
      id: academicYears.id,
      year: academicYears.year,
      startDate: academicYears.startDate,
      endDate: academicYears.endDate,
    })
    .from(academicYears)
    .where(eq(academicYears.id, id));
  const [row] = lock ? await query.for('no key update') : await query.limit(1);
  return row;
}

/** The classrooms of `ids` as the preview checks them (year, unit, closed mark). */
export function classroomsOf(db: Database, ids: readonly string[]) {
  return db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      academicYearId: classrooms.academicYearId,
      schoolUnitId: classrooms.schoolUnitId,
      closedAt: classrooms.closedAt,
    })
    .from(classrooms)
    .where(inArray(classrooms.id, [...ids]));
}

/** A student of a closed class with the result stored when it was closed. */
export interface ClosedResult {
  student: NamedRef;
  fromClassroom: NamedRef;
  schoolUnitId: string;
  gradeLevelId: string;
  result: EvaluationSituation;
  date: string;
}

/**
 * The students of the closed classes of year `fromId` — those of `classroomIds`, else of `units`
 * (undefined: every unit) — with the result stored on their enrolment when the class was closed:
 * only COMPLETED enrolments (a student transferred, cancelled, abandoned or deceased in that
 * year ended theirs otherwise), and no student with a death recorded in any year. By class name,
 * then student name; a student completed in two classes of the year once, from the later one.
 */
export async function closedResults(
  db: Database,
  fromId: string,
  scope: { classroomIds?: readonly string[]; units?: readonly string[] },
): Promise<ClosedResult[]> {
  const ofScope: SQL | undefined = scope.classroomIds
    ? inArray(classrooms.id, [...scope.classroomIds])
    : scope.units
      ? inArray(classrooms.schoolUnitId, [...scope.units])
      : undefined;
  const rows = await db
    .select({
      studentId: students.id,
      studentName: persons.name,
      classroomId: classrooms.id,
      classroomName: classrooms.name,
      schoolUnitId: classrooms.schoolUnitId,
      gradeLevelId: classrooms.gradeLevelId,
      result: enrollments.finalResult,
      date: enrollments.date,
    })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(
      and(
        eq(enrollments.academicYearId, fromId),
        eq(classrooms.academicYearId, fromId),
        isNotNull(classrooms.closedAt),
        eq(enrollments.status, 'COMPLETED'),
        isNotNull(enrollments.finalResult),
        ofScope,
        sql`not exists (select 1 from ${enrollments} as dead where dead.student_id = ${enrollments.studentId} and dead.status = 'DECEASED')`,
      ),
    )
    .orderBy(
      asc(fold(classrooms.name)),
      asc(classrooms.id),
      asc(fold(persons.name)),
      asc(students.id),
    );
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = latest.get(row.studentId);
    if (!seen || row.date > seen.date) latest.set(row.studentId, row);
  }
  return rows
    .filter((row) => latest.get(row.studentId) === row)
    .map((row) => ({
      student: { id: row.studentId, name: row.studentName },
      fromClassroom: { id: row.classroomId, name: row.classroomName },
      schoolUnitId: row.schoolUnitId,
      gradeLevelId: row.gradeLevelId,
      result: row.result as EvaluationSituation,
      date: row.date,
    }));
}

/** A grade level with its course and position. */
interface Level {
  id: string;
  name: string;
  courseId: string;
  position: number;
}

/** The network's grade levels by course (in position order) and its courses' next course. */
export async function courseLadder(db: Database) {
  const levels = await db
    .select({
      id: courseGradeLevels.id,
      name: courseGradeLevels.name,
      courseId: courseGradeLevels.courseId,
      position: courseGradeLevels.position,
    })
    .from(courseGradeLevels)
    .orderBy(asc(courseGradeLevels.courseId), asc(courseGradeLevels.position));
  const courseRows = await db
    .select({ id: courses.id, name: courses.name, nextCourseId: courses.nextCourseId })
    .from(courses);
  const byId = new Map<string, Level>(levels.map((level) => [level.id, level]));
  const ofCourse = new Map<string, Level[]>();
  for (const level of levels) {
    ofCourse.set(level.courseId, [...(ofCourse.get(level.courseId) ?? []), level]);
  }
  return { byId, ofCourse, courses: new Map(courseRows.map((row) => [row.id, row])) };
}
export type CourseLadder = Awaited<ReturnType<typeof courseLadder>>;

/** A class of the target year the proposal may fill, with its seats taken before it. */
export interface TargetClass {
  id: string;
  name: string;
  gradeLevelId: string;
  schoolUnitId: string;
  capacity: number | null;
  taken: number;
}

/**
 * The open classes of year `toId` at `levelIds` within `units` (undefined: every unit), by name,
 * with their active enrolments (seats taken). A closed class takes no one.
 */
export async function targetClasses(
  db: Database,
  toId: string,
  levelIds: readonly string[],
  units: readonly string[] | undefined,
): Promise<TargetClass[]> {
  if (levelIds.length === 0) return [];
  const taken = db
    .select({ classroomId: enrollments.classroomId, n: count().as('n') })
    .from(enrollments)
    .where(and(eq(enrollments.academicYearId, toId), eq(enrollments.status, 'ACTIVE')))
    .groupBy(enrollments.classroomId)
    .as('taken');
  const rows = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      gradeLevelId: classrooms.gradeLevelId,
      schoolUnitId: classrooms.schoolUnitId,
      capacity: classrooms.capacity,
      taken: sql<number>`coalesce(${taken.n}, 0)`,
    })
    .from(classrooms)
    .leftJoin(taken, eq(taken.classroomId, classrooms.id))
    .where(
      and(
        eq(classrooms.academicYearId, toId),
        inArray(classrooms.gradeLevelId, [...levelIds]),
        isNull(classrooms.closedAt),
        units ? inArray(classrooms.schoolUnitId, [...units]) : undefined,
      ),
    )
    .orderBy(asc(fold(classrooms.name)), asc(classrooms.id));
  return rows.map((row) => ({ ...row, taken: Number(row.taken) }));
}

/** The students of `studentIds` with an active enrolment in year `yearId`. */
export async function activeIn(db: Database, yearId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.academicYearId, yearId),
        eq(enrollments.status, 'ACTIVE'),
        inArray(enrollments.studentId, [...studentIds]),
      ),
    );
  return new Set(rows.map((row) => row.studentId));
}

/**
 * The grade level a result leads to: approved, the next level of the course, or after its last
 * the first level of the course that follows (`nextCourseId`); failed, the same level. Null with
 * the reason when there is none ('Concluiu o curso.').
 */
export function nextLevel(
  ladder: CourseLadder,
  gradeLevelId: string,
  result: string,
): { level: Level | null; reason?: string } {
  const current = ladder.byId.get(gradeLevelId);
  if (!current) return { level: null, reason: rolloverMessages.courseFinished };
  if (!isApproved(result)) return { level: current };
  const next = ladder.ofCourse.get(current.courseId)?.find((l) => l.position > current.position);
  if (next) return { level: next };
  const nextCourseId = ladder.courses.get(current.courseId)?.nextCourseId;
  if (!nextCourseId) return { level: null, reason: rolloverMessages.courseFinished };
  const first = ladder.ofCourse.get(nextCourseId)?.[0];
  if (first) return { level: first };
  const course = ladder.courses.get(nextCourseId)?.name ?? '';
  return { level: null, reason: rolloverMessages.noGradeLevel(course) };
}

/**
 * The proposal, line by line in the order of `sources`: the grade level (`nextLevel`) and the
 * first class at that level, by name, with a free seat — counting the seats the proposal itself
 * has used — of the student's unit, or of any unit when the level has no class in theirs (a
 * next course given in another unit). A student already enrolled in the target year is proposed
 * with no class and the reason (decision 0034), and takes no seat.
 */
export function propose(
  sources: readonly ClosedResult[],
  ladder: CourseLadder,
  targets: readonly TargetClass[],
  enrolled: ReadonlySet<string>,
  toYear: string,
): RolloverProposal[] {
  const used = new Map<string, number>();
  return sources.map((source) => {
    const { level, reason } = nextLevel(ladder, source.gradeLevelId, source.result);
    const line = {
      student: source.student,
      fromClassroom: source.fromClassroom,
      result: source.result,
      gradeLevel: level ? { id: level.id, name: level.name } : null,
    };
    if (enrolled.has(source.student.id)) {
      return { ...line, classroom: null, reason: serverMessages.enrollmentActiveExists };
    }
    if (!level) return { ...line, classroom: null, reason };
    const atLevel = targets.filter((target) => target.gradeLevelId === level.id);
    const inUnit = atLevel.filter((target) => target.schoolUnitId === source.schoolUnitId);
    const seat = (inUnit.length > 0 ? inUnit : atLevel).find(
      (target) =>
        target.capacity === null || target.taken + (used.get(target.id) ?? 0) < target.capacity,
    );
    if (!seat) {
      return {
        ...line,
        classroom: null,
        reason: rolloverMessages.noClassroom(level.name, toYear),
      };
    }
    used.set(seat.id, (used.get(seat.id) ?? 0) + 1);
    return { ...line, classroom: { id: seat.id, name: seat.name } };
  });
}

/** The names of the students and classrooms of a rollover's lines, by id (for the audit labels). */
export async function namesOf(
  db: Database,
  studentIds: readonly string[],
  classroomIds: readonly string[],
) {
  const people =
    studentIds.length === 0
      ? []
      : await db
          .select({ id: students.id, name: persons.name })
          .from(students)
          .innerJoin(persons, eq(persons.id, students.personId))
          .where(inArray(students.id, [...studentIds]));
  const rooms =
    classroomIds.length === 0
      ? []
      : await db
          .select({ id: classrooms.id, name: classrooms.name })
          .from(classrooms)
          .where(inArray(classrooms.id, [...classroomIds]));
  return {
    student: new Map(people.map((row) => [row.id, row.name])),
    classroom: new Map(rooms.map((row) => [row.id, row.name])),
  };
}
