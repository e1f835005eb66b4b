import { describe, expect, it } from 'vitest';
import {
  compareIsoDates,
  formatDate,
  formatInstantDate,
  isIsoDateTime,
  isoToDateInput,
  isoToLocalDate,
  localDateToIso,
  normalizeDate,
  parseDateInput,
  toCalendarDate,
  todayIso,
} from './dates.ts';

/**
 * This file runs once per time zone (see the package's test script: America/Sao_Paulo,
 * Asia/Tokyo, UTC and the machine's own). Every expectation must hold in each of them.
 */
const requestedZone = (globalThis as { process?: { env: Record<string, string | undefined> } })
  .process?.env.TZ;
const expectedOffsets: Record<string, number> = {
  'America/Sao_Paulo': 180,
  'Asia/Tokyo': -540,
  UTC: 0,
};

describe(`time zone ${Intl.DateTimeFormat().resolvedOptions().timeZone}`, () => {
  it('really runs in the requested zone', () => {
    if (!requestedZone) return;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(requestedZone);
    const offset = expectedOffsets[requestedZone];
    if (offset !== undefined) expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offset);
  });
});

describe('parseDateInput', () => {
  it('turns DD/MM/AAAA into a midnight-UTC ISO string', () => {
    expect(parseDateInput('01/03/2026')).toBe('2026-03-01T00:00:00.000Z');
    expect(parseDateInput('31/12/2025')).toBe('2025-12-31T00:00:00.000Z');
    expect(parseDateInput(' 15/08/2026 ')).toBe('2026-08-15T00:00:00.000Z');
  });

  it('accepts 29/02 of a leap year', () => {
    expect(parseDateInput('29/02/2024')).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDateInput('29/02/2000')).toBe('2000-02-29T00:00:00.000Z');
  });

  it.each([
    ['31/02/2026', 'no 31 February'],
    ['29/02/2025', '29/02 of a non-leap year'],
    ['29/02/1900', '1900 is not a leap year'],
    ['31/04/2026', 'April has 30 days'],
    ['00/01/2026', 'day zero'],
    ['01/00/2026', 'month zero'],
    ['01/13/2026', 'month 13'],
    ['32/01/2026', 'day 32'],
    ['01/01/0000', 'year zero'],
    ['01/03/202', 'incomplete year'],
    ['1/3/2026', 'one-digit day and month'],
    ['01/03/', 'incomplete'],
    ['__/__/____', 'empty mask'],
    ['', 'empty'],
    ['2026-03-01', 'ISO, not DD/MM/AAAA'],
  ])('returns null for %s (%s)', (input) => {
    expect(parseDateInput(input)).toBeNull();
  });

  it('returns null for nothing', () => {
    expect(parseDateInput(null)).toBeNull();
    expect(parseDateInput(undefined)).toBeNull();
  });
});

describe('formatDate', () => {
  it('differs from a local-time reading west of UTC (the bug it prevents)', () => {
    const iso = '2026-03-01T00:00:00.000Z';
    if (new Date(iso).getTimezoneOffset() > 0) expect(new Date(iso).getDate()).toBe(28);
    expect(formatDate(iso)).toBe('01/03/2026');
  });

  it('shows DD/MM/YYYY from the calendar part, never the day before', () => {
    expect(formatDate('2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
    expect(formatDate('2026-01-01T00:00:00.000Z')).toBe('01/01/2026');
    expect(formatDate('2025-12-31T00:00:00.000Z')).toBe('31/12/2025');
  });

  it('reads the calendar part of other ISO shapes as written', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T23:59:59.999Z')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T00:00:00-03:00')).toBe('01/03/2026');
  });

  it('gives an empty string for empty or invalid values', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-31T00:00:00.000Z')).toBe('');
  });

  it('round-trips with parseDateInput for every day of a leap year', () => {
    const day = new Date(Date.UTC(2024, 0, 1));
    for (let i = 0; i < 366; i++) {
      const iso = day.toISOString();
      const shown = formatDate(iso);
      expect(parseDateInput(shown)).toBe(iso);
      expect(isoToDateInput(iso)).toBe(shown);
      day.setUTCDate(day.getUTCDate() + 1);
    }
  });
});

describe('todayIso', () => {
  it('gives the local calendar day of now', () => {
    expect(todayIso(new Date(2026, 2, 1, 0, 5))).toBe('2026-03-01T00:00:00.000Z');
    expect(todayIso(new Date(2026, 2, 1, 23, 55))).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('local Date bridge (date pickers)', () => {
  it('gives a local Date showing the same calendar day, and back', () => {
    const local = isoToLocalDate('2026-03-01T00:00:00.000Z');
    expect(local?.getFullYear()).toBe(2026);
    expect(local?.getMonth()).toBe(2);
    expect(local?.getDate()).toBe(1);
    expect(localDateToIso(local as Date)).toBe('2026-03-01T00:00:00.000Z');
    expect(isoToLocalDate('invalid')).toBeNull();
  });
});

describe('toCalendarDate, normalizeDate, isIsoDateTime, compareIsoDates', () => {
  it('reads year, month and day', () => {
    expect(toCalendarDate('2026-03-01T00:00:00.000Z')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(toCalendarDate('2026-13-01T00:00:00.000Z')).toBeNull();
  });

  it('normalises typed and ISO dates to midnight UTC', () => {
    expect(normalizeDate('01/03/2026')).toBe('2026-03-01T00:00:00.000Z');
    expect(normalizeDate('2026-03-01T15:30:00-03:00')).toBe('2026-03-01T00:00:00.000Z');
    expect(normalizeDate('31/02/2026')).toBeNull();
  });

  it('recognises ISO date-times only', () => {
    expect(isIsoDateTime('2026-03-01T00:00:00.000Z')).toBe(true);
    expect(isIsoDateTime('2026-03-01')).toBe(false);
    expect(isIsoDateTime('2026-02-30T00:00:00.000Z')).toBe(false);
    expect(isIsoDateTime(20260301)).toBe(false);
  });

  it('compares calendar dates', () => {
    expect(compareIsoDates('2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')).toBeLessThan(0);
    expect(compareIsoDates('2026-03-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBeGreaterThan(
      0,
    );
    expect(compareIsoDates('2026-03-01T00:00:00.000Z', '2026-03-01T22:00:00.000Z')).toBe(0);
    expect(compareIsoDates('2025-12-31T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toBeLessThan(0);
  });
});

describe('formatInstantDate', () => {
  it('writes the São Paulo day of an instant, whatever the zone', () => {
    expect(formatInstantDate('2026-03-10T17:30:00.000Z')).toBe('10/03/2026');
    // 01:30 UTC is still the evening before in São Paulo.
    expect(formatInstantDate('2026-03-11T01:30:00.000Z')).toBe('10/03/2026');
  });

  it('is empty for none or an unreadable value', () => {
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate('ontem')).toBe('');
  });
});
