import {
  type Activity,
  type ActivityCreateBody,
  activitiesResource,
  activityCreateSchema,
} from '@lousa/domain';
import { eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import type { ClassColumns } from '../auth/class-scope.ts';
import type { Database } from '../db/client.ts';
import { activities, classrooms, curricularComponents, fold } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { idFilters } from '../http/query-params.ts';
import { mountClassRecords } from '../resources/class-records.ts';
import { listSpec } from '../resources/spec.ts';

/*
 * Pedagogical activities (issue 14), the resource verbs of `activitiesResource`:
 *
 *   GET    /activities        list (q: title, description, date DD/MM/AAAA; sort; filters
 *                             classroomId, curricularComponentId; latest date first unless sorted)
 *   GET    /activities/<id>
 *   POST   /activities        → 201 item
 *   PATCH  /activities/<id>   → 200 item
 *   DELETE /activities/<id>   → 204
 *
 * Reads as lesson plans ('pedagogy.own-classes' or 'pedagogy.unit-classes', in scope); every
 * write by a teacher of the activity's class and component, before and after an edit (403
 * `notYourClass`).
 */

const ACTIVITY_CLASSROOM = alias(classrooms, 'activity_classroom');
const ACTIVITY_COMPONENT = alias(curricularComponents, 'activity_component');

const columns: ClassColumns = {
  classroomId: activities.classroomId,
  curricularComponentId: activities.curricularComponentId,
  schoolUnitId: ACTIVITY_CLASSROOM.schoolUnitId,
};

/** The activities' list and item reads. */
export const activitiesSpec = listSpec({
  def: activitiesResource,
  // The routes check 'pedagogy.own-classes' or 'pedagogy.unit-classes' (mountClassRecords).
  permission: { read: 'pedagogy.own-classes' },
  table: activities,
  select: (db: Database) =>
    db
      .select({
        id: activities.id,
        title: activities.title,
        date: activities.date,
        description: activities.description,
        classroom: { id: ACTIVITY_CLASSROOM.id, name: ACTIVITY_CLASSROOM.name },
        curricularComponent: { id: ACTIVITY_COMPONENT.id, name: ACTIVITY_COMPONENT.name },
      })
      .from(activities)
      .innerJoin(ACTIVITY_CLASSROOM, eq(ACTIVITY_CLASSROOM.id, activities.classroomId))
      .innerJoin(ACTIVITY_COMPONENT, eq(ACTIVITY_COMPONENT.id, activities.curricularComponentId))
      .$dynamic(),
  toItem: (row): Activity => ({ ...row, date: toApiDate(row.date) }),
  search: (q) =>
    or(
      q.text(activities.title),
      q.text(activities.description),
      q.text(shownDate(activities.date)),
    ),
  sort: {
    title: fold(activities.title),
    date: activities.date,
    classroom: fold(ACTIVITY_CLASSROOM.name),
    curricularComponent: fold(ACTIVITY_COMPONENT.name),
  },
  defaultSort: { key: 'date', descending: true },
  filter: (c) =>
    idFilters(c, [
      ['classroomId', activities.classroomId],
      ['curricularComponentId', activities.curricularComponentId],
    ]),
});

/** The activity routes (see the top of this file). */
export function mountActivities(app: Hono<AppEnv>, deps: Deps) {
  mountClassRecords<ActivityCreateBody, Activity>(app, deps, {
    spec: activitiesSpec,
    table: activities,
    columns,
    schema: activityCreateSchema,
    editors: 'teacher',
    toRow: (body) => ({
      title: body.title,
      date: toDbDate(body.date),
      description: body.description,
      classroomId: body.classroomId.toLowerCase(),
      curricularComponentId: body.curricularComponentId.toLowerCase(),
    }),
    toBody: (activity) => ({
      title: activity.title,
      classroomId: activity.classroom.id,
      curricularComponentId: activity.curricularComponent.id,
      date: activity.date,
      description: activity.description,
    }),
  });
}
