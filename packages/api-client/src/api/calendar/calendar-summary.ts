import {
  type AcademicCalendarSummary,
  academicCalendarSummaryPath,
  academicCalendarSummarySchema,
  schoolDaysResource,
} from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/**
 * The key of a calendar's totals. It sits under the school days' key: adding, editing or
 * deleting a day (`useCreateResource(schoolDaysResource)`…) or a range of days
 * (`useAddSchoolDays`) refreshes every calendar's totals already read.
 */
export const calendarSummaryKey = (calendarId: string): ApiQueryKey => [
  schoolDaysResource.key,
  'calendar-summary',
  calendarId,
];

/**
 * GET /academic-calendars/<id>/summary: the calendar's lesson days, school days and days by
 * kind (every kind). 404 with the calendar's message for an unknown one.
 */
export function getCalendarSummary(
  http: HttpClient,
  calendarId: string,
  signal?: AbortSignal,
): Promise<AcademicCalendarSummary> {
  return http.get(academicCalendarSummaryPath(calendarId), academicCalendarSummarySchema, {
    signal,
  });
}

/** No call at all until a calendar is chosen. */
export function getCalendarSummaryQueryOptions(http: HttpClient, calendarId: string | undefined) {
  return queryOptions({
    queryKey: calendarSummaryKey(calendarId ?? ''),
    queryFn: calendarId ? ({ signal }) => getCalendarSummary(http, calendarId, signal) : skipToken,
  });
}

/** A calendar's totals ('Dias Escolares': lesson days against the LDB's 200, annual hours). */
export function useCalendarSummary(
  calendarId: string | undefined,
  queryConfig?: QueryConfig<AcademicCalendarSummary>,
) {
  const client = useApiClient();
  return useQuery({ ...getCalendarSummaryQueryOptions(client, calendarId), ...queryConfig });
}
