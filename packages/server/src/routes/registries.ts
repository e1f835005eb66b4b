import { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { mountResources } from '../resources/routes.ts';
import type { AnyListSpec, AnyResourceSpec } from '../resources/spec.ts';
import { academicCalendarsSpec } from './academic-calendars.ts';
import { academicTermsSpec } from './academic-terms.ts';
import { academicYearsSpec } from './academic-years.ts';
import { mountActivities } from './activities.ts';
import { mountAttendance } from './attendance.ts';
import { auditEventsSpec } from './audit-events.ts';
import { mountBnccStandards } from './bncc-standards.ts';
import { calendarEventsSpec, mountCalendarEvents } from './calendar-events.ts';
import { mountCalendarSummary } from './calendar-summary.ts';
import { mountClassClosing } from './class-closing.ts';
import { classroomsSpec } from './classrooms.ts';
import { mountClassroomsCopy } from './classrooms-copy.ts';
import { coursesSpec, mountCoursesByUnit } from './courses.ts';
import { curricularComponentsSpec } from './curricular-components.ts';
import { curriculumMatricesSpec } from './curriculum-matrices.ts';
import { mountEnrollments } from './enrollments.ts';
import { mountEvaluation } from './evaluation.ts';
import { mountGrades } from './grades.ts';
import { mountLessonPlans } from './lesson-plans.ts';
import { rolesSpec } from './roles.ts';
import { mountRollovers } from './rollovers.ts';
import { schoolDayTypesSpec } from './school-day-types.ts';
import { mountSchoolDaysBatch, schoolDaysSpec } from './school-days.ts';
import { schoolUnitsSpec } from './school-units.ts';
import { mountStudentRecord, studentsSpec } from './students.ts';
import { mountClassroomTeachers } from './teaching.ts';
import { teachingModalitiesSpec } from './teaching-modalities.ts';
import { usersSpec } from './users.ts';

/**
 * The server spec of every registry of `registryResources`. Academic years come before
 * calendars: /academic-calendars/years must match before /academic-calendars/:id. Each spec
 * names the permission of its reads and writes; `mountResources` puts `requirePermission` in
 * front of every route it mounts (deny by default comes with the access-control issue).
 */
export const registrySpecs = [
  rolesSpec,
  usersSpec,
  schoolUnitsSpec,
  teachingModalitiesSpec,
  curricularComponentsSpec,
  curriculumMatricesSpec,
  coursesSpec,
  classroomsSpec,
  academicYearsSpec,
  academicCalendarsSpec,
  academicTermsSpec,
  schoolDayTypesSpec,
  schoolDaysSpec,
  calendarEventsSpec,
] as unknown as readonly AnyResourceSpec[];

/** Resources with a list (and an item by id) only. */
export const listOnlySpecs = [studentsSpec, auditEventsSpec] as unknown as readonly AnyListSpec[];

/**
 * Every registry's routes (see resources/routes.ts), the students list, courses by unit,
 * enrolments (routes/enrollments.ts: a list with actions, no edit nor delete), a range of school
 * days at once and a calendar's totals (issue 27), and the pedagogy
 * of issue 14: a classroom's teachers (routes/teaching.ts), lesson plans, activities and the
 * BNCC catalogue.
 */
export function registryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  mountCoursesByUnit(app, deps);
  mountEnrollments(app, deps);
  mountStudentRecord(app, deps);
  mountClassroomTeachers(app, deps);
  mountLessonPlans(app, deps);
  mountActivities(app, deps);
  mountBnccStandards(app, deps);
  mountAttendance(app, deps);
  mountGrades(app, deps);
  mountEvaluation(app, deps);
  // 'Encerrar Turma' / 'Reabrir Turma' (issue 28).
  mountClassClosing(app, deps);
  mountCalendarEvents(app, deps);
  // Before the generic routes: POST /school-days/batch is not PATCH /school-days/:id's 405.
  mountSchoolDaysBatch(app, deps);
  mountCalendarSummary(app, deps);
  // Next year's classes in one action (issue 28).
  mountClassroomsCopy(app, deps);
  // 'Rematrícula' in one flow (issue 28).
  mountRollovers(app, deps);
  mountResources(app, deps, registrySpecs, listOnlySpecs);
  return app;
}
