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

/** The queries under the grades' root that show attendance or absences. */
const GRADES_WITH_ATTENDANCE: readonly unknown[] = ['report-cards', 'results', 'report-card'];

/**
 * Whether a query shows what a save changes: the 'Frequências' rows (status, launch date), the
 * days' percentages, and under the grades' root the report cards' attendance, a class's results
 * and a student's 'Boletim' (absences per term, attendance, a result that may turn on it).
 */
const showsAttendance = (key: readonly unknown[]) =>
  key[0] === resourceKeys(attendanceSheetsResource).all[0] ||
  key[0] === attendanceKeys.all[0] ||
  (key[0] === gradesKeys.all[0] && GRADES_WITH_ATTENDANCE.includes(key[1]));

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
