import {
  type AcademicCalendarSummary,
  messages,
  NETWORK_WIDE,
  type SchoolDay,
  serverMessages,
} from '@lousa/domain';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, schoolDays } from '../src/db/schema.ts';
import { type Body, DENIED, date, type Item, refuser, type Signed, useSchool } from './builders.ts';

/*
 * 'A calendar that can be filled in an afternoon' (issue 27): POST /school-days/batch adds a
 * range of dates on chosen days of the week at once, leaving the dates the calendar has; GET
 * /academic-calendars/<id>/summary gives the totals a secretary checks against the law.
 */
const school = useSchool();
const BATCH = '/api/school-days/batch';
const NO_CALENDAR = '0190f5e2-7c1a-7000-8000-000000000000';
let calendar: string;
let lessonType: string;
let holiday: string;
let reader: Signed;

beforeAll(async () => {
  const { build } = school;
  const year = (await build.year('2026')).id;
  calendar = (await build.calendar(year)).id;
  lessonType = (await build.dayType('Aula normal', 'DIA_LETIVO')).id;
  // A holiday whose description reads like a lesson day: its kind alone counts.
  holiday = (await build.dayType('Dia letivo', 'FERIADO')).id;
  await build.created('/roles', {
    name: 'Consulta de cadastros',
    permissions: ['registries.read', NETWORK_WIDE],
  });
  reader = await build.signedUser('Rita', 'Consulta de cadastros');
});

/** A batch body on the suite's calendar: Monday to Friday unless said. */
const batch = (from: string, to: string, extra: Body = {}): Body => ({
  academicCalendarId: calendar,
  typeId: lessonType,
  from: date(from),
  to: date(to),
  weekdays: [1, 2, 3, 4, 5],
  ...extra,
});

const post = (body: unknown, client = school.admin) =>
  client.post<{ created: number; skipped: number }>(BATCH, body);

/** The stored days of a calendar between two dates, in order: date and type. */
async function daysOf(calendarId: string, from = '0001-01-01', to = '9999-12-31') {
  const rows = await school.server.db
    .select({ date: schoolDays.date, typeId: schoolDays.typeId })
    .from(schoolDays)
    .where(eq(schoolDays.academicCalendarId, calendarId))
    .orderBy(asc(schoolDays.date));
  return rows.filter((row) => row.date >= from && row.date <= to);
}

/** Everything a batch could write: the days and the audit log's length. */
async function snapshot() {
  const [audit] = await school.server.db.select({ n: count() }).from(auditEvents);
  return {
    days: await school.server.db.select().from(schoolDays).orderBy(asc(schoolDays.id)),
    audit: Number(audit?.n),
  };
}
const refused = refuser(snapshot);
const on = (path: string, message: string) => ({
  message: serverMessages.invalidBody,
  issues: [{ path, message }],
});

