import { describe, expect, it } from 'vitest';
import { dateValueToIso, isoToDateValues, isoToDay, toDaySet } from './date-value';
import { yearWindow } from './year-grid';

describe('calendar values', () => {
  it('reads the calendar day of an ISO string, never a time zone', () => {
    expect(isoToDay('2025-03-01T00:00:00.000Z')).toBe('2025-03-01');
    expect(isoToDay('2025-03-01')).toBe('2025-03-01');
    expect(isoToDay('2025-02-30T00:00:00.000Z')).toBeNull();
    expect(isoToDay('')).toBeNull();
  });

  it('round-trips a picked day to the midnight-UTC ISO string', () => {
    const [value] = isoToDateValues('2024-02-29T00:00:00.000Z');
    expect(value?.toString()).toBe('2024-02-29');
    expect(value && dateValueToIso(value)).toBe('2024-02-29T00:00:00.000Z');
    expect(isoToDateValues('nope')).toEqual([]);
  });

  it('collects marked days, skipping invalid ones', () => {
    expect([...toDaySet(['2025-03-03T00:00:00.000Z', '2025-03-03', 'x'])]).toEqual(['2025-03-03']);
  });

  it('shows a window of 12 years around the decade', () => {
    expect(yearWindow(2020)).toEqual([
      2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
  });
});
