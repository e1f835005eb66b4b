import { classroomsResource, serverMessages } from '@lousa/domain';
import { eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { classrooms, courses, fold, schoolUnits } from '../db/schema.ts';
import { unprocessable } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';

const unit = alias(schoolUnits, 'classroom_unit');
const course = alias(courses, 'classroom_course');

/**
 * Classrooms (permission: read 'registries.read', write 'registries.write'): the course must
 * belong to the classroom's unit (422).
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
      })
      .from(classrooms)
      .innerJoin(unit, eq(unit.id, classrooms.schoolUnitId))
      .innerJoin(course, eq(course.id, classrooms.courseId))
      .$dynamic(),
  toItem: (row) => row,
  search: (q) => or(q.text(classrooms.name), q.text(course.name), q.text(unit.name)),
  sort: {
    name: fold(classrooms.name),
    // Shifts sort in the order the domain lists them (the enum's order).
    shift: classrooms.shift,
    course: fold(course.name),
    schoolUnit: fold(unit.name),
  },
  toRow: (body) => ({
    name: body.name,
    shift: body.shift,
    schoolUnitId: body.schoolUnitId,
    courseId: body.courseId,
  }),
  toBody: (classroom) => ({
    name: classroom.name,
    shift: classroom.shift,
    schoolUnitId: classroom.schoolUnit.id,
    courseId: classroom.course.id,
  }),
  // After `references` (the unit and the course exist): the course is one of the unit's.
  check: async (tx, body) => {
    const [row] = await tx
      .select({ schoolUnitId: courses.schoolUnitId })
      .from(courses)
      .where(eq(courses.id, body.courseId))
      .limit(1);
    if (row && row.schoolUnitId !== body.schoolUnitId) {
      throw unprocessable(serverMessages.courseNotInSchoolUnit);
    }
  },
});
