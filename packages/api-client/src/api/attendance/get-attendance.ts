import { type AttendanceDay, attendanceDaySchema, attendancePath } from '@lousa/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { QueryConfig } from '../types.ts';
import { type AttendanceDayRef, attendanceKeys } from './attendance-keys.ts';

/**
 * GET /attendance?classroomId=&curricularComponentId=&date=YYYY-MM-DD: the day's roster (the
 * active enrolments on that date) with each student's mark and attendance percentage, the
 * sheet's status and whether the signed-in user may save it. The server refuses a day that is
 * not a lesson day (422), a class the user may not read (403) or one it does not know (404),
 * each with its pt-BR message.
 */
export function getAttendance(
  http: HttpClient,
  { classroomId, curricularComponentId, date }: AttendanceDayRef,
  signal?: AbortSignal,
): Promise<AttendanceDay> {
  const query = new URLSearchParams({ classroomId, curricularComponentId, date }).toString();
  return http.get(`${attendancePath}?${query}`, attendanceDaySchema, { signal });
}

/** No call at all while the day is not known (`undefined`). */
export function getAttendanceQueryOptions(http: HttpClient, day: AttendanceDayRef | undefined) {
  return queryOptions<AttendanceDay>({
    queryKey: day ? attendanceKeys.day(day) : [...attendanceKeys.all, 'day', null],
    queryFn: day ? ({ signal }) => getAttendance(http, day, signal) : skipToken,
  });
}

/** One day's attendance ('Lançamento de Frequência'). */
export function useAttendance(
  day: AttendanceDayRef | undefined,
  queryConfig?: QueryConfig<AttendanceDay>,
) {
  const client = useApiClient();
  return useQuery({ ...getAttendanceQueryOptions(client, day), ...queryConfig });
}
