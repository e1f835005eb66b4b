import { type ListResourceDefinition, RESOURCE_KEYS } from '@lousa/domain';
import { type ListFilters, type ListRequest, listRequestParams } from './resources/list-request.ts';

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
  /** The whole of what a list's filters keep (no paging): under `whole`, one entry per filters. */
  wholeOf: (filters: ListFilters) => readonly [string, 'whole', Readonly<Record<string, string>>];
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
    wholeOf: (filters) => [def.key, 'whole', listRequestParams({ filters })],
    detail: (id) => [def.key, 'detail', id],
  };
}

/**
 * The keys of the hand-written calls; a resource's own keys are `resourceKeys(def)`. The courses
 * of a unit and a course's grade levels sit under the courses' root key (`resourceKeys(coursesResource).all`, read here from
 * `RESOURCE_KEYS` so that the shell does not load the declaration), so that a course's create,
 * update or delete refreshes them too.
 */
export const queryKeys = {
  coursesBySchoolUnit: (schoolUnitId: string): ApiQueryKey => [
    RESOURCE_KEYS.courses,
    'school-unit',
    schoolUnitId,
  ],
  /** A course's grade levels: under the courses' root key too. */
  courseGradeLevels: (courseId: string): ApiQueryKey => [
    RESOURCE_KEYS.courses,
    'grade-levels',
    courseId,
  ],
  /** GET /me: every signed-in user's key starts with it (`meKey(userId)`). */
  me: ['me'] as const,
} as const;

/** The key of GET /me for the signed-in user (`''` when no one is): under `queryKeys.me`. */
export const meKey = (userId: string | null | undefined) =>
  [...queryKeys.me, userId ?? ''] as const;
