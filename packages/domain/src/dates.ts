/**
 * Calendar dates. A date is exchanged as `YYYY-MM-DDT00:00:00.000Z` and always read back from its
 * calendar part, never through the local time zone, so no zone ever shows the day before.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year/month/day name a real calendar date (year 1 to 9999). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The midnight-UTC ISO string of a calendar date. */
export function calendarDateToIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T00:00:00.000Z`;
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * The calendar part of an ISO date or date-time (`2026-03-01`, `2026-03-01T00:00:00.000Z`,
 * `2026-03-01T12:00:00-03:00`), or `null` when it is not a real date.
 */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (typeof iso !== 'string') return null;
  const match = ISO_DATE_TIME.exec(iso.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Whether `value` is an ISO date-time (with a `T` time part) whose calendar part is real. */
export function isIsoDateTime(value: unknown): boolean {
  return typeof value === 'string' && value.includes('T') && toCalendarDate(value) !== null;
}

/**
 * `DD/MM/AAAA` typed by a person -> `YYYY-MM-DDT00:00:00.000Z`, or `null` when incomplete or
 * not a real date (31/02, 29/02 of a non-leap year, 00/01, ...).
 */
export function parseDateInput(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  return isRealDate(year, month, day) ? calendarDateToIso({ year, month, day }) : null;
}

/**
 * A date typed as `DD/MM/AAAA` or given as an ISO date/date-time -> the midnight-UTC ISO string of
 * its calendar date, or `null`.
 */
export function normalizeDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const typed = parseDateInput(value);
  if (typed) return typed;
  const calendar = toCalendarDate(value);
  return calendar ? calendarDateToIso(calendar) : null;
}

/** `DD/MM/YYYY` from the calendar part of an ISO string; '' for empty or invalid input. */
export function formatDate(iso: string | null | undefined): string {
  const calendar = toCalendarDate(iso);
  if (!calendar) return '';
  return `${pad(calendar.day)}/${pad(calendar.month)}/${pad(calendar.year, 4)}`;
}

/** Same as `formatDate`, named for filling a `DD/MM/AAAA` input from an ISO value. */
export function isoToDateInput(iso: string | null | undefined): string {
  return formatDate(iso);
}

/** Today's calendar date in the *local* day of `now`, as a midnight-UTC ISO string. */
export function todayIso(now: Date = new Date()): string {
  return calendarDateToIso({
    year: now.getFullYear(),
    month: now.getMonth() + 1,
    day: now.getDate(),
  });
}

/** A local `Date` at midnight of the calendar date (for date pickers that work in local time). */
export function isoToLocalDate(iso: string | null | undefined): Date | null {
  const calendar = toCalendarDate(iso);
  if (!calendar) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(calendar.year, calendar.month - 1, calendar.day);
  return date;
}

/** The calendar date a local `Date` shows (from a date picker), as a midnight-UTC ISO string. */
export function localDateToIso(date: Date): string {
  return todayIso(date);
}

/**
 * Compares the calendar dates of two ISO strings: negative when `a` is before `b`, 0 on the same
 * day, positive after. Unparseable values sort first.
 */
export function compareIsoDates(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const ca = toCalendarDate(a);
  const cb = toCalendarDate(b);
  if (!ca || !cb) return (ca ? 1 : 0) - (cb ? 1 : 0);
  return ca.year - cb.year || ca.month - cb.month || ca.day - cb.day;
}

/** Whether two ISO strings fall on the same calendar date. */
export function isSameCalendarDate(a: string | null | undefined, b: string | null | undefined) {
  return toCalendarDate(a) !== null && compareIsoDates(a, b) === 0;
}

/** The network's time zone: the day an instant falls on is read there, whatever the browser's. */
export const NETWORK_TIME_ZONE = 'America/Sao_Paulo';

// Made on first use: building a formatter with a time zone costs ~20 ms of a phone's CPU (the
// zone data), which every /app page would pay while it starts.
let networkDate: Intl.DateTimeFormat | undefined;

/**
 * The day an instant fell on (a launch, the end of a correction window) as a person in the
 * network reads it, DD/MM/AAAA in São Paulo's time whatever the browser's zone; '' for none.
 */
export function formatInstantDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  networkDate ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: NETWORK_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return networkDate.format(date);
}

const DAY_MS = 86_400_000;

/** The UTC midnight of an ISO date's calendar part, in milliseconds; NaN when not a real date. */
function utcDay(iso: string): number {
  const calendar = toCalendarDate(iso);
  return calendar ? Date.UTC(calendar.year, calendar.month - 1, calendar.day) : Number.NaN;
}

/** The day of the week of an ISO date's calendar part: 0 = Sunday … 6 = Saturday (NaN when invalid). */
export function weekdayOf(iso: string): number {
  return new Date(utcDay(iso)).getUTCDay();
}

/** How many calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: string, to: string): number {
  const days = Math.round((utcDay(to) - utcDay(from)) / DAY_MS) + 1;
  return Number.isNaN(days) ? 0 : Math.max(0, days);
}

/**
 * The dates from `from` to `to` (both included) whose day of the week is in `weekdays` (0 =
 * Sunday), in order, as `YYYY-MM-DD`.
 */
export function datesOnWeekdays(from: string, to: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays);
  const start = utcDay(from);
  const dates: string[] = [];
  for (let i = 0; i < daysInRange(from, to); i += 1) {
    const day = new Date(start + i * DAY_MS);
    if (wanted.has(day.getUTCDay())) dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
