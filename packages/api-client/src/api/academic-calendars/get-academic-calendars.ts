import { type AcademicCalendar, academicCalendarListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /academic-calendars: the academic calendars. A malformed answer yields no rows. */
export function getAcademicCalendars(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<AcademicCalendar[]> {
  return http.getList('/academic-calendars', academicCalendarListSchema, { signal });
}

export function getAcademicCalendarsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.academicCalendars,
    queryFn: ({ signal }) => getAcademicCalendars(http, signal),
  });
}

export function useAcademicCalendars(queryConfig?: QueryConfig<AcademicCalendar[]>) {
  const client = useApiClient();
  return useQuery({ ...getAcademicCalendarsQueryOptions(client), ...queryConfig });
}
