import type { Shift } from './labels.ts';

/*
 * What the law asks of a school year (Lei 9.394/1996, the LDB, art. 24, I): at least 800 hours
 * over at least 200 days of school work. The year's totals on 'Dias Escolares' are checked
 * against these figures (decision 0030).
 */

/** At least 200 days of school work a year (LDB, art. 24, I). */
export const LDB_MIN_LESSON_DAYS = 200;

/** At least 800 hours of school work a year (LDB, art. 24, I). */
export const LDB_MIN_ANNUAL_HOURS = 800;

/**
 * The hours of lessons a day of each shift: 4 in a partial shift (the LDB's minimum, art. 34),
 * 7 in the full-time one ('tempo integral': at least 7 hours a day). Data, not a rule: a network
 * with other hours changes it here (decision 0030).
 */
export const shiftDailyHours: Record<Shift, number> = {
  MORNING: 4,
  AFTERNOON: 4,
  NIGHT: 4,
  INTEGRAL: 7,
};

/** The year's hours of a class of `shift`: its calendar's lesson days × the shift's daily hours. */
export function annualHours(lessonDays: number, shift: Shift): number {
  return lessonDays * shiftDailyHours[shift];
}

/** The days of the week as the API numbers them: 0 = Sunday … 6 = Saturday. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof weekdays)[number];

/** Monday to Friday: the days a range of school days takes unless told otherwise. */
export const schoolWeekdays: readonly Weekday[] = [1, 2, 3, 4, 5];

/** The longest range POST /school-days/batch takes: one year (366 days, both ends included). */
export const SCHOOL_DAY_BATCH_MAX_DAYS = 366;
