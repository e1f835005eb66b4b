import type { AcademicYear } from '@lousa/domain';

/** The calendar day (YYYY-MM-DD) of an ISO date. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The year in progress (the year a new enrolment starts in, the one 'Turmas' lists at first): the
 * one whose dates hold `today` (an ISO date); else the one named after today's year; else the
 * latest that has started; else the first.
 */
export function currentAcademicYear(
  years: readonly AcademicYear[],
  today: string,
): AcademicYear | undefined {
  const day = dayOf(today);
  const started = years
    .filter((year) => dayOf(year.startDate) <= day)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    years.find((year) => dayOf(year.startDate) <= day && day <= dayOf(year.endDate)) ??
    years.find((year) => year.year === day.slice(0, 4)) ??
    started[0] ??
    years[0]
  );
}
