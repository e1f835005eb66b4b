import { type Course, courseListSchema } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /courses/school-unit/{schoolUnitId}: the courses of one unit. */
export function getCoursesBySchoolUnit(
  http: HttpClient,
  schoolUnitId: string,
  signal?: AbortSignal,
): Promise<Course[]> {
  return http.getList(
    `/courses/school-unit/${encodeURIComponent(schoolUnitId)}`,
    courseListSchema,
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
