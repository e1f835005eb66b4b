import {
  type CalendarDate,
  daysInMonth,
  toCalendarDate,
  todayIso,
  WEEK_STARTS_ON,
} from '@lousa/domain';

/** A month of the calendar (month 1–12). */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month an ISO date falls in (read from its calendar part); today's for a bad date. */
export function monthOf(iso: string): CalendarMonth {
  const date = toCalendarDate(iso) ?? (toCalendarDate(todayIso()) as CalendarDate);
  return { year: date.year, month: date.month };
}

const DAY_MS = 86_400_000;
const utcDay = ({ year, month, day }: CalendarDate) => Date.UTC(year, month - 1, day);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days a month's grid shows (`YYYY-MM-DD`, both included): from the first day of the week
 * holding the 1st to the last day of the week holding the month's last day — the range whose
 * entries the calendar marks.
 */
export function monthGridRange({ year, month }: CalendarMonth): { from: string; to: string } {
  const first = utcDay({ year, month, day: 1 });
  const last = utcDay({ year, month, day: daysInMonth(year, month) });
  const lead = (new Date(first).getUTCDay() - WEEK_STARTS_ON + 7) % 7;
  const trail = (WEEK_STARTS_ON + 6 - new Date(last).getUTCDay()) % 7;
  return { from: dayText(first - lead * DAY_MS), to: dayText(last + trail * DAY_MS) };
}
