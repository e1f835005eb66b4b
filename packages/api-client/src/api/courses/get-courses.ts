import { type Course, courseListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /courses: the courses with their modality, matrix and unit names. A malformed answer yields no rows. */
export function getCourses(http: HttpClient, signal?: AbortSignal): Promise<Course[]> {
  return http.getList('/courses', courseListSchema, { signal });
}

export function getCoursesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.courses,
    queryFn: ({ signal }) => getCourses(http, signal),
  });
}

export function useCourses(queryConfig?: QueryConfig<Course[]>) {
  const client = useApiClient();
  return useQuery({ ...getCoursesQueryOptions(client), ...queryConfig });
}
