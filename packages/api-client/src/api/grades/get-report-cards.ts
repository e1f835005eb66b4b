import { type ReportCardItem, reportCardItemSchema, reportCardsPath } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
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
 * GET /report-cards?classroomId=&curricularComponentId=&academicTermId=: per student, the term's
 * average (0–10, one decimal) and attendance percentage, each null before any. An answer that
 * fails the schema yields no rows (and one console report).
 */
export function getReportCards(
  http: HttpClient,
  query: GradeSheetQuery,
  signal?: AbortSignal,
): Promise<ReportCardItem[]> {
  return http.getList(
    `${reportCardsPath}?${gradeSheetParams(query)}`,
    v.array(reportCardItemSchema),
    {
      signal,
    },
  );
}

/** No call at all until a class, a component and a term are chosen. */
export function getReportCardsQueryOptions(
  http: HttpClient,
  query: Partial<GradeSheetQuery> | undefined,
) {
  const complete = isCompleteGradeSheetQuery(query) ? query : undefined;
  return queryOptions({
    queryKey: complete
      ? gradesKeys.reportCards(complete)
      : gradesKeys.reportCards({ classroomId: '', curricularComponentId: '', academicTermId: '' }),
    queryFn: complete ? ({ signal }) => getReportCards(http, complete, signal) : skipToken,
  });
}

/** The report cards of a class, component and term ('Frequência' beside the grades). */
export function useReportCards(
  query: Partial<GradeSheetQuery> | undefined,
  queryConfig?: QueryConfig<ReportCardItem[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getReportCardsQueryOptions(client, query), ...queryConfig });
}
