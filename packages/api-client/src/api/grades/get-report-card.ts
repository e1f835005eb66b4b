import { type ReportCard, reportCardSchema, studentReportCardPath } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import { gradesKeys } from './grades-keys.ts';

/**
 * GET /students/<id>/report-card?academicYearId=: a student's 'Boletim' of a year — each
 * component's term averages and absences, final average, exam, the exam grade still needed,
 * attendance and situation, the overall attendance and result, the class and the year. 404 with
 * the server's message for a year without an enrolment, 422 while the course has no 'Regra de
 * Avaliação', 403 for who may not read it.
 */
export function getReportCard(
  http: HttpClient,
  studentId: string,
  academicYearId: string,
  signal?: AbortSignal,
): Promise<ReportCard> {
  const query = new URLSearchParams({ academicYearId });
  return http.get(`${studentReportCardPath(studentId)}?${query}`, reportCardSchema, { signal });
}

/**
 * No call at all until both the student and the year are known. Under the grades' key: saving
 * grades refreshes it.
 */
export function getReportCardQueryOptions(
  http: HttpClient,
  studentId: string | undefined,
  academicYearId: string | undefined,
) {
  return queryOptions({
    queryKey: gradesKeys.reportCard(studentId ?? '', academicYearId ?? ''),
    queryFn:
      studentId && academicYearId
        ? ({ signal }) => getReportCard(http, studentId, academicYearId, signal)
        : skipToken,
  });
}

/** A student's report card of a year, once both are known. */
export function useReportCard(
  studentId: string | undefined,
  academicYearId: string | undefined,
  queryConfig?: QueryConfig<ReportCard>,
) {
  const client = useApiClient();
  return useQuery({
    ...getReportCardQueryOptions(client, studentId, academicYearId),
    ...queryConfig,
  });
}
