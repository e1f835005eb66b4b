import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  auditEventsResource,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  type ListResourceDefinition,
  rolesResource,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  studentRecordResource,
  studentsResource,
  teachingModalitiesResource,
  usersResource,
} from '@lousa/domain';
import { type ListRequest, listRequestParams } from './resources/list-request.ts';

/** The shape of every key of this package: a resource's key first, then what narrows it. */
export type ApiQueryKey = readonly unknown[];

/** The query keys of one resource; all of them start with `all`, so invalidating it refreshes them. */
export interface ResourceKeys {
  /** `[def.key]`: the prefix of every query of the resource. */
  all: readonly [string];
  /**
   * One page/search/sort/filter of the list: `[def.key, 'list', { page, pageSize, q, sort,
   * ...filters }]`.
   */
  list: (query: ListRequest) => readonly [string, 'list', Readonly<Record<string, string>>];
  /** The whole list (no paging): selects and the spec's calls. */
  whole: readonly [string, 'whole'];
  /** One record by id. */
  detail: (id: string) => readonly [string, 'detail', string];
}

/**
 * The keys of a resource, from its declaration. A list's query becomes the parameters it sends
 * (`listRequestParams`), so equal requests share one cache entry whatever object the screen
 * built (`{ q: '  ' }`, `{ filters: { action: '' } }` and `{}` ask the same).
 */
export function resourceKeys(def: Pick<ListResourceDefinition, 'key'>): ResourceKeys {
  return {
    all: [def.key],
    list: (query) => [def.key, 'list', listRequestParams(query)],
    whole: [def.key, 'whole'],
    detail: (id) => [def.key, 'detail', id],
  };
}

/**
 * Every resource's root key, in one place: a mutation refreshes a resource through it, and a
 * key that starts with another (courses by unit under courses) is refreshed with it.
 */
export const queryKeys = {
  users: resourceKeys(usersResource).all,
  schoolUnits: resourceKeys(schoolUnitsResource).all,
  courses: resourceKeys(coursesResource).all,
  coursesBySchoolUnit: (schoolUnitId: string): ApiQueryKey => [
    coursesResource.key,
    'school-unit',
    schoolUnitId,
  ],
  classrooms: resourceKeys(classroomsResource).all,
  academicTerms: resourceKeys(academicTermsResource).all,
  academicCalendars: resourceKeys(academicCalendarsResource).all,
  academicYears: resourceKeys(academicYearsResource).all,
  schoolDayTypes: resourceKeys(schoolDayTypesResource).all,
  schoolDays: resourceKeys(schoolDaysResource).all,
  students: resourceKeys(studentsResource).all,
  /** The full student records (GET /students/<id>), apart from the list's flat items. */
  studentRecords: resourceKeys(studentRecordResource).all,
  /** GET /me: every signed-in user's key starts with it (`meKey(userId)`). */
  me: ['me'] as const,
  teachingModalities: resourceKeys(teachingModalitiesResource).all,
  curricularComponents: resourceKeys(curricularComponentsResource).all,
  curriculumMatrices: resourceKeys(curriculumMatricesResource).all,
  roles: resourceKeys(rolesResource).all,
  auditEvents: resourceKeys(auditEventsResource).all,
} as const;

/** The key of GET /me for the signed-in user (`''` when no one is): under `queryKeys.me`. */
export const meKey = (userId: string | null | undefined) =>
  [...queryKeys.me, userId ?? ''] as const;
