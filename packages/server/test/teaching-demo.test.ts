import {
  activitySchema,
  bnccSeed,
  lessonPlanItemSchema,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  classrooms,
  courses,
  curriculumMatrixItems,
  lessonPlans,
  roles,
  teachingAssignments,
  userSchoolUnits,
  users,
} from '../src/db/schema.ts';
import { seedDemo } from '../src/seed/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * The demo's pedagogy (issue 14): every 'Professor(a)' of the demo staff teaches two classrooms
 * of its unit, the first two components of each course's matrix; the first teacher wrote two
 * lesson plans and two activities for its first class. The set is seeded straight into the
 * database (a small student count: the pedagogy does not depend on it) and read back through
 * the API, under the same rules a teacher's writes meet.
 */

let store: TestStore;
let server: RunningServer;
let admin: TestClient;
const TODAY = '2026-06-15';

beforeAll(async () => {
  store = await createTestStore();
  server = await startTestServer({ store });
  await seedDemo(server.db, 2025, 40, TODAY);
  admin = new TestClient(server.url);
  await admin.login();
}, 60_000);

afterAll(async () => {
  await server?.close();
  await store?.cleanup();
});

describe('demo pedagogy', () => {
  it('gives each teacher two classrooms of its unit, two matrix components each', async () => {
    const teachers = await server.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(roles.name, 'Professor(a)'));
    expect(teachers).toHaveLength(6);
    const rows = await server.db
      .select({
        userId: teachingAssignments.userId,
        classroomId: teachingAssignments.classroomId,
        componentId: teachingAssignments.curricularComponentId,
        inUnit: sql<boolean>`exists (select 1 from ${userSchoolUnits}
          where ${userSchoolUnits.userId} = ${teachingAssignments.userId}
            and ${userSchoolUnits.schoolUnitId} = ${classrooms.schoolUnitId})`,
        inMatrix: sql<boolean>`exists (select 1 from ${curriculumMatrixItems}
          where ${curriculumMatrixItems.matrixId} = ${courses.curriculumMatrixId}
            and ${curriculumMatrixItems.curricularComponentId} = ${teachingAssignments.curricularComponentId})`,
      })
      .from(teachingAssignments)
      .innerJoin(classrooms, eq(classrooms.id, teachingAssignments.classroomId))
      .innerJoin(courses, eq(courses.id, classrooms.courseId));
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.inUnit && row.inMatrix)).toBe(true);
    for (const teacher of teachers) {
      const own = rows.filter((row) => row.userId === teacher.id);
      expect(own).toHaveLength(4);
      expect(new Set(own.map((row) => row.classroomId)).size).toBe(2);
    }
    // Through the API: a classroom's teachers.
    const first = rows[0] as (typeof rows)[number];
    const list = await admin.get<unknown[]>(`/api/classrooms/${first.classroomId}/teachers`);
    expect(list.status).toBe(200);
    expect(v.is(v.array(teachingAssignmentSchema), list.body)).toBe(true);
    expect(
      list.body.map(
        (item) => (item as { curricularComponent: { name: string } }).curricularComponent.name,
      ),
    ).toEqual(['Língua Portuguesa', 'Matemática']);
  });

  it('has two lesson plans and two activities by a teacher of their class', async () => {
    const plans = await admin.get<unknown[]>('/api/lesson-plans');
    expect(plans.status).toBe(200);
    expect(v.is(v.array(lessonPlanItemSchema), plans.body)).toBe(true);
    expect(plans.body).toHaveLength(2);
    const codes = new Set(bnccSeed.map((standard) => standard.code));
    for (const plan of plans.body as v.InferOutput<typeof lessonPlanItemSchema>[]) {
      expect(plan.bnccStandards.every((code) => codes.has(code))).toBe(true);
      expect(plan.author.name).not.toBe('-');
    }
    const list = await admin.get<unknown[]>('/api/activities');
    expect(v.is(v.array(activitySchema), list.body)).toBe(true);
    expect(list.body).toHaveLength(2);
    for (const activity of list.body as v.InferOutput<typeof activitySchema>[]) {
      expect(activity.date.slice(0, 10) <= TODAY).toBe(true);
    }
    // Written by a teacher of each record's class and component.
    for (const table of [lessonPlans, activities]) {
      const records = await server.db
        .select({
          classroomId: table.classroomId,
          componentId: table.curricularComponentId,
          authorId: table.authorId,
        })
        .from(table);
      for (const record of records) {
        const [assignment] = await server.db
          .select({ id: teachingAssignments.id })
          .from(teachingAssignments)
          .where(
            and(
              eq(teachingAssignments.classroomId, record.classroomId),
              eq(teachingAssignments.curricularComponentId, record.componentId),
              inArray(teachingAssignments.userId, [record.authorId as string]),
            ),
          );
        expect(assignment).toBeDefined();
      }
    }
  });
});
