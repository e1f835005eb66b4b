import { schoolDaysResource, serverMessages } from '@lousa/domain';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { academicCalendars, fold, schoolDays, schoolDayTypes } from '../db/schema.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { checkSchoolDay } from '../queries/calendar-rules.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * School days (permission: read 'registries.read', write 'registries.write'): one per date of a
 * calendar, inside its academic year.
 */
export const schoolDaysSpec = resourceSpec({
  def: schoolDaysResource,
  permission: { read: 'registries.read', write: 'registries.write' },
  table: schoolDays,
  select: (db: Database) =>
    db
      .select({
        id: schoolDays.id,
        date: schoolDays.date,
        type: {
          id: schoolDayTypes.id,
          description: schoolDayTypes.description,
          kind: schoolDayTypes.kind,
        },
        academicCalendar: { id: academicCalendars.id, title: academicCalendars.title },
      })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId))
      .$dynamic(),
  toItem: (row) => ({ ...row, date: toApiDate(row.date) }),
  search: (q) =>
    or(
      q.text(shownDate(schoolDays.date)),
      q.text(academicCalendars.title),
      q.text(schoolDayTypes.description),
    ),
  sort: {
    date: schoolDays.date,
    calendar: fold(academicCalendars.title),
    type: fold(schoolDayTypes.description),
  },
  toRow: (body) => ({
    date: toDbDate(body.date),
    academicCalendarId: body.academicCalendarId,
    typeId: body.typeId,
  }),
  toBody: (day) => ({
    date: day.date,
    academicCalendarId: day.academicCalendar.id,
    typeId: day.type.id ?? '',
  }),
  unique: [
    {
      constraint: 'school_days_calendar_date_unique',
      field: 'date',
      message: serverMessages.schoolDayTaken,
      where: (body) =>
        and(
          eq(schoolDays.academicCalendarId, body.academicCalendarId),
          eq(schoolDays.date, toDbDate(body.date)),
        ),
    },
  ],
  check: (tx, body) => checkSchoolDay(tx, body),
});
