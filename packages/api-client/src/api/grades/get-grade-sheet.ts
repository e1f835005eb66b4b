import { type GradeSheet, gradeSheetSchema, gradesPath } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import {
  type GradeSheetQuery,
  gradeSheetParams,
  gradesKeys,
  isCompleteGradeSheetQuery,
} from './grades-keys.ts';

/**
 * GET /grades?classroomId=&curricularComponentId=&academicTermId=: the 'Lançar Notas' grid — the
 * term's assessments, each active student's scores and the average the server computed, and
 * whether the signed-in user may change them. An answer that fails the schema is an error.
 */
export function getGradeSheet(
  http: HttpClient,
  query: GradeSheetQuery,
  signal?: AbortSignal,
): Promise<GradeSheet> {
  return http.get(`${gradesPath}?${gradeSheetParams(query)}`, gradeSheetSchema, { signal });
}

/** No call at all until a class, a component and a term are chosen. */
export function getGradeSheetQueryOptions(
  http: HttpClient,
  query: Partial<GradeSheetQuery> | undefined,
) {
  const complete = isCompleteGradeSheetQuery(query) ? query : undefined;
  return queryOptions({
    queryKey: complete
      ? gradesKeys.sheet(complete)
      : gradesKeys.sheet({ classroomId: '', curricularComponentId: '', academicTermId: '' }),
    queryFn: complete ? ({ signal }) => getGradeSheet(http, complete, signal) : skipToken,
  });
}

/** The grid of a class, component and term ('Notas'). */
export function useGradeSheet(
  query: Partial<GradeSheetQuery> | undefined,
  queryConfig?: QueryConfig<GradeSheet>,
) {
  const client = useApiClient();
  return useQuery({ ...getGradeSheetQueryOptions(client, query), ...queryConfig });
}
