import {
  type LessonPlanBody,
  type LessonPlanItem,
  lessonPlanSchema,
  lessonPlansResource,
  serverMessages,
} from '@lousa/domain';
import { eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { ClassColumns } from '../auth/class-scope.ts';
import type { Database } from '../db/client.ts';
import {
  bnccStandards,
  classrooms,
  curricularComponents,
  fold,
  lessonPlans,
  users,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { idFilters } from '../http/query-params.ts';
import { unprocessable } from '../http/route-helpers.ts';
import { mountClassRecords } from '../resources/class-records.ts';
import { listSpec } from '../resources/spec.ts';

/*
 * Lesson plans (issue 14), the resource verbs of `lessonPlansResource`:
 *
 *   GET    /lesson-plans        list (q: title, theme; sort; filters classroomId,
 *                               curricularComponentId; newest first unless sorted)
 *   GET    /lesson-plans/<id>
 *   POST   /lesson-plans        → 201 item
 *   PATCH  /lesson-plans/<id>   → 200 item (the author only)
 *   DELETE /lesson-plans/<id>   → 204 (the author only)
 *
 * Reads: 'pedagogy.own-classes' (the classes and components one teaches) or
 * 'pedagogy.unit-classes' (every classroom of one's units); writes: 'pedagogy.own-classes', for
 * a class and component the author teaches (403 `notYourClass`), every BNCC code in the
 * catalogue (422 `bnccStandardUnknown`).
 */

const PLAN_CLASSROOM = alias(classrooms, 'lesson_plan_classroom');
const PLAN_COMPONENT = alias(curricularComponents, 'lesson_plan_component');
const PLAN_AUTHOR = alias(users, 'lesson_plan_author');

const columns: ClassColumns = {
  classroomId: lessonPlans.classroomId,
  curricularComponentId: lessonPlans.curricularComponentId,
  schoolUnitId: PLAN_CLASSROOM.schoolUnitId,
};

/** The lesson plans' list and item reads. */
export const lessonPlansSpec = listSpec({
  def: lessonPlansResource,
  // The routes check 'pedagogy.own-classes' or 'pedagogy.unit-classes' (mountClassRecords).
  permission: { read: 'pedagogy.own-classes' },
  table: lessonPlans,
  select: (db: Database) =>
    db
      .select({
        id: lessonPlans.id,
        title: lessonPlans.title,
        theme: lessonPlans.theme,
        classroom: { id: PLAN_CLASSROOM.id, name: PLAN_CLASSROOM.name },
        curricularComponent: { id: PLAN_COMPONENT.id, name: PLAN_COMPONENT.name },
        bnccStandards: lessonPlans.bnccStandards,
        learningObject: lessonPlans.learningObject,
        generalObjective: lessonPlans.generalObjective,
        references: lessonPlans.references,
        authorId: PLAN_AUTHOR.id,
        authorFirstName: PLAN_AUTHOR.firstName,
        authorLastName: PLAN_AUTHOR.lastName,
        createdAt: lessonPlans.createdAt,
      })
      .from(lessonPlans)
      .innerJoin(PLAN_CLASSROOM, eq(PLAN_CLASSROOM.id, lessonPlans.classroomId))
      .innerJoin(PLAN_COMPONENT, eq(PLAN_COMPONENT.id, lessonPlans.curricularComponentId))
      .leftJoin(PLAN_AUTHOR, eq(PLAN_AUTHOR.id, lessonPlans.authorId))
      .$dynamic(),
  toItem: (row): LessonPlanItem => ({
    id: row.id,
    title: row.title,
    theme: row.theme,
    classroom: row.classroom,
    curricularComponent: row.curricularComponent,
    bnccStandards: row.bnccStandards,
    learningObject: row.learningObject,
    generalObjective: row.generalObjective,
    references: row.references,
    // A deleted author's plans stay, signed '-'.
    author: row.authorId
      ? { id: row.authorId, name: `${row.authorFirstName} ${row.authorLastName}` }
      : { id: '', name: '-' },
    createdAt: new Date(row.createdAt).toISOString(),
  }),
  search: (q) => or(q.text(lessonPlans.title), q.text(lessonPlans.theme)),
  sort: {
    title: fold(lessonPlans.title),
    classroom: fold(PLAN_CLASSROOM.name),
    curricularComponent: fold(PLAN_COMPONENT.name),
    createdAt: lessonPlans.createdAt,
  },
  defaultSort: { key: 'createdAt', descending: true },
  filter: (c) =>
    idFilters(c, [
      ['classroomId', lessonPlans.classroomId],
      ['curricularComponentId', lessonPlans.curricularComponentId],
    ]),
});

/** 422 naming the first code of `codes` the BNCC catalogue does not hold. */
export async function checkBnccCodes(tx: Database, codes: readonly string[]) {
  if (codes.length === 0) return;
  const known = new Set(
    (
      await tx
        .select({ code: bnccStandards.code })
        .from(bnccStandards)
        .where(inArray(bnccStandards.code, [...codes]))
    ).map((row) => row.code),
  );
  const unknown = codes.find((code) => !known.has(code));
  if (unknown !== undefined) throw unprocessable(serverMessages.bnccStandardUnknown(unknown));
}

/** The lesson-plan routes (see the top of this file). */
export function mountLessonPlans(app: Hono<AppEnv>, deps: Deps) {
  mountClassRecords<LessonPlanBody, LessonPlanItem>(app, deps, {
    spec: lessonPlansSpec,
    table: lessonPlans,
    columns,
    schema: lessonPlanSchema,
    editors: 'author',
    toRow: (body) => ({
      title: body.title,
      theme: body.theme,
      classroomId: body.classroomId.toLowerCase(),
      curricularComponentId: body.curricularComponentId.toLowerCase(),
      // Each code once, in the order given.
      bnccStandards: [...new Set(body.bnccStandards)],
      learningObject: body.learningObject,
      generalObjective: body.generalObjective,
      references: body.references ?? null,
    }),
    toBody: (plan) => ({
      title: plan.title,
      theme: plan.theme,
      classroomId: plan.classroom.id,
      curricularComponentId: plan.curricularComponent.id,
      bnccStandards: plan.bnccStandards,
      learningObject: plan.learningObject,
      generalObjective: plan.generalObjective,
      references: plan.references ?? undefined,
    }),
    check: (tx, body) => checkBnccCodes(tx, [...new Set(body.bnccStandards)]),
  });
}
