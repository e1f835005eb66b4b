import { type Course, coursesResource } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/**
 * GET /courses/school-unit/{schoolUnitId}: the courses of one unit. A route of its own (not a
 * list query of the courses resource), so it stays hand-written; its key sits under the courses
 * key, so every course mutation refreshes it too.
 */
export function getCoursesBySchoolUnit(
  http: HttpClient,
  schoolUnitId: string,
  signal?: AbortSignal,
): Promise<Course[]> {
  return http.getList(
    `${coursesResource.path}/school-unit/${encodeURIComponent(schoolUnitId)}`,
    v.array(coursesResource.item),
    { signal },
  );
}

/** Disabled (no call at all) until a unit is chosen. */
export function getCoursesBySchoolUnitQueryOptions(
  http: HttpClient,
  schoolUnitId: string | undefined,
) {
  return queryOptions({
    queryKey: queryKeys.coursesBySchoolUnit(schoolUnitId ?? ''),
    queryFn: schoolUnitId
      ? ({ signal }) => getCoursesBySchoolUnit(http, schoolUnitId, signal)
      : skipToken,
  });
}

/** The course choices of the classroom form: only called once a unit is chosen. */
export function useCoursesBySchoolUnit(
  schoolUnitId: string | undefined,
  queryConfig?: QueryConfig<Course[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getCoursesBySchoolUnitQueryOptions(client, schoolUnitId), ...queryConfig });
}
