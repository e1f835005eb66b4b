import { attendanceSheetsResource } from '@lousa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ApiQueryKey, resourceKeys } from '../../query-keys.ts';
import { gradesKeys } from '../grades/grades-keys.ts';

/** Which day of attendance: a class, a component and the lesson's date (YYYY-MM-DD). */
export interface AttendanceDayRef {
  classroomId: string;
  curricularComponentId: string;
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
}

/**
 * The query keys of one day's attendance (GET /attendance), under their own `attendance` root:
 * a save refreshes the other days too (each student's percentage counts every recorded day).
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  day: ({ classroomId, curricularComponentId, date }: AttendanceDayRef): ApiQueryKey => [
    'attendance',
    'day',
    { classroomId, curricularComponentId, date },
  ],
} as const;

/**
 * Whether a query shows what a save changes: the 'Frequências' rows (status, launch date), the
 * days' percentages and the report cards' attendance (under the grades' root).
 */
const showsAttendance = (key: readonly unknown[]) =>
  key[0] === resourceKeys(attendanceSheetsResource).all[0] ||
  key[0] === attendanceKeys.all[0] ||
  (key[0] === gradesKeys.all[0] && key[1] === 'report-cards');

/**
 * After a day is saved: its query holds the server's answer at once (`saved`), and every other
 * query that shows attendance — the sheets list, the other days, the report cards — is refetched
 * when on screen, else marked stale.
 */
export async function refreshAfterAttendanceSave(
  queryClient: QueryClient,
  day: AttendanceDayRef,
  saved: unknown,
): Promise<void> {
  const key = attendanceKeys.day(day);
  queryClient.setQueryData(key, saved);
  const hash = JSON.stringify(key);
  await queryClient.invalidateQueries({
    predicate: (query) =>
      showsAttendance(query.queryKey) && JSON.stringify(query.queryKey) !== hash,
  });
}
