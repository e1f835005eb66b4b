import { classroomTeacherCandidatesPath, type NamedRef, namedRefSchema } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import { teachingKeys } from './teaching-keys.ts';

/**
 * GET /classrooms/<id>/teacher-candidates ('registries.write'): who may be assigned to teach in
 * the classroom (active, a role granting own classes, in its unit or network-wide), by name. An
 * answer that fails the schema yields no rows (and one console report).
 */
export function getTeacherCandidates(
  http: HttpClient,
  classroomId: string,
  signal?: AbortSignal,
): Promise<NamedRef[]> {
  return http.getList(classroomTeacherCandidatesPath(classroomId), v.array(namedRefSchema), {
    signal,
  });
}

/** No call at all while there is no classroom. */
export function getTeacherCandidatesQueryOptions(
  http: HttpClient,
  classroomId: string | undefined,
) {
  return queryOptions({
    queryKey: teachingKeys.teacherCandidates(classroomId ?? ''),
    queryFn: classroomId
      ? ({ signal }) => getTeacherCandidates(http, classroomId, signal)
      : skipToken,
  });
}

/** The 'Professor(a)' choices of a classroom ('Professores' on /app/turmas). */
export function useTeacherCandidates(
  classroomId: string | undefined,
  queryConfig?: QueryConfig<NamedRef[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getTeacherCandidatesQueryOptions(client, classroomId), ...queryConfig });
}
