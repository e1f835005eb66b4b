import {
  type CalendarEntry,
  calendarEntrySchema,
  calendarEventsPath,
  eventsResource,
} from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** Two calendar days, both included, as `YYYY-MM-DD` (the server answers at most 366 days). */
export interface CalendarRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether both ends are calendar days (`YYYY-MM-DD`). */
export const isCalendarRange = (
  range: Partial<CalendarRange> | undefined,
): range is CalendarRange => DAY.test(range?.from ?? '') && DAY.test(range?.to ?? '');

/**
 * The query keys of the academic calendar's entries. They sit under the events' key: adding or
 * deleting an event (`useCreateResource(eventsResource)`, `useDeleteResource(eventsResource)`)
 * refreshes every range already asked for.
 */
export const calendarKeys = {
  all: [eventsResource.key, 'calendar'] as const,
  range: ({ from, to }: CalendarRange): ApiQueryKey => [
    eventsResource.key,
    'calendar',
    { from, to },
  ],
} as const;

/**
 * GET /calendar-events?from=YYYY-MM-DD&to=YYYY-MM-DD: the school days of the calendars and the
 * events added, between two days (both included). An answer that fails the schema yields no
 * entries (and one console report).
 */
export function getCalendarEntries(
  http: HttpClient,
  { from, to }: CalendarRange,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> {
  const params = new URLSearchParams({ from, to });
  return http.getList(`${calendarEventsPath}?${params}`, v.array(calendarEntrySchema), { signal });
}

/** No call at all until both ends are days. */
export function getCalendarEntriesQueryOptions(
  http: HttpClient,
  range: Partial<CalendarRange> | undefined,
) {
  const complete = isCalendarRange(range) ? range : undefined;
  return queryOptions({
    queryKey: calendarKeys.range(complete ?? { from: '', to: '' }),
    queryFn: complete ? ({ signal }) => getCalendarEntries(http, complete, signal) : skipToken,
  });
}

/** The academic calendar's entries between two days ('Calendário Acadêmico'). */
export function useCalendarEntries(
  range: Partial<CalendarRange> | undefined,
  queryConfig?: QueryConfig<CalendarEntry[]>,
) {
  const client = useApiClient();
  return useQuery({ ...getCalendarEntriesQueryOptions(client, range), ...queryConfig });
}
