import {
  academicCalendarsResource,
  inUseMessages,
  type NamedRef,
  serverMessages,
} from '@lousa/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  academicCalendarSchoolUnits,
  academicCalendars,
  academicTerms,
  academicYears,
  fold,
  schoolDays,
  schoolUnits,
} from '../db/schema.ts';
import { calendarStatus, statusOrder } from '../http/dates.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * The school units a calendar applies to, by name, as JSON read with the calendar (its id named
 * with its table: drizzle leaves a lone table's columns unqualified, which the subquery would
 * read as its own).
 */
const calendarId = sql`${sql.identifier('academic_calendars')}.${sql.identifier('id')}`;
const unitsOf = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', ${schoolUnits.id}, 'name', ${schoolUnits.name})
    order by lousa_fold(${schoolUnits.name}), ${schoolUnits.id})
  from ${academicCalendarSchoolUnits}
  inner join ${schoolUnits} on ${schoolUnits.id} = ${academicCalendarSchoolUnits.schoolUnitId}
  where ${academicCalendarSchoolUnits.academicCalendarId} = ${calendarId}), '[]'::json)`;

/**
 * The first calendar of the year, other than `id`, that covers a unit the body covers (both the
 * whole network, or a unit both list), with the names of the units both cover.
 */
async function overlapping(
  tx: Database,
  body: { academicYearId: string; schoolUnitIds: readonly string[] },
  id: string,
): Promise<{ title: string; units: string[] } | undefined> {
  const others = await tx
    .select({ id: academicCalendars.id, title: academicCalendars.title, units: unitsOf })
    .from(academicCalendars)
    .where(
      and(eq(academicCalendars.academicYearId, body.academicYearId), ne(academicCalendars.id, id)),
    )
    .orderBy(asc(academicCalendars.createdAt), asc(academicCalendars.id));
  const mine = new Set(body.schoolUnitIds);
  for (const other of others) {
    if (mine.size === 0 && other.units.length === 0) return { title: other.title, units: [] };
    const shared = other.units.filter((unit) => mine.has(unit.id)).map((unit) => unit.name);
    if (shared.length > 0) return { title: other.title, units: shared };
  }
  return undefined;
}

/**
 * Academic calendars (permission: read 'registries.read', write 'registries.write'). The status
 * comes from the year's dates and today; an edit moves `updatedAt`. A calendar applies to the
 * school units it lists (`schoolUnitIds`; none: the whole network). Two calendars of one year
 * that cover one unit, or that both cover the whole network, are refused (409 naming both): a
 * class's lesson days are its unit's calendar's for its year, else the network's (issue 27).
 */
export const academicCalendarsSpec = resourceSpec({
  def: academicCalendarsResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: academicCalendars,
  select: (db: Database) =>
    db
      .select({
        id: academicCalendars.id,
        title: academicCalendars.title,
        yearId: academicYears.id,
        year: academicYears.year,
        startDate: academicYears.startDate,
        endDate: academicYears.endDate,
        createdAt: academicCalendars.createdAt,
        updatedAt: academicCalendars.updatedAt,
        schoolUnits: unitsOf,
      })
      .from(academicCalendars)
      .innerJoin(academicYears, eq(academicYears.id, academicCalendars.academicYearId))
      .$dynamic(),
  toItem: (row, { today }) => ({
    id: row.id,
    title: row.title,
    status: calendarStatus(today, row.startDate, row.endDate),
    academicYear: { id: row.yearId, year: row.year },
    schoolUnits: row.schoolUnits,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  search: (q) => or(q.text(academicCalendars.title), q.text(academicYears.year)),
  sort: {
    title: fold(academicCalendars.title),
    academicYear: academicYears.year,
    status: ({ today }) => statusOrder(today, academicYears.startDate, academicYears.endDate),
  },
  blockers: [
    { column: academicTerms.academicCalendarId, message: inUseMessages.academicCalendarTerms },
    { column: schoolDays.academicCalendarId, message: inUseMessages.academicCalendarDays },
  ],
  toRow: (body, { now, creating }) => ({
    title: body.title,
    academicYearId: body.academicYearId,
    updatedAt: now,
    ...(creating ? { createdAt: now } : {}),
  }),
  toBody: (calendar) => ({
    title: calendar.title,
    academicYearId: calendar.academicYear.id,
    schoolUnitIds: calendar.schoolUnits.map((unit) => unit.id),
  }),
  check: async (tx, body) => {
    const schoolUnitIds = body.schoolUnitIds ?? [];
    if (schoolUnitIds.length === 0) return;
    const found = await tx
      .select({ id: schoolUnits.id })
      .from(schoolUnits)
      .where(inArray(schoolUnits.id, [...schoolUnitIds]));
    if (found.length < schoolUnitIds.length) {
      throw unprocessable(serverMessages.schoolUnitNotFound, 'schoolUnitIds');
    }
  },
  // Inside the write's transaction, with the year's row locked: two writes of calendars of one
  // year go one by one, so the second sees the first's units and answers the 409. The units as
  // given then replace the calendar's.
  afterWrite: async (tx, id, body) => {
    const schoolUnitIds = body.schoolUnitIds ?? [];
    await tx
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.id, body.academicYearId))
      .for('update');
    const other = await overlapping(tx, { academicYearId: body.academicYearId, schoolUnitIds }, id);
    if (other) {
      throw conflict(
        serverMessages.calendarUnitTaken(other.title, body.title, other.units),
        'schoolUnitIds',
      );
    }
    await tx
      .delete(academicCalendarSchoolUnits)
      .where(eq(academicCalendarSchoolUnits.academicCalendarId, id));
    if (schoolUnitIds.length === 0) return;
    await tx
      .insert(academicCalendarSchoolUnits)
      .values(schoolUnitIds.map((schoolUnitId) => ({ academicCalendarId: id, schoolUnitId })));
  },
});
