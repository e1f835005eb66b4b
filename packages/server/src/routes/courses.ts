import { coursesResource, inUseMessages, serverMessages } from '@lousa/domain';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { requireReadPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import {
  classrooms,
  courses,
  curriculumMatrices,
  fold,
  schoolUnits,
  teachingModalities,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { conflict, isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from '../resources/list.ts';
import { readScope } from '../resources/routes.ts';
import { resourceSpec } from '../resources/spec.ts';

const modality = alias(teachingModalities, 'modality');
const matrix = alias(curriculumMatrices, 'matrix');
const unit = alias(schoolUnits, 'unit');

/**
 * Courses (permission: read 'registries.read', write 'registries.write'), listed with the names
 * of their modality, matrix and unit. A course that classrooms use keeps its unit (their unit).
 */
export const coursesSpec = resourceSpec({
  def: coursesResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: courses,
  scope: {
    records: (ids) => inArray(courses.schoolUnitId, [...ids]),
    unitOf: (body) => body.schoolUnitId as string | undefined,
  },
  select: (db: Database) =>
    db
      .select({
        id: courses.id,
        name: courses.name,
        teachingModality: { id: modality.id, name: modality.name },
        curriculumMatrix: { id: matrix.id, name: matrix.name },
        schoolUnit: { id: unit.id, name: unit.name },
      })
      .from(courses)
      .innerJoin(modality, eq(modality.id, courses.teachingModalityId))
      .innerJoin(matrix, eq(matrix.id, courses.curriculumMatrixId))
      .innerJoin(unit, eq(unit.id, courses.schoolUnitId))
      .$dynamic(),
  toItem: (row) => row,
  search: (q) =>
    or(q.text(courses.name), q.text(modality.name), q.text(matrix.name), q.text(unit.name)),
  sort: {
    name: fold(courses.name),
    modality: fold(modality.name),
    matrix: fold(matrix.name),
    schoolUnit: fold(unit.name),
  },
  // A course's name is unique within its school unit (another unit may have a course so named).
  unique: [
    {
      constraint: 'courses_school_unit_name_unique',
      field: 'name',
      message: serverMessages.courseNameTaken,
      where: (body) =>
        and(
          eq(courses.schoolUnitId, body.schoolUnitId),
          eq(fold(courses.name), fold(sql`${body.name}`)),
        ),
    },
  ],
  blockers: [{ column: classrooms.courseId, message: inUseMessages.course }],
  toRow: (body) => ({
    name: body.name,
    teachingModalityId: body.teachingModalityId,
    curriculumMatrixId: body.curriculumMatrixId,
    schoolUnitId: body.schoolUnitId,
  }),
  toBody: (course) => ({
    name: course.name,
    teachingModalityId: course.teachingModality.id,
    curriculumMatrixId: course.curriculumMatrix.id,
    schoolUnitId: course.schoolUnit.id,
  }),
  check: async (tx, body, { id, current }) => {
    if (!id || !current || current.schoolUnit.id === body.schoolUnitId) return;
    const [row] = await tx
      .select({ n: count() })
      .from(classrooms)
      .where(eq(classrooms.courseId, id));
    if (row && row.n > 0) throw conflict(inUseMessages.courseSchoolUnit(row.n));
  },
});

/**
 * GET /courses/school-unit/:schoolUnitId: the courses of one unit (404 for an unknown unit, and
 * for a unit outside a unit-scoped user's units).
 */
export function mountCoursesByUnit(app: Hono<AppEnv>, deps: Deps) {
  const path = `${coursesResource.path}/school-unit/:schoolUnitId`;
  app.get(path, requireReadPermission(coursesSpec.permission.read), async (c) => {
    const schoolUnitId = (c.req.param('schoolUnitId') ?? '').toLowerCase();
    const access = c.get('access');
    if (
      !isUuid(schoolUnitId) ||
      !(await exists(deps.db, schoolUnits, schoolUnitId)) ||
      !(access.networkWide || access.schoolUnitIds.includes(schoolUnitId))
    ) {
      throw new ApiError(404, serverMessages.schoolUnitNotFound);
    }
    const query = parseListQuery(c, coursesResource.sortKeys);
    const ctx = { today: deps.today() };
    const result = await readList(
      deps.db,
      coursesSpec,
      query,
      ctx,
      and(eq(courses.schoolUnitId, schoolUnitId), readScope(c, coursesSpec)),
    );
    return answerList(c, coursesSpec, result, ctx);
  });
  app.all(path, methodNotAllowed('GET'));
}
