/**
 * Every registry of the product declared once: its API path, item and body schemas, sortable
 * columns, references and messages. The server's routes, the api-client's calls, query keys and
 * hooks, and the story fixtures are derived from these declarations.
 */

import { academicCalendarsResource } from './academic-calendars.ts';
import { academicTermsResource } from './academic-terms.ts';
import { academicYearsResource } from './academic-years.ts';
import { classroomsResource } from './classrooms.ts';
import { coursesResource } from './courses.ts';
import { curricularComponentsResource } from './curricular-components.ts';
import { curriculumMatricesResource } from './curriculum-matrices.ts';
import type { ListResourceDefinition } from './define.ts';
import { schoolDayTypesResource } from './school-day-types.ts';
import { schoolDaysResource } from './school-days.ts';
import { schoolUnitsResource } from './school-units.ts';
import { teachingModalitiesResource } from './teaching-modalities.ts';
import { usersResource } from './users.ts';

export * from './academic-calendars.ts';
export * from './academic-terms.ts';
export * from './academic-years.ts';
export * from './activities.ts';
export * from './assessments.ts';
export * from './attendance-sheets.ts';
export * from './audit-events.ts';
export * from './bncc-standards.ts';
export * from './classrooms.ts';
export * from './courses.ts';
export * from './curricular-components.ts';
export * from './curriculum-matrices.ts';
export * from './define.ts';
export * from './enrollments.ts';
export * from './events.ts';
export * from './guardians.ts';
export * from './lesson-plans.ts';
export * from './named.ts';
export * from './roles.ts';
export * from './school-day-types.ts';
export * from './school-days.ts';
export * from './school-units.ts';
export * from './student-records.ts';
export * from './students.ts';
export * from './teaching.ts';
export * from './teaching-modalities.ts';
export * from './users.ts';

/** Every registry with the full set of calls (list, get, create, update, delete). */
export const registryResources = [
  usersResource,
  schoolUnitsResource,
  teachingModalitiesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  coursesResource,
  classroomsResource,
  academicYearsResource,
  academicCalendarsResource,
  academicTermsResource,
  schoolDayTypesResource,
  schoolDaysResource,
] as const;

export type RegistryResource = (typeof registryResources)[number];
/** The item type of a resource definition. */
export type ResourceItem<R> = R extends ListResourceDefinition<infer TItem, string> ? TItem : never;
/** The sort keys of a resource definition. */
export type ResourceSortKey<R> = R extends { sortKeys: readonly (infer K)[] } ? K : never;
