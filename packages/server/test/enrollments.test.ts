import {
  classroomSchema,
  type Enrollment,
  enrollmentSchema,
  inUseMessages,
  listQueryMessages,
  messages,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, enrollments, students } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  TODAY as clock,
  date,
  type Item,
  type PersonOptions,
  refuser,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Enrolments: POST /enrollments and its rules (each refusal writes nothing), transfers that keep
 * the history in one transaction, cancel and complete, the list (filters, search, sort, pages),
 * the unit scope and the permission; and what classrooms gain: capacity, the enrolled count and
 * the delete blocker. Students are inserted straight into the database (persons + students).
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let secretary: TestClient;
let teacher: TestClient;
const TODAY = '2026-06-15';
const ids: Record<string, string> = {};
const _created = (path: string, body: Body, client = admin) => build.created(path, body, client);

async function created(path: string, body: Body, client = admin): Promise<Item> {
  const answer = await client.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return answer.body;
}

/** A student (person + student rows) straight into the database; its id. */
const insertStudent = (name: string, options: PersonOptions = {}) =>
  build.insertStudent({ name, birthDate: '2016-03-10', ...options });

/**
 * A classroom of unit A (or B) with `capacity` seats (undefined: not limited), of the 2026 year
 * unless said.
 */
const classroom = async (capacity?: number, unit: 'A' | 'B' = 'A', year = '2026') =>
  (
    await build.classroom(ids[`unit${unit}`] as string, ids[`course${unit}`] as string, {
      capacity,
      academicYearId: ids[`year${year}`],
    })
  ).id;

/** An enrolment body in the 2026 year, from 1 March. */
const enrolment = (studentId: string, classroomId: string, extra: Body = {}): Body => ({
  studentId,
  classroomId,
  academicYearId: ids.year2026,
  date: date('2026-03-01'),
  ...extra,
});

async function enrol(studentId: string, classroomId: string, extra: Body = {}, client = admin) {
  return (await created('/enrollments', enrolment(studentId, classroomId, extra), client)) as Item &
    Enrollment;
}

