import {
  classroomTeachersPath,
  type TeachingAssignment,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import { teachingKeys } from './teaching-keys.ts';

/**
 * GET /classrooms/<id>/teachers: who teaches each curricular component of the classroom. An
 * answer that fails the schema yields no rows (and one console report).
 */
export function getClassroomTeachers(
  http: HttpClient,
  classroomId: string,
  signal?: AbortSignal,
): Promise<TeachingAssignment[]> {
  return http.getList(classroomTeachersPath(classroomId), v.array(teachingAssignmentSchema), {
    signal,
  });
}

/** No call at all while there is no classroom. */
export function getClassroomTeachersQueryOptions(
  http: HttpClient,
  classroomId: string | undefined,
) {
  return queryOptions({
    queryKey: teachingKeys.classroomTeachers(classroomId ?? ''),
    queryFn: classroomId
      ? ({ signal }) => getClassroomTeachers(http, classroomId, signal)
      : skipToken,
  });
}

/** The teachers of a classroom ('Professores' on /app/turmas). */
export function useClassroomTeachers(
  classroomId: string | undefined,
  queryConfig?: QueryConfig<TeachingAssignment[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getClassroomTeachersQueryOptions(client, classroomId), ...queryConfig });
}
