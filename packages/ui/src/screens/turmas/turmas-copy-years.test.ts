import type { AcademicYear } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { previousYearId } from './turmas-copy-years';

const year = (name: string): AcademicYear => ({
  id: `id-${name}`,
  year: name,
  startDate: `${name}-02-01T00:00:00.000Z`,
  endDate: `${name}-12-15T00:00:00.000Z`,
});

describe('previousYearId', () => {
  const years = [year('2027'), year('2024'), year('2026')];
  it('is the latest year before the target, whatever the order given', () => {
    expect(previousYearId(years, 'id-2027')).toBe('id-2026');
    expect(previousYearId(years, 'id-2026')).toBe('id-2024');
  });
  it("is '' for the first year, an unknown one or none", () => {
    expect(previousYearId(years, 'id-2024')).toBe('');
    expect(previousYearId(years, 'id-1999')).toBe('');
    expect(previousYearId(years, '')).toBe('');
  });
});