/** Everything an enrolment write could touch: the enrolments, students' units, audit events. */
async function snapshot() {
  return {
    enrollments: await server.db.select().from(enrollments).orderBy(asc(enrollments.id)),
    students: await server.db
      .select({ id: students.id, unit: students.schoolUnitId })
      .from(students)
      .orderBy(asc(students.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}

/** Expects `call` to answer `status` with `expected` (a message or a body), writing nothing. */
const refused = refuser(snapshot);

const post = (path: string, json: unknown, client = admin) =>
  client.post<Item>(`/api/enrollments${path}`, json);

const school = useSchool({ testing: { now: () => clock } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  Object.assign(ids, await build.network({ units: ['Escola Alfa', 'Escola Beta'], year: false }));
  for (const year of ['2025', '2026', '2031']) ids[`year${year}`] = (await build.year(year)).id;
  secretary = (await build.signedUser('Pessoa', 'Secretaria Escolar', [ids.unitA as string]))
    .client;
  teacher = (await build.signedUser('Pessoa', 'Professor(a)', [ids.unitA as string])).client;
}, 60_000);

describe('POST /enrollments', () => {
  it('enrols: 201 with the item; the student record joins the unit; audited', async () => {
    const room = await classroom(30);
    const studentId = await insertStudent('Larissa Moura');
    const answer = await post('', enrolment(studentId, room, { date: '05/03/2026' }));
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(enrollmentSchema, answer.body), answer.text).toBe(true);
    expect(answer.body).toEqual({
      id: expect.any(String),
      status: 'ACTIVE',
      date: date('2026-03-05'),
      endDate: null,
      cancelReason: null,
      student: { id: studentId, name: 'Larissa Moura' },
      classroom: { id: room, name: expect.stringMatching(/^Turma /) },
      schoolUnit: { id: ids.unitA, name: 'Escola Alfa' },
      academicYear: { id: ids.year2026, year: '2026' },
    });
    expect((await admin.get(`/api/enrollments/${answer.body.id}`)).body).toEqual(answer.body);
    expect(await build.studentUnit(studentId)).toBe(ids.unitA);
    const events = await build.auditOf(answer.body.id);
    expect(events).toMatchObject([
      {
        action: 'create',
        resource: 'enrollments',
        fields: ['studentId', 'classroomId', 'academicYearId', 'date'],
      },
    ]);
  });

  it('400 with the schema messages; nothing written', async () => {
    const before = await snapshot();
    const answer = await post('', { studentId: 'x', date: '31/02/2026' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: serverMessages.invalidBody,
      issues: expect.arrayContaining([
        { path: 'studentId', message: messages.enrollmentStudentInvalid },
        { path: 'classroomId', message: messages.enrollmentClassroomRequired },
        { path: 'academicYearId', message: messages.academicYearRequired },
        { path: 'date', message: messages.dateInvalid },
      ]),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('422 for a missing student, classroom or academic year; nothing written', async () => {
    const room = await classroom();
    const studentId = await insertStudent('Otávio Ramos');
    await refused(() => post('', enrolment(MISSING_ID, room)), 422, serverMessages.studentNotFound);
    await refused(
      () => post('', enrolment(studentId, MISSING_ID)),
      422,
      serverMessages.classroomNotFound,
    );
    await refused(
      () => post('', enrolment(studentId, room, { academicYearId: MISSING_ID })),
      422,
      serverMessages.academicYearNotFound,
    );
  });

  it('422 for a date outside the academic year (its first and last days are inside)', async () => {
    const room = await classroom();
    for (const day of ['2026-01-31', '2026-12-16', '2025-06-01']) {
      const studentId = await insertStudent(`Fora ${day}`);
      await refused(
        () => post('', enrolment(studentId, room, { date: date(day) })),
        422,
        serverMessages.enrollmentDateOutsideYear,
      );
    }
    for (const day of ['2026-02-01', '2026-12-15']) {
      const studentId = await insertStudent(`Dentro ${day}`);
      expect((await post('', enrolment(studentId, room, { date: date(day) }))).status).toBe(201);
    }
  });

  it('409 for a second active enrolment in the year; another year, or after a cancel, is fine', async () => {
    const [roomA, roomB] = [await classroom(), await classroom()];
    const studentId = await insertStudent('Helena Duarte');
    const first = await enrol(studentId, roomA);
    for (const room of [roomA, roomB]) {
      await refused(
        () => post('', enrolment(studentId, room)),
        409,
        serverMessages.enrollmentActiveExists,
      );
    }
    // Another year's enrolment is in a class of that year.
    const of2025 = await classroom(undefined, 'B', '2025');
    await enrol(studentId, of2025, { academicYearId: ids.year2025, date: date('2025-03-01') });
    expect((await post(`/${first.id}/cancel`, { reason: 'Engano' })).status).toBe(200);
    await enrol(studentId, roomB);
  });

  it('409 when the classroom is full; nothing written; a closed enrolment frees its seat', async () => {
    const room = await classroom(2);
    const [a, b, c] = [
      await insertStudent('Ana Full'),
      await insertStudent('Bia Full'),
      await insertStudent('Caio Full'),
    ];
    const first = await enrol(a, room);
    await enrol(b, room);
    await refused(() => post('', enrolment(c, room)), 409, serverMessages.classroomFull(2));
    expect((await post(`/${first.id}/complete`, {})).status).toBe(200);
    await enrol(c, room);
  });

  it('two concurrent enrolments for the last seat: one 201, one 409', async () => {
    const room = await classroom(1);
    const [a, b] = [await insertStudent('Corrida Um'), await insertStudent('Corrida Dois')];
    const answers = await Promise.all([post('', enrolment(a, room)), post('', enrolment(b, room))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: serverMessages.classroomFull(1),
    });
    const rows = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.classroomId, room));
    expect(rows).toHaveLength(1);
  });

  it('two concurrent enrolments of one student in two classrooms: one 201, one 409', async () => {
    const [roomA, roomB] = [await classroom(), await classroom()];
    const studentId = await insertStudent('Dupla Corrida');
    const answers = await Promise.all([
      post('', enrolment(studentId, roomA)),
      post('', enrolment(studentId, roomB)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: serverMessages.enrollmentActiveExists,
    });
    const rows = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.studentId, studentId));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /enrollments/<id>/transfer', () => {
  it('closes the enrolment that day and opens the next one: history kept, one audit each', async () => {
    const from = await classroom(10);
    const to = await classroom(10, 'B');
    const studentId = await insertStudent('Tiago Transferido');
    const old = await enrol(studentId, from);
    const answer = await post(`/${old.id}/transfer`, { classroomId: to, date: '20/05/2026' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'ACTIVE',
      date: date('2026-05-20'),
      endDate: null,
      student: { id: studentId },
      classroom: { id: to },
      schoolUnit: { id: ids.unitB, name: 'Escola Beta' },
      academicYear: { id: ids.year2026 },
    });
    const history = await admin.get<Enrollment[]>(
      `/api/enrollments?studentId=${studentId}&sort=date`,
    );
    expect(history.body).toEqual([
      { ...old, status: 'TRANSFERRED', endDate: date('2026-05-20') },
      answer.body,
    ]);
    const [row] = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, answer.body.id));
    expect(row?.transferredFromId).toBe(old.id);
    expect(await build.studentUnit(studentId)).toBe(ids.unitB);
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'enrollments'));
    expect(events.filter((event) => event.resourceId === old.id)).toMatchObject([
      { action: 'create' },
      { action: 'update', fields: ['status', 'endDate'] },
    ]);
    expect(events.filter((event) => event.resourceId === answer.body.id)).toMatchObject([
      { action: 'create', fields: ['classroomId', 'date', 'transferredFromId'] },
    ]);
    // The new classroom's seat is taken, the old one's freed.
    const rooms = await admin.get<Item[]>('/api/classrooms');
    const enrolled = (id: string) => rooms.body.find((room) => room.id === id)?.enrolled;
    expect([enrolled(from), enrolled(to)]).toEqual([0, 1]);
    // The same day as the start is fine.
    const again = await post(`/${answer.body.id}/transfer`, {
      classroomId: from,
      date: date('2026-05-20'),
    });
    expect(again.status, again.text).toBe(201);
  });

  it('refuses, writing nothing: 404, 400, 409 not active, 422 same classroom, missing classroom, date before the start or outside the year, 409 full', async () => {
    const room = await classroom();
    const full = await classroom(1);
    await enrol(await insertStudent('Ocupa Vaga'), full);
    const other = await classroom();
    const current = await enrol(await insertStudent('Regras Transferência'), room, {
      date: date('2026-04-10'),
    });
    const transfer =
      (body: Body, id = current.id) =>
      () =>
        post(`/${id}/transfer`, body);
    const at = (day: string) => date(day);
    await refused(
      transfer({ classroomId: other, date: at('2026-05-01') }, MISSING_ID),
      404,
      serverMessages.enrollmentNotFound,
    );
    const before = await snapshot();
    const invalid = await post(`/${current.id}/transfer`, { classroomId: other });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      issues: [{ path: 'date', message: messages.transferDateRequired }],
    });
    expect(await snapshot()).toEqual(before);
    await refused(
      transfer({ classroomId: room, date: at('2026-05-01') }),
      422,
      serverMessages.transferSameClassroom,
    );
    await refused(
      transfer({ classroomId: MISSING_ID, date: at('2026-05-01') }),
      422,
      serverMessages.classroomNotFound,
    );
    await refused(
      transfer({ classroomId: other, date: at('2026-04-09') }),
      422,
      serverMessages.enrollmentDateBeforeStart,
    );
    await refused(
      transfer({ classroomId: other, date: at('2026-12-16') }),
      422,
      serverMessages.enrollmentDateOutsideYear,
    );
    await refused(
      transfer({ classroomId: full, date: at('2026-05-01') }),
      409,
      serverMessages.classroomFull(1),
    );
    expect((await post(`/${current.id}/complete`, {})).status).toBe(200);
    await refused(
      transfer({ classroomId: other, date: at('2026-05-01') }),
      409,
      serverMessages.enrollmentNotActive,
    );
  });

  it('two concurrent transfers of one enrolment: one 201, one 409; one new enrolment', async () => {
    const [room, a, b] = [await classroom(), await classroom(), await classroom()];
    const studentId = await insertStudent('Transferência Dupla');
    const current = await enrol(studentId, room);
    const answers = await Promise.all(
      [a, b].map((classroomId) =>
        post(`/${current.id}/transfer`, { classroomId, date: date('2026-06-01') }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: serverMessages.enrollmentNotActive,
    });
    const rows = await server.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(eq(enrollments.studentId, studentId))
      .orderBy(asc(enrollments.id));
    expect(rows.map((row) => row.status)).toEqual(['TRANSFERRED', 'ACTIVE']);
  });
});

