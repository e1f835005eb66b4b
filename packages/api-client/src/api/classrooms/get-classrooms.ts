import { type Classroom, classroomListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /classrooms: the classrooms. A malformed answer yields no rows. */
export function getClassrooms(http: HttpClient, signal?: AbortSignal): Promise<Classroom[]> {
  return http.getList('/classrooms', classroomListSchema, { signal });
}

export function getClassroomsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.classrooms,
    queryFn: ({ signal }) => getClassrooms(http, signal),
  });
}

export function useClassrooms(queryConfig?: QueryConfig<Classroom[]>) {
  const client = useApiClient();
  return useQuery({ ...getClassroomsQueryOptions(client), ...queryConfig });
}
