import { describe, expect, it } from 'vitest';
import { datesOnWeekdays, daysInRange, weekdayOf } from './dates.ts';
import { shifts } from './labels.ts';
import {
  annualHours,
  LDB_MIN_ANNUAL_HOURS,
  LDB_MIN_LESSON_DAYS,
  schoolWeekdays,
  shiftDailyHours,
} from './school-year.ts';

describe('the dates of a range of school days', () => {
  it('reads the day of the week of a date (0 = Sunday), whatever the time zone', () => {
    expect(weekdayOf('2026-03-01T00:00:00.000Z')).toBe(0);
    expect(weekdayOf('2026-03-02')).toBe(1);
    expect(weekdayOf('2026-03-07T00:00:00.000Z')).toBe(6);
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysInRange('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysInRange('2026-01-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z')).toBe(365);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
    expect(daysInRange('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('lists the dates of the chosen days of the week, in order', () => {
    const twoWeeks = datesOnWeekdays('2026-03-02', '2026-03-15', schoolWeekdays);
    expect(twoWeeks).toHaveLength(10);
    expect(twoWeeks.slice(0, 6)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(datesOnWeekdays('2026-03-01', '2026-03-31', [6])).toEqual([
      '2026-03-07',
      '2026-03-14',
      '2026-03-21',
      '2026-03-28',
    ]);
    expect(datesOnWeekdays('2026-03-07', '2026-03-08', schoolWeekdays)).toEqual([]);
    expect(datesOnWeekdays('2026-03-08', '2026-03-07', [0, 6])).toEqual([]);
  });
});

describe('the law of the school year', () => {
  it('has daily hours for every shift: 4 in a partial one, 7 full-time', () => {
    expect(Object.keys(shiftDailyHours).sort()).toEqual([...shifts].sort());
    expect(shiftDailyHours).toEqual({ MORNING: 4, AFTERNOON: 4, NIGHT: 4, INTEGRAL: 7 });
  });

  it('200 lesson days of a partial shift make the 800 hours of the LDB', () => {
    expect(annualHours(LDB_MIN_LESSON_DAYS, 'MORNING')).toBe(LDB_MIN_ANNUAL_HOURS);
    expect(annualHours(199, 'NIGHT')).toBeLessThan(LDB_MIN_ANNUAL_HOURS);
    expect(annualHours(200, 'INTEGRAL')).toBe(1400);
  });
});
