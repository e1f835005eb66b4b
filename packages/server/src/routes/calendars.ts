import {
  academicCalendarCreateSchema,
  academicTermCreateSchema,
  academicYearCreateSchema,
  schoolDayCreateSchema,
  schoolDayTypeCreateSchema,
  serverMessages,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import {
  academicCalendars,
  academicTerms,
  academicYears,
  schoolDays,
  schoolDayTypes,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { calendarStatus, termStatus, toApiDate, toDbDate } from '../http/dates.ts';
import { conflict, methodNotAllowed, rethrowUnique, unprocessable } from '../http/route-helpers.ts';

/** Academic years, calendars, terms, school-day types and school days. */
export function calendarRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // Academic years -------------------------------------------------------------------------
  const yearResponse = (row: { id: string; year: string; startDate: string; endDate: string }) => ({
    id: row.id,
    year: row.year,
    startDate: toApiDate(row.startDate),
    endDate: toApiDate(row.endDate),
  });

  app.get('/academic-calendars/years', async (c) => {
    const rows = await db
      .select({
        id: academicYears.id,
        year: academicYears.year,
        startDate: academicYears.startDate,
        endDate: academicYears.endDate,
      })
      .from(academicYears)
      .orderBy(asc(academicYears.id));
    return c.json(rows.map(yearResponse));
  });

  app.post('/academic-calendars/years', async (c) => {
    const body = await parseBody(c, academicYearCreateSchema);
    const [same] = await db
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.year, body.year))
      .limit(1);
    if (same) throw conflict(serverMessages.academicYearTaken);
    const row = {
      id: newId(),
      year: body.year,
      startDate: toDbDate(body.startDate),
      endDate: toDbDate(body.endDate),
    };
    await db
      .insert(academicYears)
      .values(row)
      .catch((error: unknown) =>
        rethrowUnique(error, { academic_years_year_unique: serverMessages.academicYearTaken }),
      );
    return c.json(yearResponse(row), 201);
  });

  // Academic calendars ---------------------------------------------------------------------
  const selectCalendars = () =>
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
      .innerJoin(academicYears, eq(academicYears.id, academicCalendars.academicYearId));
  type CalendarRow = Awaited<ReturnType<typeof selectCalendars>>[number];
  const calendarResponse = (row: CalendarRow, today: string) => ({
    id: row.id,
    title: row.title,
    status: calendarStatus(today, row.startDate, row.endDate),
    academicYear: { id: row.yearId, year: row.year },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  app.get('/academic-calendars', async (c) => {
    const today = deps.today();
    const rows = await selectCalendars().orderBy(asc(academicCalendars.id));
    return c.json(rows.map((row) => calendarResponse(row, today)));
  });

  app.post('/academic-calendars', async (c) => {
    const body = await parseBody(c, academicCalendarCreateSchema);
    if (!(await exists(db, academicYears, body.academicYearId))) {
      throw unprocessable(serverMessages.academicYearNotFound);
    }
    const id = newId();
    const now = deps.now();
    await db.insert(academicCalendars).values({
      id,
      title: body.title,
      academicYearId: body.academicYearId,
      createdAt: now,
      updatedAt: now,
    });
    const [row] = await selectCalendars().where(eq(academicCalendars.id, id));
    return c.json(calendarResponse(row as CalendarRow, deps.today()), 201);
  });

  // Academic terms -------------------------------------------------------------------------
  const termYear = alias(academicYears, 'term_year');
  const selectTerms = () =>
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
      .innerJoin(termYear, eq(termYear.id, academicCalendars.academicYearId));
  type TermRow = Awaited<ReturnType<typeof selectTerms>>[number];
  const termResponse = (row: TermRow, today: string) => ({
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
  });

  app.get('/academic-terms', async (c) => {
    const today = deps.today();
    const rows = await selectTerms().orderBy(asc(academicTerms.id));
    return c.json(rows.map((row) => termResponse(row, today)));
  });

  app.post('/academic-terms', async (c) => {
    const body = await parseBody(c, academicTermCreateSchema);
    if (!(await exists(db, academicCalendars, body.academicCalendarId))) {
      throw unprocessable(serverMessages.academicCalendarNotFound);
    }
    const id = newId();
    await db.insert(academicTerms).values({
      id,
      title: body.title,
      startDate: toDbDate(body.startDate),
      endDate: toDbDate(body.endDate),
      academicCalendarId: body.academicCalendarId,
    });
    const [row] = await selectTerms().where(eq(academicTerms.id, id));
    return c.json(termResponse(row as TermRow, deps.today()), 201);
  });

  // School-day types -----------------------------------------------------------------------
  app.get('/school-day-types', async (c) =>
    c.json(
      await db
        .select({ id: schoolDayTypes.id, description: schoolDayTypes.description })
        .from(schoolDayTypes)
        .orderBy(asc(schoolDayTypes.id)),
    ),
  );

  app.post('/school-day-types', async (c) => {
    const body = await parseBody(c, schoolDayTypeCreateSchema);
    const created = { id: newId(), description: body.description };
    await db.insert(schoolDayTypes).values(created);
    return c.json(created, 201);
  });

  // School days ----------------------------------------------------------------------------
  const selectDays = () =>
    db
      .select({
        id: schoolDays.id,
        date: schoolDays.date,
        type: { id: schoolDayTypes.id, description: schoolDayTypes.description },
        academicCalendar: { id: academicCalendars.id, title: academicCalendars.title },
      })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId));
  type DayRow = Awaited<ReturnType<typeof selectDays>>[number];
  const dayResponse = (row: DayRow) => ({ ...row, date: toApiDate(row.date) });

  app.get('/school-days', async (c) =>
    c.json((await selectDays().orderBy(asc(schoolDays.id))).map(dayResponse)),
  );

  app.post('/school-days', async (c) => {
    const body = await parseBody(c, schoolDayCreateSchema);
    if (!(await exists(db, academicCalendars, body.academicCalendarId))) {
      throw unprocessable(serverMessages.academicCalendarNotFound);
    }
    if (!(await exists(db, schoolDayTypes, body.typeId))) {
      throw unprocessable(serverMessages.schoolDayTypeNotFound);
    }
    const id = newId();
    await db.insert(schoolDays).values({
      id,
      date: toDbDate(body.date),
      typeId: body.typeId,
      academicCalendarId: body.academicCalendarId,
    });
    const [row] = await selectDays().where(eq(schoolDays.id, id));
    return c.json(dayResponse(row as DayRow), 201);
  });

  app.all('/academic-calendars/years', methodNotAllowed('GET, POST'));
  app.all('/academic-calendars', methodNotAllowed('GET, POST'));
  app.all('/academic-terms', methodNotAllowed('GET, POST'));
  app.all('/school-day-types', methodNotAllowed('GET, POST'));
  app.all('/school-days', methodNotAllowed('GET, POST'));
  return app;
}
