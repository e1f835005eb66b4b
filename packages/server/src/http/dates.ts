import type { CalendarStatus, TermStatus } from '@lousa/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A stored calendar date (YYYY-MM-DD) as the API sends it: `YYYY-MM-DDT00:00:00.000Z`. */
export const toApiDate = (date: string) => `${date}T00:00:00.000Z`;

/** The calendar part of a normalised ISO date-time from a form schema, for a `date` column. */
export const toDbDate = (iso: string) => iso.slice(0, 10);

function phase(today: string, start: string, end: string): 'before' | 'within' | 'after' {
  if (today < start) return 'before';
  if (today > end) return 'after';
  return 'within';
}

/** A calendar is INACTIVE before its year starts, IN_ACTIVITY within it, COMPLETED after. */
export function calendarStatus(today: string, start: string, end: string): CalendarStatus {
  const at = phase(today, start, end);
  return at === 'before' ? 'INACTIVE' : at === 'within' ? 'IN_ACTIVITY' : 'COMPLETED';
}

/** A term is PENDING before its start, IN_ACTIVITY within its dates, COMPLETED after. */
export function termStatus(today: string, start: string, end: string): TermStatus {
  const at = phase(today, start, end);
  return at === 'before' ? 'PENDING' : at === 'within' ? 'IN_ACTIVITY' : 'COMPLETED';
}

/** A `date` column as a person reads it (DD/MM/YYYY), for search. */
export const shownDate = (column: AnyColumn) => sql`to_char(${column}, 'DD/MM/YYYY')`;

/**
 * The order of a status computed from `today` and a date range: before (0), within (1), after
 * (2) — the order the domain lists the statuses in (PENDING or INACTIVE, IN_ACTIVITY, COMPLETED).
 */
export const statusOrder = (today: string, start: AnyColumn, end: AnyColumn): SQL =>
  sql`case when ${today}::date < ${start} then 0 when ${today}::date > ${end} then 2 else 1 end`;
