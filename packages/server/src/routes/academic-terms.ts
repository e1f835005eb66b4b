import { academicTermsResource, inUseMessages, serverMessages } from '@lousa/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  academicCalendars,
  academicTerms,
  academicYears,
  assessments,
  fold,
} from '../db/schema.ts';
import {
  calendarStatus,
  shownDate,
  statusOrder,
  termStatus,
  toApiDate,
  toDbDate,
} from '../http/dates.ts';
import { checkTerm } from '../queries/calendar-rules.ts';
import { resourceSpec } from '../resources/spec.ts';

const termYear = alias(academicYears, 'term_year');

/**
 * Academic terms (read 'registries.read' or a pedagogy permission, write 'registries.write'): inside
 * their calendar's year, not overlapping, one title per calendar. The status comes from the term's
 * own dates, the calendar's from its year's.
 */
export const academicTermsSpec = resourceSpec({
  def: academicTermsResource,
  // Teachers and those who correct records read the terms too: grades are kept per term.
  permission: {
    read: [
      'registries.read',
      'pedagogy.own-classes',
      'pedagogy.unit-classes',
      'pedagogy.correct-records',
    ],
    write: 'registries.write',
  },
  table: academicTerms,
  blockers: [
    { column: assessments.academicTermId, message: inUseMessages.academicTermAssessments },
  ],
  select: (db: Database) =>
    db
      .select({
        id: academicTerms.id,
        title: academicTerms.title,
        startDate: academicTerms.startDate,
        endDate: academicTerms.endDate,
        calendarId: academicCalendars.id,
        calendarTitle: academicCalendars.title,
        yearStart: termYear.startDate,
        yearEnd: termYear.endDate,
      })
      .from(academicTerms)
      .innerJoin(academicCalendars, eq(academicCalendars.id, academicTerms.academicCalendarId))
      .innerJoin(termYear, eq(termYear.id, academicCalendars.academicYearId))
      .$dynamic(),
  toItem: (row, { today }) => ({
    id: row.id,
    title: row.title,
    startDate: toApiDate(row.startDate),
    endDate: toApiDate(row.endDate),
    status: termStatus(today, row.startDate, row.endDate),
    academicCalendar: {
      id: row.calendarId,
      title: row.calendarTitle,
      status: calendarStatus(today, row.yearStart, row.yearEnd),
    },
  }),
  search: (q) =>
    or(
      q.text(academicTerms.title),
      q.text(academicCalendars.title),
      q.text(shownDate(academicTerms.startDate)),
      q.text(shownDate(academicTerms.endDate)),
    ),
  sort: {
    title: fold(academicTerms.title),
    startDate: academicTerms.startDate,
    endDate: academicTerms.endDate,
    calendar: fold(academicCalendars.title),
    status: ({ today }) => statusOrder(today, academicTerms.startDate, academicTerms.endDate),
  },
  toRow: (body) => ({
    title: body.title,
    startDate: toDbDate(body.startDate),
    endDate: toDbDate(body.endDate),
    academicCalendarId: body.academicCalendarId,
  }),
  toBody: (term) => ({
    title: term.title,
    startDate: term.startDate,
    endDate: term.endDate,
    academicCalendarId: term.academicCalendar.id,
  }),
  unique: [
    {
      constraint: 'academic_terms_calendar_title_unique',
      field: 'title',
      message: serverMessages.termTitleTaken,
      where: (body) =>
        and(
          eq(academicTerms.academicCalendarId, body.academicCalendarId),
          eq(fold(academicTerms.title), fold(sql`${body.title}`)),
        ),
    },
  ],
  check: (tx, body, { id }) => checkTerm(tx, body, id),
});
