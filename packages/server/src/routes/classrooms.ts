import {
  type CLASSROOM_FILTERS,
  classroomsResource,
  inUseMessages,
  serverMessages,
} from '@lousa/domain';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  academicYears,
  activities,
  assessments,
  attendanceSheets,
  classrooms,
  courseGradeLevels,
  courses,
  enrollments,
  fold,
  lessonPlans,
  schoolUnits,
  students,
} from '../db/schema.ts';
import { idFilters } from '../http/query-params.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';

const unit = alias(schoolUnits, 'classroom_unit');
const course = alias(courses, 'classroom_course');
const year = alias(academicYears, 'classroom_year');
const level = alias(courseGradeLevels, 'classroom_level');

/** The list's filters (`CLASSROOM_FILTERS`) and the column each compares. */
const filters: readonly (readonly [(typeof CLASSROOM_FILTERS)[number], PgColumn])[] = [
  ['academicYearId', classrooms.academicYearId],
  ['schoolUnitId', classrooms.schoolUnitId],
  ['courseId', classrooms.courseId],
];

/** A classroom's active enrolments (the `enrolled` of an item). */
async function activeEnrollments(tx: Database, classroomId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroomId), eq(enrollments.status, 'ACTIVE')));
  return Number(row?.n ?? 0);
}

/**
 * Classrooms (permission: read 'registries.read', write 'registries.write'): a class of one
 * academic year and one grade level of its course (issue 27; filters `academicYearId`,
 * `schoolUnitId`, `courseId`). The course must belong to the classroom's unit and the level to
 * the course (422); a classroom with enrolments does not change year (409); 'Vagas' (`capacity`, null: not limited) cannot go below
 * the active enrolments (409), which each item counts (`enrolled`: one index range per row of
 * the page, over enrollments_classroom_idx); a classroom with enrolments of any status, lesson
 * plans or activities is not deleted (409); its teaching assignments go with it (cascade).
 */
export const classroomsSpec = resourceSpec({
  def: classroomsResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: classrooms,
  scope: {
    records: (ids) => inArray(classrooms.schoolUnitId, [...ids]),
    unitOf: (body) => body.schoolUnitId as string | undefined,
  },
  select: (db: Database) =>
    db
      .select({
        id: classrooms.id,
        name: classrooms.name,
        shift: classrooms.shift,
        schoolUnit: { id: unit.id, name: unit.name },
        course: { id: course.id, name: course.name },
        academicYear: { id: year.id, year: year.year },
        gradeLevel: { id: level.id, name: level.name },
        capacity: classrooms.capacity,
        enrolled: sql<number>`(select count(*)::int from ${enrollments}
          where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.status} = 'ACTIVE')`,
        closedAt: classrooms.closedAt,
      })
      .from(classrooms)
      .innerJoin(unit, eq(unit.id, classrooms.schoolUnitId))
      .innerJoin(course, eq(course.id, classrooms.courseId))
      .innerJoin(year, eq(year.id, classrooms.academicYearId))
      .innerJoin(level, eq(level.id, classrooms.gradeLevelId))
      .$dynamic(),
  // 'Encerrar Turma' (issue 28): when the class was closed, null while open.
  toItem: (row) => ({
    ...row,
    closedAt: row.closedAt === null ? null : new Date(row.closedAt).toISOString(),
  }),
  search: (q) => or(q.text(classrooms.name), q.text(course.name), q.text(unit.name)),
  sort: {
    name: fold(classrooms.name),
    // Shifts sort in the order the domain lists them (the enum's order).
    shift: classrooms.shift,
    course: fold(course.name),
    schoolUnit: fold(unit.name),
    academicYear: year.year,
    gradeLevel: fold(level.name),
  },
  filter: (c) => idFilters(c, filters),
  toRow: (body) => ({
    name: body.name,
    shift: body.shift,
    schoolUnitId: body.schoolUnitId,
    courseId: body.courseId,
    academicYearId: body.academicYearId,
    gradeLevelId: body.gradeLevelId,
    capacity: body.capacity ?? null,
  }),
  toBody: (classroom) => ({
    name: classroom.name,
    shift: classroom.shift,
    schoolUnitId: classroom.schoolUnit.id,
    courseId: classroom.course.id,
    academicYearId: classroom.academicYear.id,
    gradeLevelId: classroom.gradeLevel.id,
    capacity: classroom.capacity,
  }),
  // The pedagogy message counts the records of the first kind found (plans, else activities):
  // a blocker counts one table.
  blockers: [
    { column: enrollments.classroomId, message: inUseMessages.classroomEnrollments },
    {
      column: lessonPlans.classroomId,
      also: [activities.classroomId, assessments.classroomId, attendanceSheets.classroomId],
      message: inUseMessages.classroomPedagogy,
    },
  ],
  // After `references` (the unit and the course exist): the course is one of the unit's.
  // An edit's new capacity holds every active enrolment: PATCH has locked the classroom's row,
  // which enrolling locks too, so none slips in meanwhile.
  check: async (tx, body, { id, current }) => {
    const [row] = await tx
      .select({ schoolUnitId: courses.schoolUnitId })
      .from(courses)
      .where(eq(courses.id, body.courseId))
      .limit(1);
    if (row && row.schoolUnitId !== body.schoolUnitId) {
      throw unprocessable(serverMessages.courseNotInSchoolUnit);
    }
    const [ofCourse] = await tx
      .select({ id: courseGradeLevels.id })
      .from(courseGradeLevels)
      .where(
        and(
          eq(courseGradeLevels.id, body.gradeLevelId),
          eq(courseGradeLevels.courseId, body.courseId),
        ),
      )
      .limit(1);
    if (!ofCourse) throw unprocessable(serverMessages.gradeLevelNotInCourse, 'gradeLevelId');
    // Its enrolments are of its year: the class keeps the year they were made in.
    if (current && current.academicYear.id !== body.academicYearId) {
      const [enrolled] = await tx
        .select({ n: count() })
        .from(enrollments)
        .where(eq(enrollments.classroomId, current.id));
      const n = Number(enrolled?.n ?? 0);
      if (n > 0) throw conflict(serverMessages.classroomYearInUse(n), 'academicYearId');
    }
    if (id !== undefined && body.capacity != null) {
      const enrolled = await activeEnrollments(tx, id);
      if (enrolled > body.capacity) throw conflict(serverMessages.capacityBelowEnrolled(enrolled));
    }
  },
  // A classroom moved to another unit takes its active enrolments and their students' records
  // along (what a unit-scoped user reads); closed enrolments keep the unit they were made in.
  afterWrite: async (tx, id, body, { current }) => {
    if (!current || current.schoolUnit.id === body.schoolUnitId) return;
    const active = and(eq(enrollments.classroomId, id), eq(enrollments.status, 'ACTIVE'));
    await tx
      .update(students)
      .set({ schoolUnitId: body.schoolUnitId })
      .where(
        inArray(
          students.id,
          tx.select({ id: enrollments.studentId }).from(enrollments).where(active),
        ),
      );
    await tx.update(enrollments).set({ schoolUnitId: body.schoolUnitId }).where(active);
  },
});
