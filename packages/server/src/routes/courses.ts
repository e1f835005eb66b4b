import { coursesResource, type GradeLevel, inUseMessages, serverMessages } from '@lousa/domain';
import { and, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { requireReadPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import {
  classrooms,
  courseGradeLevels,
  courses,
  curriculumMatrices,
  fold,
  schoolUnits,
  teachingModalities,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { conflict, isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { answerList, parseListQuery, readList } from '../resources/list.ts';
import { readItem, readScope } from '../resources/routes.ts';
import { resourceSpec } from '../resources/spec.ts';

const modality = alias(teachingModalities, 'modality');
const matrix = alias(curriculumMatrices, 'matrix');
const unit = alias(schoolUnits, 'unit');
const next = alias(courses, 'next');

/** A course's grade levels in order, as JSON, read with the course. */
const gradeLevelsOf = sql<GradeLevel[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${sql.identifier('gl')}.id, 'name', ${sql.identifier('gl')}.name,
    'inepStageCode', ${sql.identifier('gl')}.inep_stage_code) order by ${sql.identifier('gl')}.position)
  from ${courseGradeLevels} ${sql.identifier('gl')}
  where ${sql.identifier('gl')}.course_id = ${courses.id}), '[]'::json)`;

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
        gradeLevels: gradeLevelsOf,
        nextCourse: { id: next.id, name: next.name },
      })
      .from(courses)
      .innerJoin(modality, eq(modality.id, courses.teachingModalityId))
      .innerJoin(matrix, eq(matrix.id, courses.curriculumMatrixId))
      .innerJoin(unit, eq(unit.id, courses.schoolUnitId))
      .leftJoin(next, eq(next.id, courses.nextCourseId))
      .$dynamic(),
  toItem: (row) => ({ ...row, nextCourse: row.nextCourse?.id ? row.nextCourse : null }),
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
  blockers: [
    { column: classrooms.courseId, message: inUseMessages.course },
    { column: courses.nextCourseId, message: inUseMessages.courseNext },
  ],
  toRow: (body) => ({
    name: body.name,
    teachingModalityId: body.teachingModalityId,
    curriculumMatrixId: body.curriculumMatrixId,
    schoolUnitId: body.schoolUnitId,
    nextCourseId: body.nextCourseId ?? null,
  }),
  toBody: (course) => ({
    name: course.name,
    teachingModalityId: course.teachingModality.id,
    curriculumMatrixId: course.curriculumMatrix.id,
    schoolUnitId: course.schoolUnit.id,
    gradeLevels: course.gradeLevels.map((level) => ({
      id: level.id,
      name: level.name,
      inepStageCode: level.inepStageCode,
    })),
    nextCourseId: course.nextCourse?.id ?? null,
  }),
  check: async (tx, body, { id, current }) => {
    if (id && body.nextCourseId === id) throw unprocessable(serverMessages.nextCourseSelf);
    // A level named by id must be one of this course's (a create has none yet).
    const kept = new Set((current?.gradeLevels ?? []).map((level) => level.id));
    if ((body.gradeLevels ?? []).some((level) => level.id && !kept.has(level.id))) {
      throw unprocessable(serverMessages.gradeLevelNotFound);
    }
    // A level left out is removed: not while classrooms are of it.
    if (body.gradeLevels && current) {
      const given = new Set(body.gradeLevels.flatMap((level) => (level.id ? [level.id] : [])));
      const removed = current.gradeLevels.filter((level) => !given.has(level.id));
      if (removed.length > 0) {
        const used = await tx
          .select({ id: classrooms.gradeLevelId, n: count() })
          .from(classrooms)
          .where(
            inArray(
              classrooms.gradeLevelId,
              removed.map((level) => level.id),
            ),
          )
          .groupBy(classrooms.gradeLevelId);
        const first = removed.find((level) => used.some((row) => row.id === level.id));
        const n = used.find((row) => row.id === first?.id)?.n ?? 0;
        if (first) throw conflict(inUseMessages.gradeLevel(first.name, Number(n)), 'gradeLevels');
      }
    }
    if (!id || !current || current.schoolUnit.id === body.schoolUnitId) return;
    const [row] = await tx
      .select({ n: count() })
      .from(classrooms)
      .where(eq(classrooms.courseId, id));
    if (row && row.n > 0) throw conflict(inUseMessages.courseSchoolUnit(row.n));
  },
  // The levels as given: kept ones renamed and moved, new ones added, the others removed.
  afterWrite: async (tx, id, body) => {
    if (!body.gradeLevels) return;
    const kept = body.gradeLevels.flatMap((level) => (level.id ? [level.id] : []));
    await tx
      .delete(courseGradeLevels)
      .where(
        and(
          eq(courseGradeLevels.courseId, id),
          kept.length ? notInArray(courseGradeLevels.id, kept) : undefined,
        ),
      );
    for (const [position, level] of body.gradeLevels.entries()) {
      const values = { name: level.name, position, inepStageCode: level.inepStageCode ?? null };
      if (level.id) {
        await tx.update(courseGradeLevels).set(values).where(eq(courseGradeLevels.id, level.id));
      } else {
        await tx.insert(courseGradeLevels).values({ id: newId(), courseId: id, ...values });
      }
    }
  },
});

/**
 * GET /courses/school-unit/:schoolUnitId: the courses of one unit (404 for an unknown unit, and
 * for a unit outside a unit-scoped user's units); GET /courses/:id/grade-levels: a course's
 * grade levels.
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

  // GET /courses/:id/grade-levels: the course's levels in order (404 as GET /courses/:id).
  const levels = `${coursesResource.path}/:id/grade-levels`;
  app.get(levels, requireReadPermission(coursesSpec.permission.read), async (c) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    const course = isUuid(id)
      ? ((await readItem(
          deps.db,
          coursesSpec,
          id,
          { today: deps.today() },
          readScope(c, coursesSpec),
        )) as { gradeLevels: GradeLevel[] } | null)
      : null;
    if (!course) throw new ApiError(404, serverMessages.courseNotFound);
    return c.json(course.gradeLevels);
  });
  app.all(levels, methodNotAllowed('GET'));
}
