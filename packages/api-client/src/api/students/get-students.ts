import { type StudentRecord, studentRecordListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /students: student records with person and guardian. A malformed answer yields no rows. */
export function getStudents(http: HttpClient, signal?: AbortSignal): Promise<StudentRecord[]> {
  return http.getList('/students', studentRecordListSchema, { signal });
}

export function getStudentsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.students,
    queryFn: ({ signal }) => getStudents(http, signal),
  });
}

export function useStudents(queryConfig?: QueryConfig<StudentRecord[]>) {
  const client = useApiClient();
  return useQuery({ ...getStudentsQueryOptions(client), ...queryConfig });
}
