import { serverMessages } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Body, type Builder, date, useSchool } from './builders.ts';
import { ADMIN, type TestClient } from './helpers.ts';
import { databaseAt, rowsOf, signedIn } from './migrations-at.ts';

/*
 * The calendar's rules (issue 26): a school day inside its calendar's academic year and one per
 * date of a calendar; a term inside the year, not overlapping another term of its calendar, with
 * a title of its own there. The year 2027 runs 01/02/2027 to 15/12/2027.
 */

let admin: TestClient;
let build: Builder;
let calendar = '';
let otherCalendar = '';
let lessonDay = '';
let holiday = '';

const school = useSchool();

beforeAll(async () => {
  ({ admin, build } = school);
  const year = (await build.year('2027', '2027-02-01', '2027-12-15')).id;
  const [alfa, beta] = [(await build.unit('Escola Alfa')).id, (await build.unit('Escola Beta')).id];
  calendar = (await build.calendar(year, 'Calendário 2027 — Escola Alfa', [alfa])).id;
  otherCalendar = (await build.calendar(year, 'Calendário 2027 — Escola Beta', [beta])).id;
  lessonDay = (await build.dayType('Dia Letivo 2027', 'DIA_LETIVO')).id;
  holiday = (await build.dayType('Feriado 2027', 'FERIADO')).id;
});

const yearDates = '01/02/2027 a 15/12/2027';

async function count(path: string): Promise<number> {
  const answer = await admin.request('GET', `/api${path}?page=1&pageSize=1`);
  const total = Number(answer.headers.get('x-total-count'));
  expect(Number.isInteger(total)).toBe(true);
  return total;
}

/** POST `body` to `path`: the answer's status and body, and that nothing was saved on a refusal. */
async function post(path: string, body: Body) {
  const before = await count(path);
  const answer = await admin.request<{ message: string; issues?: unknown[] }>(
    'POST',
    `/api${path}`,
    { json: body },
  );
  if (answer.status >= 400) expect(await count(path)).toBe(before);
  return answer;
}

describe('school days', () => {
  const day = (on: string, typeId = lessonDay, academicCalendarId = calendar) => ({
    date: date(on),
    typeId,
    academicCalendarId,
  });

  it('a date outside the calendar’s academic year is refused (422, on the date field)', async () => {
    for (const on of ['2030-03-15', '2027-01-31', '2027-12-16']) {
      const answer = await post('/school-days', day(on));
      const message = serverMessages.schoolDayOutsideYear('2027', '01/02/2027', '15/12/2027');
      expect(message).toContain(yearDates);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message, issues: [{ path: 'date', message }] });
    }
  });

  it('the first and the last day of the year are accepted', async () => {
    expect((await post('/school-days', day('2027-02-01'))).status).toBe(201);
    expect((await post('/school-days', day('2027-12-15'))).status).toBe(201);
  });

  it('a second school day on one date of a calendar is refused (409), whatever its type; another calendar may have it', async () => {
    expect((await post('/school-days', day('2027-03-10'))).status).toBe(201);
    const again = await post('/school-days', day('2027-03-10', holiday));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(serverMessages.schoolDayTaken);
    const elsewhere = await post('/school-days', day('2027-03-10', holiday, otherCalendar));
    expect(elsewhere.status).toBe(201);
  });

  it('moving a day onto a taken date or out of the year is refused; changing its type is not', async () => {
    const taken = await build.schoolDay(calendar, lessonDay, '2027-03-11');
    const moved = await build.schoolDay(calendar, lessonDay, '2027-03-12');
    const onto = await admin.request('PATCH', `/api/school-days/${moved.id}`, {
      json: { date: date('2027-03-11') },
    });
    expect(onto.status).toBe(409);
    const out = await admin.request('PATCH', `/api/school-days/${moved.id}`, {
      json: { date: date('2028-03-11') },
    });
    expect(out.status).toBe(422);
    const retyped = await admin.request<{ type: { id: string } }>(
      'PATCH',
      `/api/school-days/${taken.id}`,
      { json: { typeId: holiday } },
    );
    expect(retyped.status).toBe(200);
    expect(retyped.body.type.id).toBe(holiday);
  });
});