describe('POST /school-days/batch', () => {
  it('adds a day of the type on each listed weekday of the range: Mon–Fri of two weeks are 10', async () => {
    const answer = await post(batch('2026-03-02', '2026-03-15'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 10, skipped: 0 });
    const days = await daysOf(calendar, '2026-03-01', '2026-03-15');
    expect(days.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(days.every((day) => day.typeId === lessonType)).toBe(true);
    // Listed as any day is, with its type and calendar.
    const listed = await school.admin.get<SchoolDay[]>('/api/school-days?q=09/03/2026');
    expect(listed.body.map((day) => [day.date, day.type.description])).toEqual([
      [date('2026-03-09'), 'Aula normal'],
    ]);
  });

  it('takes only the weekdays listed: the Saturdays of a month', async () => {
    const answer = await post(batch('2026-08-01', '2026-08-31', { weekdays: [6] }));
    expect(answer.body).toEqual({ created: 5, skipped: 0 });
    expect((await daysOf(calendar, '2026-08-01', '2026-08-31')).map((day) => day.date)).toEqual([
      '2026-08-01',
      '2026-08-08',
      '2026-08-15',
      '2026-08-22',
      '2026-08-29',
    ]);
  });

  it('leaves the dates the calendar has as they are and counts them as skipped', async () => {
    await school.build.schoolDay(calendar, holiday, '2026-04-21');
    await school.build.schoolDay(calendar, holiday, '2026-04-22');
    const answer = await post(batch('2026-04-20', '2026-04-24'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 3, skipped: 2 });
    expect(await daysOf(calendar, '2026-04-20', '2026-04-24')).toEqual([
      { date: '2026-04-20', typeId: lessonType },
      { date: '2026-04-21', typeId: holiday },
      { date: '2026-04-22', typeId: holiday },
      { date: '2026-04-23', typeId: lessonType },
      { date: '2026-04-24', typeId: lessonType },
    ]);
    // The same range again: nothing new.
    expect((await post(batch('2026-04-20', '2026-04-24'))).body).toEqual({
      created: 0,
      skipped: 5,
    });
  });

  it('a range with none of the weekdays adds nothing', async () => {
    const answer = await post(batch('2026-05-02', '2026-05-03'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 0, skipped: 0 });
  });

  it('two batches of one range at the same time: each date once, the other counted as skipped', async () => {
    const range = batch('2026-06-01', '2026-06-30');
    const answers = await Promise.all([post(range), post(range)]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect(answers.map((answer) => answer.body.created).reduce((a, b) => a + b)).toBe(22);
    expect(answers.map((answer) => answer.body.skipped).reduce((a, b) => a + b)).toBe(22);
    expect(await daysOf(calendar, '2026-06-01', '2026-06-30')).toHaveLength(22);
  });

  it('audits each day added as a create of the school day, as when added alone', async () => {
    const answer = await post(batch('2026-07-06', '2026-07-07'));
    expect(answer.body).toEqual({ created: 2, skipped: 0 });
    const events = await school.server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'school-days'))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
    const labels = events.map((event) => event.resourceLabel);
    expect(labels).toContain('06/07/2026');
    const event = events.find((item) => item.resourceLabel === '07/07/2026');
    expect(event).toMatchObject({
      action: 'create',
      fields: ['date', 'academicCalendarId', 'typeId'],
      actorEmail: expect.any(String),
    });
    const [stored] = await school.server.db
      .select({ id: schoolDays.id })
      .from(schoolDays)
      .where(eq(schoolDays.date, '2026-07-07'));
    expect(event?.resourceId).toBe(stored?.id);
  });

  it('400 with nothing saved: to before from (on to), no weekday, a range over a year', async () => {
    await refused(
      () => post(batch('2026-09-10', '2026-09-09')),
      400,
      on('to', messages.endBeforeStart),
    );
    await refused(
      () => post(batch('2026-09-01', '2026-09-30', { weekdays: [] })),
      400,
      on('weekdays', messages.weekdaysRequired),
    );
    await refused(
      () => post(batch('2026-09-01', '2026-09-30', { weekdays: [7] })),
      400,
      on('weekdays', messages.weekdayInvalid),
    );
    await refused(
      () => post(batch('2026-02-01', '2027-02-02')),
      400,
      on('to', messages.schoolDayRangeTooLong),
    );
    await refused(() => post('[]'), 400, {
      message: serverMessages.invalidBody,
      issues: expect.any(Array),
    });
  });

  it('422 with nothing saved: an unknown calendar or type, as POST /school-days answers', async () => {
    await refused(
      () => post(batch('2026-09-01', '2026-09-30', { academicCalendarId: NO_CALENDAR })),
      422,
      serverMessages.academicCalendarNotFound,
    );
    await refused(
      () => post(batch('2026-09-01', '2026-09-30', { typeId: NO_CALENDAR })),
      422,
      serverMessages.schoolDayTypeNotFound,
    );
    const single = await school.admin.post('/api/school-days', {
      date: date('2026-09-01'),
      academicCalendarId: calendar,
      typeId: NO_CALENDAR,
    });
    expect(single.body).toEqual({ message: serverMessages.schoolDayTypeNotFound });
  });

  it('422 with nothing saved: an end outside the academic year, as one date outside it', async () => {
    const outside = serverMessages.schoolDayOutsideYear('2026', '01/02/2026', '15/12/2026');
    await refused(() => post(batch('2026-12-01', '2026-12-31')), 422, {
      message: outside,
      issues: [{ path: 'to', message: outside }],
    });
    await refused(() => post(batch('2026-01-20', '2026-02-10')), 422, {
      message: outside,
      issues: [{ path: 'from', message: outside }],
    });
    const single = await school.admin.post('/api/school-days', {
      date: date('2026-12-31'),
      academicCalendarId: calendar,
      typeId: lessonType,
    });
    expect(single.status).toBe(422);
    expect(single.body).toEqual({ message: outside, issues: [{ path: 'date', message: outside }] });
  });

  it('403 with nothing saved for a user who may read the registries but not write them', async () => {
    await refused(() => post(batch('2026-09-01', '2026-09-30'), reader.client), 403, DENIED);
    const single = await reader.client.post('/api/school-days', {
      date: date('2026-09-01'),
      academicCalendarId: calendar,
      typeId: lessonType,
    });
    expect(single.status).toBe(403);
  });

  it('only POST', async () => {
    expect((await school.admin.get(BATCH)).status).toBe(405);
  });
});

