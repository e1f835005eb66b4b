import { academicCalendarsResource, inUseMessages } from '@lousa/domain';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { academicCalendars, academicTerms, academicYears, fold, schoolDays } from '../db/schema.ts';
import { calendarStatus, statusOrder } from '../http/dates.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * Academic calendars (permission: read 'registries.read', write 'registries.write'). The status
 * comes from the year's dates and today; an edit moves `updatedAt`.
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
      })
      .from(academicCalendars)
      .innerJoin(academicYears, eq(academicYears.id, academicCalendars.academicYearId))
      .$dynamic(),
  toItem: (row, { today }) => ({
    id: row.id,
    title: row.title,
    status: calendarStatus(today, row.startDate, row.endDate),
    academicYear: { id: row.yearId, year: row.year },
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
  toBody: (calendar) => ({ title: calendar.title, academicYearId: calendar.academicYear.id }),
});