describe('cancel and complete', () => {
  it('cancel: 200, CANCELLED today with the reason; 400 without one; 409 once closed', async () => {
    const room = await classroom();
    const current = await enrol(await insertStudent('Cancelada Silva'), room);
    const before = await snapshot();
    const missing = await post(`/${current.id}/cancel`, { reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      issues: [{ path: 'reason', message: messages.cancelReasonRequired }],
    });
    expect(await snapshot()).toEqual(before);
    const answer = await post(`/${current.id}/cancel`, { reason: 'Mudou de cidade' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      ...current,
      status: 'CANCELLED',
      endDate: date(TODAY),
      cancelReason: 'Mudou de cidade',
    });
    const [, event] = await build.auditOf(current.id);
    expect(event).toMatchObject({
      action: 'update',
      fields: ['status', 'endDate', 'cancelReason'],
    });
    for (const action of ['cancel', 'complete']) {
      await refused(
        () => post(`/${current.id}/${action}`, { reason: 'De novo' }),
        409,
        serverMessages.enrollmentNotActive,
      );
    }
    await refused(
      () => post(`/${MISSING_ID}/cancel`, { reason: 'Nenhuma' }),
      404,
      serverMessages.enrollmentNotFound,
    );
  });

  it('complete: 200, COMPLETED today; the seat is freed', async () => {
    const room = await classroom(1);
    const current = await enrol(await insertStudent('Concluída Souza'), room);
    const answer = await post(`/${current.id}/complete`, undefined);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ ...current, status: 'COMPLETED', endDate: date(TODAY) });
    const rooms = await admin.get<Item[]>('/api/classrooms');
    expect(rooms.body.find((item) => item.id === room)).toMatchObject({ capacity: 1, enrolled: 0 });
  });

  it('other methods answer 405; a malformed id 404', async () => {
    const room = await classroom();
    const current = await enrol(await insertStudent('Métodos Lima'), room);
    for (const [method, path, allow] of [
      ['DELETE', `/api/enrollments/${current.id}`, 'GET, PATCH'],
      ['PUT', `/api/enrollments/${current.id}`, 'GET, PATCH'],
      ['PUT', '/api/enrollments', 'GET, POST'],
      ['GET', `/api/enrollments/${current.id}/cancel`, 'POST'],
    ] as const) {
      const answer = await admin.request(method, path, method === 'GET' ? {} : { json: {} });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get('allow')).toBe(allow);
    }
    for (const path of ['/nao-e-uuid', '/nao-e-uuid/complete']) {
      const answer =
        path === '/nao-e-uuid' ? await admin.get(`/api/enrollments${path}`) : await post(path, {});
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.enrollmentNotFound });
    }
  });
});

