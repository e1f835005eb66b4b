import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  type ListQuery,
  type ListResourceDefinition,
  listQueryParams,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  studentsResource,
  teachingModalitiesResource,
  usersResource,
} from '@lousa/domain';

/** The shape of every key of this package: a resource's key first, then what narrows it. */
export type ApiQueryKey = readonly unknown[];

/** The query keys of one resource; all of them start with `all`, so invalidating it refreshes them. */
export interface ResourceKeys {
  /** `[def.key]`: the prefix of every query of the resource. */
  all: readonly [string];
  /** One page/search/sort of the list: `[def.key, 'list', { page, pageSize, q, sort }]`. */
  list: (query: Partial<ListQuery>) => readonly [string, 'list', Readonly<Record<string, string>>];
  /** The whole list (no paging): selects and the spec's calls. */
  whole: readonly [string, 'whole'];
  /** One record by id. */
  detail: (id: string) => readonly [string, 'detail', string];
}

/**
 * The keys of a resource, from its declaration. A list's query becomes the parameters it sends
 * (`listQueryParams`), so equal requests share one cache entry whatever object the screen built
 * (`{ q: '  ' }` and `{}` ask the same).
 */
export function resourceKeys(def: Pick<ListResourceDefinition, 'key'>): ResourceKeys {
  return {
    all: [def.key],
    list: (query) => [def.key, 'list', listQueryParams(query)],
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
  teachingModalities: resourceKeys(teachingModalitiesResource).all,
  curricularComponents: resourceKeys(curricularComponentsResource).all,
  curriculumMatrices: resourceKeys(curriculumMatricesResource).all,
} as const;
