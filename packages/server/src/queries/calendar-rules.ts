import { formatDate, serverMessages } from '@lousa/domain';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { academicCalendars, academicTerms, academicYears } from '../db/schema.ts';
import { toApiDate, toDbDate } from '../http/dates.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';

/** The academic year a calendar belongs to: its dates as the database keeps them. */
async function calendarYear(db: Database, calendarId: string) {
  const [year] = await db
    .select({
      year: academicYears.year,
      start: academicYears.startDate,
      end: academicYears.endDate,
    })
    .from(academicCalendars)
    .innerJoin(academicYears, eq(academicYears.id, academicCalendars.academicYearId))
    .where(eq(academicCalendars.id, calendarId));
  return year;
}

const shown = (day: string) => formatDate(toApiDate(day));

/** Another record than `id` (none on a create). */
const other = (id?: string) => (id ? ne(academicTerms.id, id) : undefined);

/**
 * A school day: its date inside its calendar's academic year (422). One day per date of a
 * calendar is the spec's unique rule (index `school_days_calendar_date_unique`).
 */
export async function checkSchoolDay(
  db: Database,
  body: { date: string; academicCalendarId: string },
): Promise<void> {
  const year = await calendarYear(db, body.academicCalendarId);
  if (!year) return;
  const day = toDbDate(body.date);
  if (day < year.start || day > year.end) {
    const message = serverMessages.schoolDayOutsideYear(
      year.year,
      shown(year.start),
      shown(year.end),
    );
    throw unprocessable(message, 'date');
  }
}

/**
 * A range of school days (POST /school-days/batch): as `checkSchoolDay` for one date, both ends
 * inside the calendar's academic year (422 with its message on the end that falls out).
 */
export async function checkSchoolDayRange(
  db: Database,
  body: { from: string; to: string; academicCalendarId: string },
): Promise<void> {
  const year = await calendarYear(db, body.academicCalendarId);
  if (!year) return;
  const outside = (['from', 'to'] as const).filter((field) => {
    const day = toDbDate(body[field]);
    return day < year.start || day > year.end;
  });
  if (outside.length > 0) {
    const message = serverMessages.schoolDayOutsideYear(
      year.year,
      shown(year.start),
      shown(year.end),
    );
    throw unprocessable(message, outside);
  }
}

/**
 * A term: inside its calendar's academic year (422 on the date that falls out) and not
 * overlapping another term of the calendar (409, naming it). The overlap has no constraint
 * behind it: two secretaries saving overlapping terms of one calendar in the same instant could
 * both pass. (One title per calendar is the spec's unique rule.)
 */
export async function checkTerm(
  db: Database,
  body: { title: string; startDate: string; endDate: string; academicCalendarId: string },
  id?: string,
): Promise<void> {
  const year = await calendarYear(db, body.academicCalendarId);
  if (!year) return;
  const start = toDbDate(body.startDate);
  const end = toDbDate(body.endDate);
  const outside = [
    ...(start < year.start || start > year.end ? ['startDate'] : []),
    ...(end < year.start || end > year.end ? ['endDate'] : []),
  ];
  if (outside.length > 0) {
    const message = serverMessages.termOutsideYear(year.year, shown(year.start), shown(year.end));
    throw unprocessable(message, outside);
  }
  const [overlap] = await db
    .select({
      title: academicTerms.title,
      start: academicTerms.startDate,
      end: academicTerms.endDate,
    })
    .from(academicTerms)
    .where(
      and(
        eq(academicTerms.academicCalendarId, body.academicCalendarId),
        other(id),
        lte(academicTerms.startDate, end),
        gte(academicTerms.endDate, start),
      ),
    )
    .orderBy(academicTerms.startDate)
    .limit(1);
  if (overlap) {
    const message = serverMessages.termOverlaps(
      overlap.title,
      shown(overlap.start),
      shown(overlap.end),
    );
    throw conflict(message, ['startDate', 'endDate']);
  }
}