describe('GET /enrollments', () => {
  /** The list enrolments: the 2031 year only, so other tests' enrolments stay out. */
  const list: Record<string, Enrollment> = {};
  const rooms: Record<string, string> = {};
  const students$: Record<string, string> = {};

  const get = async (query: string, client = admin) => {
    const answer = await client.get<Enrollment[]>(
      `/api/enrollments?academicYearId=${ids.year2031}${query}`,
    );
    expect(answer.status, answer.text).toBe(200);
    return {
      names: answer.body.map((item) => item.student.name),
      total: Number(answer.headers.get(TOTAL_COUNT_HEADER)),
      body: answer.body,
    };
  };

  beforeAll(async () => {
    rooms.x = await classroom(undefined, 'A', '2031');
    rooms.y = await classroom(undefined, 'A', '2031');
    rooms.b = await classroom(undefined, 'B', '2031');
    const at = (day: string) => ({ academicYearId: ids.year2031, date: date(`2031-${day}`) });
    students$.agata = await insertStudent('Ágata Lima', { cpf: '52998224725' });
    students$.bruno = await insertStudent('Bruno Souza');
    students$.caio = await insertStudent('Caio Álvares');
    students$.davi = await insertStudent('Davi Lima');
    list.agata = await enrol(students$.agata, rooms.x as string, at('03-01'));
    list.bruno = await enrol(students$.bruno, rooms.y as string, at('03-05'));
    list.caio = await enrol(students$.caio, rooms.b as string, at('02-10'));
    list.davi = await enrol(students$.davi, rooms.x as string, at('04-02'));
    expect((await post(`/${list.bruno.id}/cancel`, { reason: 'Desistência' })).status).toBe(200);
  });

  it('answers enrollmentSchema items, newest first, the total in X-Total-Count', async () => {
    const answer = await get('');
    expect(answer.names).toEqual(['Davi Lima', 'Bruno Souza', 'Ágata Lima', 'Caio Álvares']);
    expect(answer.total).toBe(4);
    expect(answer.body.every((item) => v.is(enrollmentSchema, item))).toBe(true);
    const item = answer.body.find((each) => each.student.name === 'Bruno Souza');
    expect(item).toMatchObject({ status: 'CANCELLED', cancelReason: 'Desistência' });
    const all = await admin.get<Enrollment[]>('/api/enrollments');
    const rows = await server.db.select({ id: enrollments.id }).from(enrollments);
    expect(Number(all.headers.get(TOTAL_COUNT_HEADER))).toBe(rows.length);
    expect(
      (await admin.get('/api/enrollments?page=1&pageSize=2')).headers.get(TOTAL_COUNT_HEADER),
    ).toBe(String(rows.length));
  });

  it('filters by school unit, classroom, student and status; 400 for a bad value', async () => {
    expect((await get(`&schoolUnitId=${ids.unitB}`)).names).toEqual(['Caio Álvares']);
    expect((await get(`&classroomId=${rooms.x}`)).names).toEqual(['Davi Lima', 'Ágata Lima']);
    expect((await get(`&studentId=${students$.bruno}`)).names).toEqual(['Bruno Souza']);
    expect((await get('&status=CANCELLED')).names).toEqual(['Bruno Souza']);
    expect(await get('&status=ACTIVE&classroomId=')).toMatchObject({ total: 3 });
    const of2025 = await admin.get<Enrollment[]>(`/api/enrollments?academicYearId=${ids.year2025}`);
    expect(of2025.body.length).toBeGreaterThan(0);
    expect(of2025.body.every((item) => item.academicYear.year === '2025')).toBe(true);
    for (const [query, message] of [
      ['academicYearId=2031', listQueryMessages.idFilterInvalid('academicYearId')],
      ['schoolUnitId=x', listQueryMessages.idFilterInvalid('schoolUnitId')],
      ['classroomId=1', listQueryMessages.idFilterInvalid('classroomId')],
      ['studentId=abc', listQueryMessages.idFilterInvalid('studentId')],
      ['status=ATIVA', listQueryMessages.enrollmentStatusInvalid],
    ]) {
      const answer = await admin.get(`/api/enrollments?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });

  it('searches the student name (accents and case aside) and CPF, paged', async () => {
    expect((await get('&q=LIMA')).names).toEqual(['Davi Lima', 'Ágata Lima']);
    expect((await get('&q=agata')).names).toEqual(['Ágata Lima']);
    expect((await get('&q=alvares')).names).toEqual(['Caio Álvares']);
    expect((await get('&q=529.982')).names).toEqual(['Ágata Lima']);
    expect((await get('&q=ninguem')).names).toEqual([]);
    expect(await get('&q=lima&page=2&pageSize=1&sort=student')).toMatchObject({
      names: ['Davi Lima'],
      total: 2,
    });
    expect(await get('&q=a&page=1&pageSize=3&sort=student')).toMatchObject({
      names: ['Ágata Lima', 'Bruno Souza', 'Caio Álvares'],
      total: 4,
    });
  });

  it('sorts by every column of the declaration and pages', async () => {
    expect((await get('&sort=student')).names).toEqual([
      'Ágata Lima',
      'Bruno Souza',
      'Caio Álvares',
      'Davi Lima',
    ]);
    expect((await get('&sort=-student')).names[0]).toBe('Davi Lima');
    expect((await get('&sort=date')).names).toEqual([
      'Caio Álvares',
      'Ágata Lima',
      'Bruno Souza',
      'Davi Lima',
    ]);
    expect((await get('&sort=schoolUnit')).names.at(-1)).toBe('Caio Álvares');
    expect((await get('&sort=status')).names.at(-1)).toBe('Bruno Souza');
    const byClassroom = (await get('&sort=classroom')).body.map((item) => item.classroom.id);
    expect(byClassroom).toEqual([rooms.x, rooms.x, rooms.y, rooms.b]);
    expect((await get('&sort=academicYear')).total).toBe(4);
    expect(await get('&sort=student&page=2&pageSize=3')).toMatchObject({
      names: ['Davi Lima'],
      total: 4,
    });
    expect(await get('&page=3&pageSize=3')).toMatchObject({ names: [], total: 4 });
    const bad = await admin.get('/api/enrollments?sort=cpf');
    expect(bad.status).toBe(400);
  });
});

describe('unit scope and permissions', () => {
  it('a secretary of unit A: A only; B reads as 404; enrolling into B is 403', async () => {
    const roomA = await classroom();
    const roomB = await classroom(undefined, 'B');
    const ofA = await enrol(await insertStudent('Aluna da Alfa'), roomA, {}, secretary);
    const ofB = await enrol(await insertStudent('Aluna da Beta'), roomB);
    const seen = await secretary.get<Enrollment[]>('/api/enrollments');
    expect(seen.body.map((item) => item.id)).toContain(ofA.id);
    expect(seen.body.every((item) => item.schoolUnit.id === ids.unitA)).toBe(true);
    expect(seen.headers.get(TOTAL_COUNT_HEADER)).toBe(String(seen.body.length));
    expect((await secretary.get(`/api/enrollments?schoolUnitId=${ids.unitB}`)).body).toEqual([]);
    expect((await secretary.get(`/api/enrollments?q=beta`)).body).toEqual([]);
    const hidden = await secretary.get(`/api/enrollments/${ofB.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: serverMessages.enrollmentNotFound });
    for (const [action, body] of [
      ['transfer', { classroomId: roomA, date: date('2026-05-01') }],
      ['cancel', { reason: 'Não é minha' }],
      ['complete', {}],
    ] as const) {
      await refused(
        () => post(`/${ofB.id}/${action}`, body, secretary),
        404,
        serverMessages.enrollmentNotFound,
      );
    }
    const newcomer = await insertStudent('Sem Unidade');
    await refused(
      () => post('', enrolment(newcomer, roomB), secretary),
      403,
      serverMessages.outsideSchoolUnits,
    );
    await refused(
      () =>
        post(`/${ofA.id}/transfer`, { classroomId: roomB, date: date('2026-05-01') }, secretary),
      403,
      serverMessages.outsideSchoolUnits,
    );
    // A student held by unit B is not the secretary's to enrol (404); one of no unit is.
    const ofUnitB = await insertStudent('Registro da Beta', { schoolUnitId: ids.unitB });
    await refused(
      () => post('', enrolment(ofUnitB, roomA), secretary),
      404,
      serverMessages.studentNotFound,
    );
    await enrol(newcomer, roomA, {}, secretary);
    expect(await build.studentUnit(newcomer)).toBe(ids.unitA);
    expect((await post(`/${ofA.id}/cancel`, { reason: 'Mudança' }, secretary)).status).toBe(200);
  });

  it('a teacher reads enrolments (students.read) but may not write them: 403', async () => {
    const room = await classroom();
    const studentId = await insertStudent('Leitura Apenas');
    const current = await enrol(studentId, room);
    expect((await teacher.get('/api/enrollments')).status).toBe(200);
    expect((await teacher.get(`/api/enrollments/${current.id}`)).status).toBe(200);
    const other = await insertStudent('Outra Leitura');
    for (const [path, body] of [
      ['', enrolment(other, room)],
      [`/${current.id}/transfer`, { classroomId: await classroom(), date: date('2026-05-01') }],
      [`/${current.id}/cancel`, { reason: 'Não pode' }],
      [`/${current.id}/complete`, {}],
    ] as const) {
      await refused(() => post(path, body, teacher), 403, serverMessages.permissionDenied);
    }
  });

  it('without students.read the list is 403', async () => {
    const { client } = await build.signedUser('Sem', null);
    const answer = await client.get('/api/enrollments');
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: serverMessages.permissionDenied });
  });
});

