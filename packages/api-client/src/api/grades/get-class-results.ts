import { classroomResultsPath, type StudentResult, studentResultSchema } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import { gradesKeys } from './grades-keys.ts';

/**
 * GET /classrooms/<id>/results: per student, each component's term averages and absences, final
 * average, exam, the exam grade still needed, attendance and situation, and the overall result
 * ('Resultados da Turma'). 422 with the server's message while the course has no 'Regra de
 * Avaliação'.
 */
export function getClassResults(
  http: HttpClient,
  classroomId: string,
  signal?: AbortSignal,
): Promise<StudentResult[]> {
  return http.getList(classroomResultsPath(classroomId), v.array(studentResultSchema), { signal });
}

/** No call at all until a class is chosen. Under the grades' key: saving grades refreshes it. */
export function getClassResultsQueryOptions(http: HttpClient, classroomId: string | undefined) {
  return queryOptions({
    queryKey: gradesKeys.results(classroomId ?? ''),
    queryFn: classroomId ? ({ signal }) => getClassResults(http, classroomId, signal) : skipToken,
  });
}

/** The results of a class, once chosen. */
export function useClassResults(
  classroomId: string | undefined,
  queryConfig?: QueryConfig<StudentResult[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getClassResultsQueryOptions(client, classroomId), ...queryConfig });
}
