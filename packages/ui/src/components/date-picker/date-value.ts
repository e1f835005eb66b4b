import { type DateValue, parseDate } from '@ark-ui/react/date-picker';
import { calendarDateToIso, toCalendarDate } from '@lousa/domain';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `YYYY-MM-DD` of an ISO date or date-time, read from its calendar part; null when invalid. */
export function isoToDay(iso: string | null | undefined): string | null {
  const date = toCalendarDate(iso);
  return date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : null;
}

/** The calendar's value for an ISO string ([] when empty or invalid). */
export function isoToDateValues(iso: string | null | undefined): DateValue[] {
  const day = isoToDay(iso);
  return day ? [parseDate(day)] : [];
}

/** The midnight-UTC ISO string the rest of the product exchanges for a picked day. */
export function dateValueToIso(value: DateValue): string {
  return calendarDateToIso({ year: value.year, month: value.month, day: value.day });
}

/** The set of `YYYY-MM-DD` days to mark, from ISO strings. */
export function toDaySet(isoDates: readonly string[] | undefined): ReadonlySet<string> {
  const days = new Set<string>();
  for (const iso of isoDates ?? []) {
    const day = isoToDay(iso);
    if (day) days.add(day);
  }
  return days;
}
