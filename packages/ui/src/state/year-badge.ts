/** The year beside the logo: the academic year whose dates contain today, else this calendar year. */
import type { AcademicYear } from '@lousa/domain';
import { todayIso } from '@lousa/domain';

export function yearBadgeLabel(
  years: readonly AcademicYear[] | undefined,
  now = new Date(),
): string {
  const today = todayIso(now).slice(0, 10);
  const current = years?.find(
    (year) => year.startDate.slice(0, 10) <= today && today <= year.endDate.slice(0, 10),
  );
  return current ? current.year : String(now.getFullYear());
}
