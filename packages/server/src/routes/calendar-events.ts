import {
  type CalendarEntry,
  calendarEventsPath,
  calendarEventTypeCodes,
  calendarEventTypes,
  eventsResource,
  foldText,
  listQueryMessages,
} from '@lousa/domain';
import { asc, between, eq, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import {
  academicCalendars,
  calendarEvents,
  fold,
  schoolDays,
  schoolDayTypes,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import { dayParam } from '../http/query-params.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';
import { type ReadPermission, resourceSpec } from '../resources/spec.ts';

/*
 * The academic calendar (issue 14, step 2; decision 0014): the events an administrator adds
 * (`/events`, a network-level registry) and the feed of a period (GET /calendar-events), which
 * shows the school days of every academic calendar beside those events.
 */

/**
 * Who reads the calendar: those who read the registries, and the pedagogy (teachers, directors,
 * those who correct records) whose screens show it.
 */
const CALENDAR_READ = [
  'registries.read',
  'pedagogy.own-classes',
  'pedagogy.unit-classes',
  'pedagogy.correct-records',
] as const satisfies ReadPermission;

/** The longest period of one feed call: `to` at most this many days after `from`. */
export const CALENDAR_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** The event types in the order of their pt-BR labels: what `sort=type` orders by. */
const typesByLabel = [...calendarEventTypeCodes].sort((a, b) =>
  calendarEventTypes[a].label.localeCompare(calendarEventTypes[b].label, 'pt-BR'),
);
const typeOrder = sql`case ${calendarEvents.type} ${sql.raw(
  typesByLabel.map((code, index) => `when '${code}' then ${index}`).join(' '),
)} end`;

/**
 * Added events (read: the registries' readers or the pedagogy's; write 'registries.write'). No
 * `scope`: network-level, so only a network-wide user writes them (decision 0011).
 */
export const calendarEventsSpec = resourceSpec({
  def: eventsResource,
  permission: { read: CALENDAR_READ, write: 'registries.write' },
  table: calendarEvents,
  select: (db: Database) =>
    db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        description: calendarEvents.description,
        date: calendarEvents.date,
        type: calendarEvents.type,
      })
      .from(calendarEvents)
      .$dynamic(),
  toItem: (row) => ({ ...row, date: toApiDate(row.date) }),
  search: (q) =>
    or(
      q.text(calendarEvents.title),
      q.text(calendarEvents.description),
      q.text(shownDate(calendarEvents.date)),
    ),
  sort: {
    title: fold(calendarEvents.title),
    date: calendarEvents.date,
    type: typeOrder,
  },
  defaultSort: { key: 'date', descending: false },
  toRow: (body) => ({
    title: body.title,
    description: body.description ?? null,
    date: toDbDate(body.date),
    type: body.type,
  }),
  toBody: (event) => ({
    title: event.title,
    description: event.description ?? undefined,
    date: event.date,
    type: event.type,
  }),
});

/** `from` and `to` of the feed, checked: in order and at most CALENDAR_RANGE_MAX_DAYS apart. */
function periodOf(c: Context): { from: string; to: string } {
  const from = dayParam(c, 'from');
  const to = dayParam(c, 'to');
  if (from > to) throw new ApiError(400, listQueryMessages.dateRangeReversed);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days > CALENDAR_RANGE_MAX_DAYS) {
    throw new ApiError(400, listQueryMessages.dateRangeTooLong(CALENDAR_RANGE_MAX_DAYS));
  }
  return { from, to };
}

/** Date, then school days before events, then title (accents and case ignored), then id. */
function entryOrder(a: CalendarEntry, b: CalendarEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.source !== b.source) return a.source === 'SCHOOL_DAY' ? -1 : 1;
  const byTitle = foldText(a.title).localeCompare(foldText(b.title), 'pt-BR');
  if (byTitle !== 0) return byTitle;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The calendar's entries between `from` and `to`, both included. */
async function calendarEntries(db: Database, from: string, to: string): Promise<CalendarEntry[]> {
  const days = await db
    .select({
      id: schoolDays.id,
      date: schoolDays.date,
      typeDescription: schoolDayTypes.description,
      typeKind: schoolDayTypes.kind,
      calendarTitle: academicCalendars.title,
    })
    .from(schoolDays)
    .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
    .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId))
    .where(between(schoolDays.date, from, to))
    .orderBy(asc(schoolDays.date), asc(schoolDays.id));
  const events = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      description: calendarEvents.description,
      date: calendarEvents.date,
      type: calendarEvents.type,
    })
    .from(calendarEvents)
    .where(between(calendarEvents.date, from, to))
    .orderBy(asc(calendarEvents.date), asc(calendarEvents.id));
  const entries: CalendarEntry[] = [
    ...days.map(
      (day): CalendarEntry => ({
        id: day.id,
        source: 'SCHOOL_DAY',
        title: day.typeDescription,
        description: day.calendarTitle,
        date: toApiDate(day.date),
        type: day.typeKind,
      }),
    ),
    ...events.map(
      (event): CalendarEntry => ({
        id: event.id,
        source: 'EVENT',
        title: event.title,
        description: event.description,
        date: toApiDate(event.date),
        type: event.type,
      }),
    ),
  ];
  return entries.sort(entryOrder);
}

/**
 * GET /calendar-events?from=YYYY-MM-DD&to=YYYY-MM-DD → `calendarEntrySchema`[]: the school days
 * of every academic calendar (title: the day type's description, type from it, description: the
 * calendar's title) and the added events, in order; 400 for a missing, bad, reversed or too long
 * period. The `/events` registry is mounted with the others (`registrySpecs`).
 */
export function mountCalendarEvents(app: Hono<AppEnv>, deps: Deps) {
  const read = requireAnyPermission(CALENDAR_READ);
  app.get(calendarEventsPath, read, async (c) => {
    const { from, to } = periodOf(c);
    return c.json(await calendarEntries(deps.db, from, to));
  });
  app.all(calendarEventsPath, methodNotAllowed('GET'));
}
