import { describe, expect, it } from 'vitest';
import { monthGridRange, monthOf } from './calendario-academico-range';

describe('monthGridRange', () => {
  it.each([
    // March 2025 starts on a Saturday and ends on a Monday.
    [
      { year: 2025, month: 3 },
      { from: '2025-02-23', to: '2025-04-05' },
    ],
    // June 2025 starts on a Sunday and ends on a Monday.
    [
      { year: 2025, month: 6 },
      { from: '2025-06-01', to: '2025-07-05' },
    ],
    // February 2026 is exactly four weeks, Sunday to Saturday.
    [
      { year: 2026, month: 2 },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    // Across the year: December 2025 starts on a Monday and ends on a Wednesday.
    [
      { year: 2025, month: 12 },
      { from: '2025-11-30', to: '2026-01-03' },
    ],
  ])('%o: the whole weeks (from Sunday) the month’s grid shows', (month, range) => {
    expect(monthGridRange(month)).toEqual(range);
  });
});

describe('monthOf', () => {
  it('reads the calendar part of the date, not the local time', () => {
    expect(monthOf('2025-03-01T00:00:00.000Z')).toEqual({ year: 2025, month: 3 });
    expect(monthOf('2025-12-31')).toEqual({ year: 2025, month: 12 });
  });
});
