import { type StudentRecord, studentRecordResource } from '@lousa/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { type ApiQueryKey, resourceKeys } from '../../query-keys.ts';
import { itemPath } from '../../resources/calls.ts';
import type { QueryConfig } from '../types.ts';

/**
 * GET /students/<id>: a student's full record (person and guardian, personal data), for
 * 'students.read-sensitive'; the server audits every such read. The list (GET /students)
 * carries only the flat item the table shows.
 */
export function getStudentRecord(
  http: HttpClient,
  id: string,
  signal?: AbortSignal,
): Promise<StudentRecord> {
  return http.get(itemPath(studentRecordResource, id), studentRecordResource.item, { signal });
}

/** One student's full record; no call at all while `id` is undefined. */
export function useStudentRecord(id: string | undefined, config?: QueryConfig<StudentRecord>) {
  const client = useApiClient();
  return useQuery<StudentRecord, Error, StudentRecord, ApiQueryKey>({
    queryKey: resourceKeys(studentRecordResource).detail(id ?? ''),
    queryFn: id === undefined ? skipToken : ({ signal }) => getStudentRecord(client, id, signal),
    ...config,
  });
}
