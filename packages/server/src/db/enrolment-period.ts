import { type SQL, sql } from 'drizzle-orm';
import { enrollments } from './schema.ts';

/*
 * The days an enrolment covers: from its date up to the day before its end date (open while it
 * has none). A transfer ends one enrolment on the day the next one starts, so on that day the
 * student is on one roster only — the new class's. Attendance, grades and the demo read it here.
 */

/** Whether an enrolment covers `day` (YYYY-MM-DD). */
export function coversDay(
  enrolment: { date: string; endDate?: string | null },
  day: string,
): boolean {
  return enrolment.date <= day && (enrolment.endDate == null || day < enrolment.endDate);
}

/**
 * `coversDay` in SQL: the enrolments (a condition over `enrollments`) that cover `day`, a
 * YYYY-MM-DD or a date expression (a column of the query).
 */
export function enrolledOn(day: string | SQL): SQL {
  const on = typeof day === 'string' ? sql`${day}::date` : day;
  return sql`(${enrollments.date} <= ${on}
    and (${enrollments.endDate} is null or ${enrollments.endDate} > ${on}))`;
}