describe('academic terms', () => {
  const term = (title: string, start: string, end: string, academicCalendarId = calendar) => ({
    title,
    startDate: date(start),
    endDate: date(end),
    academicCalendarId,
  });

  beforeAll(async () => {
    await build.term(calendar, '1º Bimestre', '2027-02-01', '2027-04-16');
    await build.term(calendar, '2º Bimestre', '2027-04-19', '2027-07-02');
  });

  it('a term that starts or ends outside the academic year is refused (422, on that date)', async () => {
    const message = serverMessages.termOutsideYear('2027', '01/02/2027', '15/12/2027');
    const early = await post(
      '/academic-terms',
      term('Bimestre antecipado', '2026-01-01', '2027-01-10'),
    );
    expect(early.status).toBe(422);
    expect(early.body).toEqual({
      message,
      issues: [
        { path: 'startDate', message },
        { path: 'endDate', message },
      ],
    });
    const late = await post('/academic-terms', term('4º Bimestre', '2027-10-04', '2027-12-20'));
    expect(late.status).toBe(422);
    expect(late.body.issues).toEqual([{ path: 'endDate', message }]);
  });

  it('a term overlapping another of the calendar is refused (409), naming it; touching is not overlapping', async () => {
    const overlap = await post('/academic-terms', term('Recuperação', '2027-04-10', '2027-04-23'));
    expect(overlap.status).toBe(409);
    const message = serverMessages.termOverlaps('1º Bimestre', '01/02/2027', '16/04/2027');
    expect(overlap.body.message).toBe(message);
    const inside = await post(
      '/academic-terms',
      term('Semana de provas', '2027-05-03', '2027-05-07'),
    );
    expect(inside.status).toBe(409);
    expect(inside.body.message).toContain('2º Bimestre');
    const next = await post('/academic-terms', term('3º Bimestre', '2027-07-05', '2027-09-30'));
    expect(next.status).toBe(201);
  });

  it('a title another term of the calendar has is refused (409), whatever its case and accents; another calendar may use it', async () => {
    const again = await post('/academic-terms', term('1º bimestre', '2027-10-01', '2027-10-29'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(serverMessages.termTitleTaken);
    const elsewhere = await post(
      '/academic-terms',
      term('1º Bimestre', '2027-02-01', '2027-04-16', otherCalendar),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('an edit keeps its own dates and title without meeting itself, and may not stretch over the next term', async () => {
    const own = await build.term(calendar, '4º Bimestre', '2027-10-04', '2027-12-15');
    const renamed = await admin.request<{ title: string; status: string }>(
      'PATCH',
      `/api/academic-terms/${own.id}`,
      { json: { title: '4º Bimestre (final)' } },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('4º Bimestre (final)');
    const stretched = await admin.request('PATCH', `/api/academic-terms/${own.id}`, {
      json: { startDate: date('2027-09-20') },
    });
    expect(stretched.status).toBe(409);
  });
});

describe('upgrading a database that holds a date twice in a calendar, or a title twice', () => {
  it('moves the later school day aside as it was, renames the later title with (2), and then refuses new ones', async () => {
    const id = (n: number) => `01900000-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`;
    const old = await databaseAt(9, async (db) => {
      await db.execute(sql`
        insert into academic_years (id, year, start_date, end_date) values
          (${id(1)}, '2025', '2025-02-03', '2025-12-12')`);
      await db.execute(sql`
        insert into academic_calendars (id, title, academic_year_id) values
          (${id(2)}, 'Calendário 2025', ${id(1)}), (${id(3)}, 'Calendário EJA 2025', ${id(1)})`);
      await db.execute(sql`
        insert into school_day_types (id, description) values
          (${id(4)}, 'Dia Letivo'), (${id(5)}, 'Feriado')`);
      await db.execute(sql`
        insert into school_days (id, date, type_id, academic_calendar_id, created_at) values
          (${id(10)}, '2025-04-21', ${id(4)}, ${id(2)}, '2025-01-01'),
          (${id(11)}, '2025-04-21', ${id(5)}, ${id(2)}, '2025-01-02'),
          (${id(12)}, '2025-04-21', ${id(4)}, ${id(3)}, '2025-01-03'),
          (${id(13)}, '2025-04-22', ${id(4)}, ${id(2)}, '2025-01-04')`);
      await db.execute(sql`
        insert into academic_terms (id, title, start_date, end_date, academic_calendar_id, created_at) values
          (${id(20)}, '1º Bimestre', '2025-02-03', '2025-04-11', ${id(2)}, '2025-01-01'),
          (${id(21)}, '1º BIMESTRE', '2025-04-14', '2025-06-27', ${id(2)}, '2025-01-02'),
          (${id(22)}, '1º Bimestre', '2025-02-03', '2025-06-27', ${id(3)}, '2025-01-03')`);
    });

    await old.start(async (upgraded) => {
      const days = await rowsOf<{ id: string }>(
        upgraded.db,
        sql`select id from school_days order by id`,
      );
      expect(days.map((row) => row.id)).toEqual([id(10), id(12), id(13)]);
      const aside = await rowsOf<{ id: string; date: string; type_id: string }>(
        upgraded.db,
        sql`select id, to_char(date, 'YYYY-MM-DD') as date, type_id from school_days_set_aside`,
      );
      expect(aside).toEqual([{ id: id(11), date: '2025-04-21', type_id: id(5) }]);
      const terms = await rowsOf<{ title: string }>(
        upgraded.db,
        sql`select title from academic_terms order by id`,
      );
      expect(terms.map((row) => row.title)).toEqual([
        '1º Bimestre',
        '1º BIMESTRE (2)',
        '1º Bimestre',
      ]);

      const client = await signedIn(upgraded, ADMIN.email, ADMIN.password);
      const again = await client.post('/api/school-days', {
        date: date('2025-04-22'),
        typeId: id(5),
        academicCalendarId: id(2),
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: serverMessages.schoolDayTaken,
        issues: [{ path: 'date', message: serverMessages.schoolDayTaken }],
      });
    });
  }, 120_000);
});
