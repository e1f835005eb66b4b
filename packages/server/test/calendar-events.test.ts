import {
  calendarEntrySchema,
  calendarEventSchema,
  eventsResource,
  listQueryMessages,
  messages,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import { type Body, type Builder, DENIED, date, type Item, TODAY, useSchool } from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * The academic calendar (issue 14, step 2; decision 0014): the events an administrator adds
 * (`/events`: a network-level registry that teachers read) and the feed GET /calendar-events,
 * which mixes the school days of every academic calendar with those events.
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;

const eventPath = (id: string) => `/api/events/${id}`;
const feed = (query: string, client = admin) => client.get<Item[]>(`/api/calendar-events?${query}`);

const ids: Record<string, string> = {};
const clients = {} as Record<'teacher' | 'secretary' | 'noRole', TestClient>;
const created = (path: string, body: Body, client = admin) => build.created(path, body, client);

const eventCount = async () =>
  Number((await server.db.select({ n: count() }).from(calendarEvents))[0]?.n ?? 0);

/** The audit events of one record: action and fields, oldest first. */
const auditOf = async (resourceId: string) =>
  (await build.auditOf(resourceId)).map(({ action, resource, fields }) => ({
    action,
    resource,
    fields,
  }));

const school = useSchool({ testing: { now: () => TODAY } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  const unit = (await build.unit('Escola Alfa')).id;
  ids.unit = unit;
  clients.teacher = (await build.signedUser('Beatriz', 'Professor(a)', [unit])).client;
  clients.secretary = (await build.signedUser('Helena', 'Secretaria Escolar', [unit])).client;
  clients.noRole = (await build.signedUser('Igor', null, [unit])).client;

  // Two calendars of 2026 (the network's, the unit's), their day types and school days, all through the API.
  const year = (await build.year('2026')).id;
  ids.year = year;
  ids.calendar = (await build.calendar(year, 'Calendário 2026')).id;
  // The unit's own (a year has one calendar for the whole network).
  ids.eja = (await build.calendar(year, 'Calendário EJA 2026', [unit])).id;
  // A day's entry takes its type's kind, whatever the description says ('Aula normal').
  for (const [key, description, kind] of [
    ['holiday', 'Feriado', 'FERIADO'],
    ['recess', 'Recesso Escolar', 'RECESSO'],
    ['lesson', 'Aula normal', 'DIA_LETIVO'],
  ] as const) {
    ids[key] = (await build.dayType(description, kind)).id;
  }
  const day = async (key: string, on: string, calendar: string, type: string) => {
    ids[key] = (await build.schoolDay(ids[calendar] as string, ids[type] as string, on)).id;
  };
  await day('lessonDay', '2026-04-20', 'calendar', 'lesson');
  await day('tiradentes', '2026-04-21', 'calendar', 'holiday');
  await day('ejaRecess', '2026-04-21', 'eja', 'recess');
  await day('julyRecess', '2026-07-20', 'calendar', 'recess');
  await day('beforeRange', '2026-03-31', 'calendar', 'lesson');
}, 60_000);

describe('/events: the events an administrator adds', () => {
  it('creates (201), reads, edits (200) and deletes (204) an event; audited', async () => {
    const answer = await admin.post<Item>('/api/events', {
      title: 'Reunião de pais',
      description: 'Entrega dos boletins do 1º bimestre.',
      date: date('2026-05-08'),
      type: 'CONSELHO_CLASSE',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(calendarEventSchema, answer.body)).toBe(true);
    const id = answer.body.id;
    expect(answer.body).toEqual({
      id,
      title: 'Reunião de pais',
      description: 'Entrega dos boletins do 1º bimestre.',
      date: date('2026-05-08'),
      type: 'CONSELHO_CLASSE',
    });
    expect((await admin.get(eventPath(id))).body).toEqual(answer.body);
    const list = await admin.get<Item[]>('/api/events');
    expect(list.status).toBe(200);
    expect(list.body.find((event) => event.id === id)).toEqual(answer.body);

    // A PATCH merges over the record; a null description clears it.
    const edited = await admin.request<Item>('PATCH', eventPath(id), {
      json: { title: 'Reunião de pais e mestres', description: null },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toEqual({
      id,
      title: 'Reunião de pais e mestres',
      description: null,
      date: date('2026-05-08'),
      type: 'CONSELHO_CLASSE',
    });
    expect((await admin.get(eventPath(id))).body).toEqual(edited.body);

    const removed = await admin.request('DELETE', eventPath(id));
    expect(removed.status, removed.text).toBe(204);
    const gone = await admin.get(eventPath(id));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: serverMessages.eventNotFound });

    expect(await auditOf(id)).toEqual([
      {
        action: 'create',
        resource: 'events',
        fields: expect.arrayContaining(['title', 'description', 'date', 'type']),
      },
      { action: 'update', resource: 'events', fields: ['title', 'description'] },
      { action: 'delete', resource: 'events', fields: [] },
    ]);
  });

  it('answers 404 for an unknown event on GET, PATCH and DELETE', async () => {
    for (const id of [MISSING_ID, 'nao-e-uuid']) {
      for (const answer of [
        await admin.get(eventPath(id)),
        await admin.request('PATCH', eventPath(id), { json: { title: 'Outro' } }),
        await admin.request('DELETE', eventPath(id)),
      ]) {
        expect(answer.status, `${id}: ${answer.text}`).toBe(404);
        expect(answer.body).toEqual({ message: eventsResource.notFound });
      }
    }
  });

  it('answers 400 per field for a bad body and writes nothing', async () => {
    const before = await eventCount();
    const festa = await admin.post('/api/events', {
      title: 'Festa Junina',
      date: date('2026-06-20'),
      type: 'FESTA',
    });
    expect(festa.status, festa.text).toBe(400);
    expect(festa.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [{ path: 'type', message: messages.eventTypeInvalid }],
    });
    const empty = await admin.post<{ issues: unknown[] }>('/api/events', {});
    expect(empty.status, empty.text).toBe(400);
    expect(empty.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: messages.eventTitleRequired },
        { path: 'date', message: messages.eventDateRequired },
        { path: 'type', message: messages.eventTypeRequired },
      ]),
    );
    expect(empty.body.issues).toHaveLength(3);
    const badDate = await admin.post('/api/events', {
      title: 'Festa Junina',
      date: '31/02/2026',
      type: 'FERIADO',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [{ path: 'date', message: messages.dateInvalid }],
    });
    expect(await eventCount()).toBe(before);

    const event = await created('/events', {
      title: 'Sábado de reposição',
      date: date('2026-05-16'),
      type: 'SABADO_LETIVO',
    });
    const patch = await admin.request('PATCH', eventPath(event.id), { json: { type: 'FESTA' } });
    expect(patch.status, patch.text).toBe(400);
    expect(patch.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [{ path: 'type', message: messages.eventTypeInvalid }],
    });
    expect((await admin.get(eventPath(event.id))).body).toEqual(event);
    expect(await auditOf(event.id)).toHaveLength(1);
  });

  it('lists with search (title, description, DD/MM/AAAA), sorts and pages', async () => {
    const made = {
      b: await created('/events', {
        title: 'Gincana cultural',
        description: 'Equipes por série',
        date: date('2027-03-10'),
        type: 'DIA_LETIVO',
      }),
      a: await created('/events', {
        title: 'Abertura da gincana',
        date: date('2027-03-01'),
        type: 'SABADO_LETIVO',
      }),
      c: await created('/events', {
        title: 'Conselho de Classe',
        description: 'Sala dos professores',
        date: date('2027-03-05'),
        type: 'CONSELHO_CLASSE',
      }),
    };
    const titles = async (query: string) => {
      const answer = await admin.get<Item[]>(`/api/events?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body
        .filter((event) => String(event.date).startsWith('2027-03'))
        .map((e) => e.title);
    };
    // Default: by date, earliest first.
    expect(await titles('')).toEqual([
      'Abertura da gincana',
      'Conselho de Classe',
      'Gincana cultural',
    ]);
    expect(await titles('sort=-date')).toEqual([
      'Gincana cultural',
      'Conselho de Classe',
      'Abertura da gincana',
    ]);
    expect(await titles('sort=title')).toEqual([
      'Abertura da gincana',
      'Conselho de Classe',
      'Gincana cultural',
    ]);
    // Types by their pt-BR labels: Conselho de Classe, Dia Letivo, Sábado Letivo.
    expect(await titles('sort=type')).toEqual([
      'Conselho de Classe',
      'Gincana cultural',
      'Abertura da gincana',
    ]);
    expect(await titles('q=GINCANA')).toEqual(['Abertura da gincana', 'Gincana cultural']);
    expect(await titles('q=POR SERIE')).toEqual(['Gincana cultural']);
    expect(await titles('q=05/03/2027')).toEqual(['Conselho de Classe']);
    const page = await admin.get<Item[]>('/api/events?q=2027&pageSize=2&page=1&sort=date');
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
    expect(page.body.map((event) => event.id)).toEqual([made.a.id, made.c.id]);
    const badSort = await admin.get('/api/events?sort=description');
    expect(badSort.status).toBe(400);
    expect(badSort.body).toEqual({ message: listQueryMessages.sortInvalid });
  });
});

describe('who reads and who writes the events', () => {
  let event: Item;

  beforeAll(async () => {
    event = await created('/events', {
      title: 'Semana da leitura',
      date: date('2026-08-10'),
      type: 'DIA_LETIVO',
    });
  });

  it('a teacher reads the events and the calendar but writes nothing (403)', async () => {
    const { teacher } = clients;
    const list = await teacher.get<Item[]>('/api/events');
    expect(list.status, list.text).toBe(200);
    expect(list.body.map((item) => item.id)).toContain(event.id);
    expect((await teacher.get(eventPath(event.id))).body).toEqual(event);
    expect((await feed('from=2026-08-01&to=2026-08-31', teacher)).status).toBe(200);

    const before = await eventCount();
    for (const answer of [
      await teacher.post('/api/events', {
        title: 'Aula extra',
        date: date('2026-08-11'),
        type: 'DIA_LETIVO',
      }),
      await teacher.request('PATCH', eventPath(event.id), { json: { title: 'Outro' } }),
      await teacher.request('DELETE', eventPath(event.id)),
    ]) {
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body).toEqual(DENIED);
    }
    expect(await eventCount()).toBe(before);
    expect((await admin.get(eventPath(event.id))).body).toEqual(event);
  });

  it('a unit-scoped secretary reads but cannot write a network-level event (403)', async () => {
    const { secretary } = clients;
    expect((await secretary.get(eventPath(event.id))).status).toBe(200);
    expect((await feed('from=2026-08-01&to=2026-08-31', secretary)).status).toBe(200);
    const before = await eventCount();
    for (const answer of [
      await secretary.post('/api/events', {
        title: 'Aula extra',
        date: date('2026-08-11'),
        type: 'DIA_LETIVO',
      }),
      await secretary.request('PATCH', eventPath(event.id), { json: { title: 'Outro' } }),
      await secretary.request('DELETE', eventPath(event.id)),
    ]) {
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body).toEqual(DENIED);
    }
    expect(await eventCount()).toBe(before);
  });

  it('a user without a role reads neither the events nor the calendar', async () => {
    for (const answer of [
      await clients.noRole.get('/api/events'),
      await clients.noRole.get(eventPath(event.id)),
      await feed('from=2026-08-01&to=2026-08-31', clients.noRole),
    ]) {
      expect(answer.status, answer.text).toBe(403);
      expect(answer.body).toEqual(DENIED);
    }
  });
});

describe('GET /calendar-events: school days and events of a period', () => {
  beforeAll(async () => {
    for (const [key, title, on, type] of [
      ['tiradentesAct', 'Ato cívico de Tiradentes', '2026-04-21', 'FERIADO'],
      ['council', 'Conselho de Classe do 1º bimestre', '2026-04-20', 'CONSELHO_CLASSE'],
      ['may', 'Dia do Trabalho', '2026-05-01', 'FERIADO'],
      ['april', 'Abertura dos Jogos', '2026-04-21', 'DIA_LETIVO'],
    ] as const) {
      ids[key] = (await created('/events', { title, date: date(on), type })).id;
    }
  });

  it('mixes school days and events: by date, school days first, then by title', async () => {
    const answer = await feed('from=2026-04-01&to=2026-04-30');
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(v.array(calendarEntrySchema), answer.body), answer.text).toBe(true);
    expect(answer.body).toEqual([
      {
        id: ids.lessonDay,
        source: 'SCHOOL_DAY',
        title: 'Aula normal',
        description: 'Calendário 2026',
        date: date('2026-04-20'),
        type: 'DIA_LETIVO',
      },
      {
        id: ids.council,
        source: 'EVENT',
        title: 'Conselho de Classe do 1º bimestre',
        description: null,
        date: date('2026-04-20'),
        type: 'CONSELHO_CLASSE',
      },
      {
        id: ids.tiradentes,
        source: 'SCHOOL_DAY',
        title: 'Feriado',
        description: 'Calendário 2026',
        date: date('2026-04-21'),
        type: 'FERIADO',
      },
      {
        id: ids.ejaRecess,
        source: 'SCHOOL_DAY',
        title: 'Recesso Escolar',
        description: 'Calendário EJA 2026',
        date: date('2026-04-21'),
        type: 'RECESSO',
      },
      {
        id: ids.april,
        source: 'EVENT',
        title: 'Abertura dos Jogos',
        description: null,
        date: date('2026-04-21'),
        type: 'DIA_LETIVO',
      },
      {
        id: ids.tiradentesAct,
        source: 'EVENT',
        title: 'Ato cívico de Tiradentes',
        description: null,
        date: date('2026-04-21'),
        type: 'FERIADO',
      },
    ]);
  });

  it('includes both ends of the period and follows edits', async () => {
    const oneDay = await feed('from=2026-03-31&to=2026-03-31');
    expect(oneDay.body.map((entry) => entry.id)).toEqual([ids.beforeRange]);
    const ends = await feed('from=2026-04-21&to=2026-05-01');
    expect(ends.body.map((entry) => entry.id)).toEqual([
      ids.tiradentes,
      ids.ejaRecess,
      ids.april,
      ids.tiradentesAct,
      ids.may,
    ]);
    const july = await feed('from=2026-07-01&to=2026-07-31');
    expect(july.body).toEqual([
      {
        id: ids.julyRecess,
        source: 'SCHOOL_DAY',
        title: 'Recesso Escolar',
        description: 'Calendário 2026',
        date: date('2026-07-20'),
        type: 'RECESSO',
      },
    ]);
    // An event moved out of the period leaves it; a deleted one is gone.
    const moved = await admin.request('PATCH', eventPath(ids.may as string), {
      json: { date: date('2026-06-01') },
    });
    expect(moved.status, moved.text).toBe(200);
    await admin.request('DELETE', eventPath(ids.april as string));
    const after = await feed('from=2026-04-21&to=2026-05-01');
    expect(after.body.map((entry) => entry.id)).toEqual([
      ids.tiradentes,
      ids.ejaRecess,
      ids.tiradentesAct,
    ]);
  });

  it('answers 400 for a missing, bad, reversed or too long period', async () => {
    const cases: [string, string][] = [
      ['', listQueryMessages.dateParamInvalid('from')],
      ['to=2026-04-30', listQueryMessages.dateParamInvalid('from')],
      ['from=2026-04-01', listQueryMessages.dateParamInvalid('to')],
      ['from=2026-02-30&to=2026-04-30', listQueryMessages.dateParamInvalid('from')],
      ['from=2026-04-01&to=amanha', listQueryMessages.dateParamInvalid('to')],
      ['from=2026-04-30&to=2026-04-01', listQueryMessages.dateRangeReversed],
      ['from=2026-01-01&to=2027-01-03', listQueryMessages.dateRangeTooLong(366)],
    ];
    for (const [query, message] of cases) {
      const answer = await feed(query);
      expect(answer.status, `${query}: ${answer.text}`).toBe(400);
      expect(answer.body, query).toEqual({ message });
    }
    // 366 days apart is the longest period.
    const year = await feed('from=2026-01-01&to=2027-01-02');
    expect(year.status, year.text).toBe(200);
    expect(year.body.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([ids.beforeRange, ids.julyRecess, ids.tiradentesAct]),
    );
  });

  it('answers 405 for another method', async () => {
    const answer = await admin.post('/api/calendar-events', {});
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
  });
});
