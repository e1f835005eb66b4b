import type { AcademicYear } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from './current-academic-year';

const year = (name: string, start: string, end: string): AcademicYear => ({
  id: name,
  year: name,
  startDate: `${start}T00:00:00.000Z`,
  endDate: `${end}T00:00:00.000Z`,
});
const years = [year('2025', '2025-02-03', '2025-12-18'), year('2026', '2026-02-03', '2026-12-18')];
const on = (day: string) => `${day}T00:00:00.000Z`;

describe('currentAcademicYear', () => {
  it('is the year whose dates hold today, both ends included', () => {
    expect(currentAcademicYear(years, on('2025-03-14'))?.year).toBe('2025');
    expect(currentAcademicYear(years, on('2026-02-03'))?.year).toBe('2026');
    expect(currentAcademicYear(years, on('2026-12-18'))?.year).toBe('2026');
  });

  it("between years: the one named after today's year, else the latest started", () => {
    expect(currentAcademicYear(years, on('2026-01-10'))?.year).toBe('2026');
    expect(currentAcademicYear(years, on('2027-01-10'))?.year).toBe('2026');
    expect(currentAcademicYear(years, on('2024-06-01'))?.year).toBe('2025');
    expect(currentAcademicYear([], on('2026-01-10'))).toBeUndefined();
  });
});
