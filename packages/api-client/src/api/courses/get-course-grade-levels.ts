import { coursesResource, type GradeLevel, gradeLevelListSchema } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/**
 * GET /courses/{courseId}/grade-levels: the course's grade levels ('Séries/Anos') in order. Its
 * key sits under the courses key, so a course's edit (its levels renamed, added, removed)
 * refreshes it too.
 */
export function getCourseGradeLevels(
  http: HttpClient,
  courseId: string,
  signal?: AbortSignal,
): Promise<GradeLevel[]> {
  return http.getList(
    `${coursesResource.path}/${encodeURIComponent(courseId)}/grade-levels`,
    gradeLevelListSchema,
    { signal },
  );
}

/** Disabled (no call at all) until a course is chosen. */
export function getCourseGradeLevelsQueryOptions(http: HttpClient, courseId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.courseGradeLevels(courseId ?? ''),
    queryFn: courseId ? ({ signal }) => getCourseGradeLevels(http, courseId, signal) : skipToken,
  });
}

/** The 'Série/Ano' choices of the classroom form: only called once a course is chosen. */
export function useCourseGradeLevels(
  courseId: string | undefined,
  queryConfig?: QueryConfig<GradeLevel[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getCourseGradeLevelsQueryOptions(client, courseId), ...queryConfig });
}
