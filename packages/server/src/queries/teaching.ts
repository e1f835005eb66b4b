import type { MyClass, NamedRef, TeachingAssignment } from '@lousa/domain';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
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
import { yearInProgressId } from './year-in-progress.ts';

/*
 * The SQL of who teaches what (routes/teaching.ts) and of the class scope that follows from it
 * (auth/class-scope.ts).
 */

/** 'First Last': how a user is named in the pedagogy answers. */
export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Whether `userId` teaches that component in that classroom, as a condition. */
export const teaches = (userId: string, classroomId: SQL | PgColumn, componentId: SQL | PgColumn) =>
  sql`exists (select 1 from ${teachingAssignments}
    where ${teachingAssignments.classroomId} = ${classroomId}
      and ${teachingAssignments.curricularComponentId} = ${componentId}
      and ${teachingAssignments.userId} = ${userId})`;

/** Whether `userId` teaches any component in that classroom, as a condition. */
export const teachesIn = (userId: string, classroomId: SQL | PgColumn) =>
  sql`exists (select 1 from ${teachingAssignments}
    where ${teachingAssignments.classroomId} = ${classroomId}
      and ${teachingAssignments.userId} = ${userId})`;

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

/** A classroom's id, unit and course, or undefined; `lock` keeps the row (FOR SHARE). */
export async function classroomOf(db: Database, id: string, lock = false) {
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
  return classroom;
}

/** Whether a user who teaches may be assigned in the unit, as a condition on `users`. */
const inUnit = (unitId: string) =>
  sql`exists (select 1 from ${userSchoolUnits}
    where ${userSchoolUnits.userId} = ${users.id} and ${userSchoolUnits.schoolUnitId} = ${unitId})`;

/**
 * Whether the user can teach in the unit: active, with a role granting 'pedagogy.own-classes',
 * working in the unit (`user_school_units`) or network-wide.
 */
export async function teachesInUnit(
  tx: Database,
  userId: string,
  unitId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({
      active: users.active,
      permissions: roles.permissions,
      inUnit: sql<boolean>`${inUnit(unitId)}`,
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
export async function teacherCandidates(db: Database, unitId: string): Promise<NamedRef[]> {
  return db
    .select({ id: users.id, name: userName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.active, true),
        sql`'pedagogy.own-classes' = any(${roles.permissions})`,
        or(inUnit(unitId), sql`'network.all' = any(${roles.permissions})`),
      ),
    )
    .orderBy(fold(userName), asc(users.id));
}

/** Whether the component is in the curriculum matrix of the course. */
export async function inCourseMatrix(tx: Database, courseId: string, componentId: string) {
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
export async function classroomTeachers(
  db: Database,
  classroomId: string,
): Promise<TeachingAssignment[]> {
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

/** Whether the component already has a teacher in the classroom. */
export async function hasTeacher(
  tx: Database,
  classroomId: string,
  componentId: string,
): Promise<boolean> {
  const [taken] = await tx
    .select({ id: teachingAssignments.id })
    .from(teachingAssignments)
    .where(
      and(
        eq(teachingAssignments.classroomId, classroomId),
        eq(teachingAssignments.curricularComponentId, componentId),
      ),
    )
    .limit(1);
  return Boolean(taken);
}

/** Removes an assignment of the classroom; its id, or undefined when there was none. */
export async function deleteAssignment(
  tx: Database,
  classroomId: string,
  assignmentId: string,
): Promise<string | undefined> {
  const [removed] = await tx
    .delete(teachingAssignments)
    .where(
      and(
        eq(teachingAssignments.id, assignmentId.toLowerCase()),
        eq(teachingAssignments.classroomId, classroomId),
      ),
    )
    .returning({ id: teachingAssignments.id });
  return removed?.id;
}

/** A (classroom, component) pair as `myClassSchema`, with the classroom's active enrolments. */
const classChoice = {
  classroom: { id: classrooms.id, name: classrooms.name },
  curricularComponent: { id: curricularComponents.id, name: curricularComponents.name },
  schoolUnit: { id: schoolUnits.id, name: schoolUnits.name },
  students: sql<number>`(select count(*)::int from ${enrollments}
    where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.status} = 'ACTIVE')`,
};
/** Pairs by classroom name, then component name. */
const classChoiceOrder = [
  fold(classrooms.name),
  asc(classrooms.id),
  fold(curricularComponents.name),
  asc(curricularComponents.id),
];

/**
 * A teacher's assignments in the classes of the year in progress (`yearInProgressId`) as
 * `myClassSchema`; by classroom name, then component name.
 */
export async function myClasses(db: Database, userId: string, today: string): Promise<MyClass[]> {
  return db
    .select(classChoice)
    .from(teachingAssignments)
    .innerJoin(classrooms, eq(classrooms.id, teachingAssignments.classroomId))
    .innerJoin(
      curricularComponents,
      eq(curricularComponents.id, teachingAssignments.curricularComponentId),
    )
    .innerJoin(schoolUnits, eq(schoolUnits.id, classrooms.schoolUnitId))
    .where(
      and(
        eq(teachingAssignments.userId, userId),
        eq(classrooms.academicYearId, yearInProgressId(today)),
      ),
    )
    .orderBy(...classChoiceOrder);
}

/**
 * The (classroom, component) pairs of the year in progress's classes of the given units
 * (undefined: of every unit) as `myClassSchema`: each classroom with the components of its course's curriculum matrix; by
 * classroom name, then component name.
 */
export async function unitClasses(
  db: Database,
  schoolUnitIds: readonly string[] | undefined,
  today: string,
): Promise<MyClass[]> {
  if (schoolUnitIds?.length === 0) return [];
  const inMatrix = sql`exists (select 1 from ${curriculumMatrixItems}
    where ${curriculumMatrixItems.matrixId} = ${courses.curriculumMatrixId}
      and ${curriculumMatrixItems.curricularComponentId} = ${curricularComponents.id})`;
  return db
    .select(classChoice)
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .innerJoin(schoolUnits, eq(schoolUnits.id, classrooms.schoolUnitId))
    .innerJoin(curricularComponents, inMatrix)
    .where(
      and(
        schoolUnitIds ? inArray(classrooms.schoolUnitId, [...schoolUnitIds]) : undefined,
        eq(classrooms.academicYearId, yearInProgressId(today)),
      ),
    )
    .orderBy(...classChoiceOrder);
}