describe('GET /academic-calendars/<id>/summary', () => {
  const summaryOf = (id: string, client = school.admin) =>
    client.get<AcademicCalendarSummary>(`/api/academic-calendars/${id}/summary`);

  it('counts the days by kind: a DIA_LETIVO named "Aula normal" is a lesson day, a FERIADO named "Dia letivo" is not', async () => {
    const { build } = school;
    const year = (await build.year('2031')).id;
    const own = (await build.calendar(year)).id;
    const saturday = (await build.dayType(build.unique('Reposição'), 'SABADO_LETIVO')).id;
    const council = (await build.dayType(build.unique('Conselho'), 'CONSELHO_CLASSE')).id;
    const added = await post({
      academicCalendarId: own,
      typeId: lessonType,
      from: date('2031-03-03'),
      to: date('2031-03-14'),
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(added.body).toEqual({ created: 10, skipped: 0 });
    await build.schoolDay(own, saturday, '2031-03-15');
    await build.schoolDay(own, holiday, '2031-04-18');
    await build.schoolDay(own, holiday, '2031-04-21');
    await build.schoolDay(own, council, '2031-07-04');
    const answer = await summaryOf(own);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      lessonDays: 11,
      schoolDays: 14,
      byKind: {
        DIA_LETIVO: 10,
        SABADO_LETIVO: 1,
        FERIADO: 2,
        RECESSO: 0,
        CONSELHO_CLASSE: 1,
        PLANEJAMENTO: 0,
      },
    });
  });

  it('a calendar without days: every kind is there, at 0', async () => {
    const year = (await school.build.year('2032')).id;
    const empty = (await school.build.calendar(year)).id;
    expect((await summaryOf(empty)).body).toEqual({
      lessonDays: 0,
      schoolDays: 0,
      byKind: {
        DIA_LETIVO: 0,
        SABADO_LETIVO: 0,
        FERIADO: 0,
        RECESSO: 0,
        CONSELHO_CLASSE: 0,
        PLANEJAMENTO: 0,
      },
    });
  });

  it('404 with the calendar message for an unknown or malformed id', async () => {
    for (const id of [NO_CALENDAR, 'nao-e-um-id']) {
      const answer = await summaryOf(id);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.academicCalendarNotFound });
    }
  });

  it('read as the calendar is read: with registries.read; not without it', async () => {
    const calendarRead = await reader.client.get<Item>(`/api/academic-calendars/${calendar}`);
    expect(calendarRead.status).toBe(200);
    expect((await summaryOf(calendar, reader.client)).status).toBe(200);
    const nobody = await school.build.signedUser('Sem', null);
    expect((await nobody.client.get(`/api/academic-calendars/${calendar}`)).status).toBe(403);
    const denied = await summaryOf(calendar, nobody.client);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(DENIED);
    expect(
      (await school.admin.post(`/api/academic-calendars/${calendar}/summary`, {})).status,
    ).toBe(405);
  });
});
