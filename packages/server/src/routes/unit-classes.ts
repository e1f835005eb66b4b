import { type MyClass, unitClassesPath } from '@lousa/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import {
  classrooms,
  courses,
  curricularComponents,
  curriculumMatrixItems,
  enrollments,
  fold,
  schoolUnits,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';

/**
 * The (classroom, component) pairs of the given units (undefined: of every unit) as
 * `myClassSchema`: each classroom with the components of its course's curriculum matrix and its
 * active enrolments; by classroom name, then component name.
 */
export async function unitClasses(
  db: Database,
  schoolUnitIds: readonly string[] | undefined,
): Promise<MyClass[]> {
  if (schoolUnitIds?.length === 0) return [];
  const inMatrix = sql`exists (select 1 from ${curriculumMatrixItems}
    where ${curriculumMatrixItems.matrixId} = ${courses.curriculumMatrixId}
      and ${curriculumMatrixItems.curricularComponentId} = ${curricularComponents.id})`;
  const inUnits: SQL | undefined = schoolUnitIds
    ? inArray(classrooms.schoolUnitId, [...schoolUnitIds])
    : undefined;
  return db
    .select({
      classroom: { id: classrooms.id, name: classrooms.name },
      curricularComponent: { id: curricularComponents.id, name: curricularComponents.name },
      schoolUnit: { id: schoolUnits.id, name: schoolUnits.name },
      students: sql<number>`(select count(*)::int from ${enrollments}
        where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.status} = 'ACTIVE')`,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .innerJoin(schoolUnits, eq(schoolUnits.id, classrooms.schoolUnitId))
    .innerJoin(curricularComponents, inMatrix)
    .where(and(inUnits))
    .orderBy(
      fold(classrooms.name),
      asc(classrooms.id),
      fold(curricularComponents.name),
      asc(curricularComponents.id),
    );
}

/**
 * GET /me/unit-classes ('pedagogy.unit-classes', else 403): the classes a secretary or director
 * reads and corrects in 'Notas' and 'Frequências' — every class and component of the caller's
 * units (network-wide: of the whole network). A teacher's own classes stay GET /me/classes.
 */
export function unitClassesRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get(unitClassesPath, requirePermission('pedagogy.unit-classes'), async (c) => {
    const access = accessOf(c);
    return c.json(
      await unitClasses(deps.db, access.networkWide ? undefined : access.schoolUnitIds),
    );
  });
  app.all(unitClassesPath, methodNotAllowed('GET'));
  return app;
}