describe('classrooms: capacity, enrolled and the delete blocker', () => {
  it('GET /classrooms items carry capacity (null: not limited) and the active enrolments', async () => {
    const limited = await classroom(3);
    const open = await classroom();
    const a = await enrol(await insertStudent('Conta Um'), limited);
    await enrol(await insertStudent('Conta Dois'), limited);
    await enrol(await insertStudent('Conta Três'), open);
    expect((await post(`/${a.id}/cancel`, { reason: 'Saiu' })).status).toBe(200);
    const rooms = await admin.get<Item[]>('/api/classrooms');
    expect(rooms.body.every((item) => v.is(classroomSchema, item))).toBe(true);
    expect(rooms.body.find((item) => item.id === limited)).toMatchObject({
      capacity: 3,
      enrolled: 1,
    });
    expect(rooms.body.find((item) => item.id === open)).toMatchObject({
      capacity: null,
      enrolled: 1,
    });
    const one = await admin.get<Item>(`/api/classrooms/${limited}`);
    expect(one.body).toMatchObject({ capacity: 3, enrolled: 1 });
    const paged = await admin.get<Item[]>(`/api/classrooms?page=1&pageSize=100&q=Turma`);
    expect(paged.body.find((item) => item.id === limited)).toMatchObject({ enrolled: 1 });
  });

  it('capacity is written on create and edit; below the active enrolments: 409', async () => {
    const room = await classroom(5);
    await enrol(await insertStudent('Vaga Um'), room);
    await enrol(await insertStudent('Vaga Dois'), room);
    const patch = (body: Body) =>
      admin.request<Item>('PATCH', `/api/classrooms/${room}`, { json: body });
    const before = await snapshot();
    const below = await patch({ capacity: 1 });
    expect(below.status).toBe(409);
    expect(below.body).toEqual({ message: serverMessages.capacityBelowEnrolled(2) });
    expect((await admin.get<Item>(`/api/classrooms/${room}`)).body.capacity).toBe(5);
    expect(await snapshot()).toEqual(before);
    expect((await patch({ capacity: 2 })).body).toMatchObject({ capacity: 2, enrolled: 2 });
    expect((await patch({ name: 'Renomeada' })).body).toMatchObject({ capacity: 2 });
    expect((await patch({ capacity: '' })).body).toMatchObject({ capacity: null, enrolled: 2 });
    const invalid = await patch({ capacity: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      issues: [{ path: 'capacity', message: messages.capacityMin }],
    });
  });

  it('DELETE of a classroom with enrolments (any status) answers 409 naming them', async () => {
    const room = await classroom();
    const a = await enrol(await insertStudent('Apaga Um'), room);
    const b = await enrol(await insertStudent('Apaga Dois'), room);
    await post(`/${a.id}/cancel`, { reason: 'Saiu' });
    await post(`/${b.id}/complete`, {});
    const answer = await admin.request('DELETE', `/api/classrooms/${room}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: inUseMessages.classroomEnrollments(2) });
    expect((await admin.get(`/api/classrooms/${room}`)).status).toBe(200);
    const empty = await classroom();
    expect((await admin.request('DELETE', `/api/classrooms/${empty}`)).status).toBe(204);
  });

  it('a classroom moved to another unit takes its active enrolments and their students along', async () => {
    const room = await classroom();
    const studentId = await insertStudent('Muda Junto');
    const current = await enrol(studentId, room);
    const moved = await admin.request('PATCH', `/api/classrooms/${room}`, {
      json: {
        schoolUnitId: ids.unitB,
        courseId: ids.courseB,
        gradeLevelId: await build.firstLevel(ids.courseB as string),
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await admin.get<Item>(`/api/enrollments/${current.id}`)).body).toMatchObject({
      schoolUnit: { id: ids.unitB },
    });
    expect(await build.studentUnit(studentId)).toBe(ids.unitB);
  });
});
