import { type ListResourceDefinition, RESOURCE_KEYS } from '@lousa/domain';
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
  users: [RESOURCE_KEYS.users] as const,
  schoolUnits: [RESOURCE_KEYS.schoolUnits] as const,
  courses: [RESOURCE_KEYS.courses] as const,
  coursesBySchoolUnit: (schoolUnitId: string): ApiQueryKey => [
    RESOURCE_KEYS.courses,
    'school-unit',
    schoolUnitId,
  ],
  classrooms: [RESOURCE_KEYS.classrooms] as const,
  academicTerms: [RESOURCE_KEYS.academicTerms] as const,
  academicCalendars: [RESOURCE_KEYS.academicCalendars] as const,
  academicYears: [RESOURCE_KEYS.academicYears] as const,
  schoolDayTypes: [RESOURCE_KEYS.schoolDayTypes] as const,
  schoolDays: [RESOURCE_KEYS.schoolDays] as const,
  students: [RESOURCE_KEYS.students] as const,
  /** The full student records (GET /students/<id>), apart from the list's flat items. */
  studentRecords: [RESOURCE_KEYS.studentRecords] as const,
  /** GET /me: every signed-in user's key starts with it (`meKey(userId)`). */
  me: ['me'] as const,
  teachingModalities: [RESOURCE_KEYS.teachingModalities] as const,
  curricularComponents: [RESOURCE_KEYS.curricularComponents] as const,
  curriculumMatrices: [RESOURCE_KEYS.curriculumMatrices] as const,
  roles: [RESOURCE_KEYS.roles] as const,
  auditEvents: [RESOURCE_KEYS.auditEvents] as const,
} as const;

/** The key of GET /me for the signed-in user (`''` when no one is): under `queryKeys.me`. */
export const meKey = (userId: string | null | undefined) =>
  [...queryKeys.me, userId ?? ''] as const;
