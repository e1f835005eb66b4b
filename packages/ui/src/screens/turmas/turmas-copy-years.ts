import type { AcademicYear } from '@lousa/domain';

/**
 * The year 'Copiar turmas do ano anterior' copies from to start with: the latest year before
 * `toId` (by its name, '2025' before '2026'), '' when there is none or no target.
 */
export function previousYearId(years: readonly AcademicYear[], toId: string): string {
  const to = years.find((year) => year.id === toId);
  if (!to) return '';
  const before = years
    .filter((year) => year.year.localeCompare(to.year) < 0)
    .sort((a, b) => b.year.localeCompare(a.year));
  return before[0]?.id ?? '';
}
