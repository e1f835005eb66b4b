import {
  type AttendanceDay,
  type AttendanceSheet,
  attendanceDaySchema,
  attendanceSheetSchema,
  isLessonDayKind,
  listQueryMessages,
  messages,
  type SchoolDayKind,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { attendanceEntries, attendanceSheets, auditEvents } from '../src/db/schema.ts';
import { EnvError, loadEnv } from '../src/env.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  date,
  type Network,
  PASSWORD,
  refuser,
  type Staff,
  TODAY,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Attendance (issue 14, step 2; decision 0014) on real data set up through the API. Unit A holds
 * the classrooms under test, unit B another; the course matrix is 'Língua Portuguesa' +
 * 'Matemática'. The academic year 2026 has two calendars whose school days are `SCHOOL_DAYS`
 * (lesson days, a holiday, a recess, a type whose name looks like a lesson day's; the kind alone
 * decides, issue 27); 2025 has one
 * lesson day of its own, which no class of 2026 shows. Today is 15/06/2026 in São Paulo, unless a
 * test moves the clock (and puts it back).
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let clock = TODAY;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHEETS = '/api/attendance-sheets';
const ATTENDANCE = '/api/attendance';

/**
 * The school-day types the calendars use, by key: a description and a kind. The description is
 * free text: 'Aula normal' is a lesson day's type (DIA_LETIVO), 'Dia letivo' a holiday's.
 */
const TYPES = {
  lesson: ['Aula normal', 'DIA_LETIVO'],
  saturday: [' sábado  LETIVO ', 'SABADO_LETIVO'],
  holiday: ['Dia letivo', 'FERIADO'],
  recess: ['Recesso Escolar', 'RECESSO'],
  extra: ['Dia Letivo Extra', 'PLANEJAMENTO'],
} as const satisfies Record<string, readonly [string, SchoolDayKind]>;
type TypeKey = keyof typeof TYPES;

/** The 2026 school days of the first calendar. */
const SCHOOL_DAYS: [string, TypeKey][] = [
  ['2026-06-01', 'lesson'],
  ['2026-06-02', 'lesson'],
  ['2026-06-03', 'lesson'],
  ['2026-06-04', 'holiday'],
  ['2026-06-05', 'lesson'],
  ['2026-06-06', 'saturday'],
  ['2026-06-08', 'lesson'],
  ['2026-06-09', 'lesson'],
  ['2026-06-10', 'lesson'],
  ['2026-06-11', 'extra'],
  ['2026-06-12', 'recess'],
  ['2026-06-15', 'lesson'],
  ['2026-06-16', 'lesson'],
  ['2026-06-17', 'lesson'],
];

/** The lesson days up to today, latest first: those whose type's kind `isLessonDayKind`. */
const PAST_LESSON_DAYS = SCHOOL_DAYS.filter(
  ([day, type]) => isLessonDayKind(TYPES[type][1]) && day <= '2026-06-15',
)
  .map(([day]) => day)
  .reverse();

let ids: Network & { year2025: string };

let people: Staff;

/** Moves the server's clock and signs everyone in again (tokens follow the server's clock). */
async function setClock(at: Date) {
  clock = at;
  await admin.login();
  for (const person of Object.values(people)) await person.client.login(person.email, PASSWORD);
}

/** A student enrolled in `classroomId` in 2026 from `from` (02/03/2026 by default). */
const student = (name: string, classroomId: string, from?: string) =>
  build.enrolledStudent(classroomId, ids.year, { name, from });

/** A classroom of unit A (or B), named in creation order, without teachers nor students. */
async function classroom(unit: 'A' | 'B' = 'A') {
  const item = await build.classroom(ids[`unit${unit}`], ids[`course${unit}`]);
  return { id: item.id, name: item.name as string };
}

/** What a sheet says of itself: `room`'s Língua Portuguesa (or Matemática) on `day`. */
const sheetHead = (
  room: { id: string; name: string },
  day: string,
  status = 'PENDING',
  launchDate: string | null = null,
  component: 'lp' | 'ma' = 'lp',
) => ({
  classroom: { id: room.id, name: room.name },
  curricularComponent: {
    id: ids[component],
    name: component === 'lp' ? 'Língua Portuguesa' : 'Matemática',
  },
  date: date(day),
  status,
  launchDate,
});

/** A row of the sheet list: `sheetHead` and the row's id. */
const sheetRow = (...args: Parameters<typeof sheetHead>) => {
  const [room, day, , , component = 'lp'] = args;
  return { id: `${room.id}:${ids[component]}:${day}`, ...sheetHead(...args) };
};

const assign = (classroomId: string, userId: string, componentId: string) =>
  build.assign(classroomId, userId, componentId);

/** A classroom of unit A where Beatriz teaches LP; Caio, Álvaro and Bruna enrolled since March. */
async function setUpClass() {
  const room = await classroom('A');
  await assign(room.id, people.teacherA.id, ids.lp);
  // Enrolled out of alphabetical order: the roster sorts by name, accents ignored.
  const caio = await student('Caio Nunes', room.id);
  const alvaro = await student('Álvaro Lima', room.id);
  const bruna = await student('Bruna Souza', room.id);
  return { room, alvaro, bruna, caio };
}

const dayPath = (classroomId: string, componentId: string, day: string) =>
  `${ATTENDANCE}?classroomId=${classroomId}&curricularComponentId=${componentId}&date=${day}`;

/** One student's mark in a PUT body. */
const mark = (who: { id: string }, isPresent: boolean, justification?: string) => ({
  studentId: who.id,
  isPresent,
  justified: justification !== undefined,
  justification: justification ?? null,
});

const saveBody = (classroomId: string, day: string, marks: Body[], componentId = ids.lp) => ({
  classroomId,
  curricularComponentId: componentId,
  date: date(day),
  students: marks,
});

const put = (client: TestClient, body: Body) =>
  client.request<AttendanceDay>('PUT', ATTENDANCE, { json: body });

async function saved(client: TestClient, body: Body): Promise<AttendanceDay> {
  const answer = await put(client, body);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(attendanceDaySchema, answer.body), answer.text).toBe(true);
  return answer.body;
}

async function day(client: TestClient, classroomId: string, day: string, componentId = ids.lp) {
  const answer = await client.get<AttendanceDay>(dayPath(classroomId, componentId, day));
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(attendanceDaySchema, answer.body), answer.text).toBe(true);
  return answer.body;
}

async function sheetsOf(client: TestClient, query = '') {
  const answer = await client.get<AttendanceSheet[]>(`${SHEETS}${query ? `?${query}` : ''}`);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(v.array(attendanceSheetSchema), answer.body), answer.text).toBe(true);
  return { items: answer.body, total: Number(answer.headers.get(TOTAL_COUNT_HEADER)) };
}

/** Everything an attendance write could touch. */
async function snapshot() {
  return {
    sheets: await server.db.select().from(attendanceSheets).orderBy(asc(attendanceSheets.id)),
    entries: await server.db
      .select()
      .from(attendanceEntries)
      .orderBy(asc(attendanceEntries.sheetId), asc(attendanceEntries.studentId)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}

/** Expects `call` to answer `status` with `expected` (a message or a body), writing nothing. */
const refused = refuser(snapshot);

/** The sheet row of a day. */
async function storedSheet(classroomId: string, day: string, componentId = ids.lp) {
  const rows = await server.db
    .select()
    .from(attendanceSheets)
    .where(
      and(
        eq(attendanceSheets.classroomId, classroomId),
        eq(attendanceSheets.curricularComponentId, componentId),
        eq(attendanceSheets.date, day),
      ),
    );
  expect(rows).toHaveLength(1);
  return rows[0] as typeof attendanceSheets.$inferSelect;
}

/** The stored entries of a sheet: who, and present or not, absent ones first. */
const storedEntries = (sheetId: string) =>
  server.db
    .select({ studentId: attendanceEntries.studentId, isPresent: attendanceEntries.isPresent })
    .from(attendanceEntries)
    .where(eq(attendanceEntries.sheetId, sheetId))
    .orderBy(asc(attendanceEntries.isPresent));

const auditOf = (resourceId: string) => build.auditOf(resourceId);

const school = useSchool({ testing: { now: () => clock } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  const network = await build.network();
  ids = { ...network, year2025: (await build.year('2025')).id };
  const types = {} as Record<TypeKey, string>;
  for (const [key, [description, kind]] of Object.entries(TYPES) as [
    TypeKey,
    (typeof TYPES)[TypeKey],
  ][]) {
    types[key] = (await build.dayType(description, kind)).id;
  }
  const calendar = (await build.calendar(ids.year, 'Calendário 2026')).id;
  for (const [day, type] of SCHOOL_DAYS) await build.schoolDay(calendar, types[type], day);
  const calendar2025 = (await build.calendar(ids.year2025, 'Calendário 2025')).id;
  await build.schoolDay(calendar2025, types.lesson, '2025-06-02');

  people = await build.staff(ids);
}, 90_000);

describe('GET /attendance-sheets', () => {
  /** Denise's classes: LP in the first classroom, MA in the second, one student each. */
  async function luciaClasses() {
    const first = await classroom('A');
    const second = await classroom('A');
    await assign(first.id, people.teacherC.id, ids.lp);
    await assign(second.id, people.teacherC.id, ids.ma);
    await student('Daniela Prado', first.id);
    await student('Enzo Reis', second.id);
    return { first, second };
  }

  it('lists a PENDING row per class, component and lesson day up to today: latest day first, then classroom', async () => {
    const { first, second } = await luciaClasses();
    // A classroom without enrolments has no lesson days, so no rows.
    const empty = await classroom('A');
    await assign(empty.id, people.teacherC.id, ids.lp);

    const { items, total } = await sheetsOf(people.teacherC.client);
    expect(PAST_LESSON_DAYS).toEqual([
      '2026-06-15',
      '2026-06-10',
      '2026-06-09',
      '2026-06-08',
      '2026-06-06',
      '2026-06-05',
      '2026-06-03',
      '2026-06-02',
      '2026-06-01',
    ]);
    expect(total).toBe(2 * PAST_LESSON_DAYS.length);
    expect(items).toEqual(
      PAST_LESSON_DAYS.flatMap((day) => [
        sheetRow(first, day),
        sheetRow(second, day, 'PENDING', null, 'ma'),
      ]),
    );
  });

  it('decides a lesson day by its type’s kind alone: ‘Aula normal’ (DIA_LETIVO) has rows, a FERIADO named ‘Dia letivo’ none', async () => {
    const { first } = await luciaClasses();
    const { items } = await sheetsOf(people.teacherC.client, `classroomId=${first.id}`);
    const days = items.map((row) => row.date.slice(0, 10));
    expect(days).toContain('2026-06-01'); // Aula normal
    expect(days).toContain('2026-06-06'); // sábado LETIVO
    expect(days).not.toContain('2026-06-04'); // Dia letivo, a FERIADO
    expect(days).not.toContain('2026-06-11'); // Dia Letivo Extra, a PLANEJAMENTO
    expect((await day(people.teacherC.client, first.id, '2026-06-01')).students).toHaveLength(1);
    for (const when of ['2026-06-04', '2026-06-11']) {
      const answer = await people.teacherC.client.get(dayPath(first.id, ids.lp, when));
      expect(answer.status, when).toBe(422);
      expect(answer.body).toEqual({ message: serverMessages.notALessonDay });
    }
  });

  it('lists a class’s day only when a student was enrolled in it that day', async () => {
    const late = await classroom('A');
    await assign(late.id, people.teacherC.id, ids.lp);
    // The class's only student arrives on 08/06: no row for the days before.
    await student('Otávio Lins', late.id, '2026-06-08');
    const { items } = await sheetsOf(people.teacherC.client, `classroomId=${late.id}`);
    expect(items.map((item) => item.date)).toEqual(
      PAST_LESSON_DAYS.filter((day) => day >= '2026-06-08').map((day) => date(day)),
    );
  });

  it('todo=1 lists the pending days of the last 30 days and the recorded days still in their correction window, nothing older', async () => {
    // A teacher of her own, whose only class is this one.
    const marta = await build.signedUser('Marta', 'Professor(a)', [ids.unitA]);
    const room = await classroom('A');
    await assign(room.id, marta.id, ids.lp);
    const enzo = await student('Enzo Prado', room.id);
    const other = await classroom('A');
    await assign(other.id, people.teacherB.id, ids.lp);
    await student('Flávia Reis', other.id);
    const client = marta.client;
    const moveClock = async (at: Date) => {
      await setClock(at);
      await client.login(marta.email, PASSWORD);
    };
    const record = (day: string) => saved(client, saveBody(room.id, day, [mark(enzo, true)]));
    try {
      // Recorded today (15/06): 02/06 and 08/06, whose windows close on 22/06.
      await record('2026-06-02');
      await record('2026-06-08');
      // Recorded on 01/07: 03/06, whose window closes on 08/07.
      await moveClock(new Date('2026-07-01T12:00:00Z'));
      await record('2026-06-03');
      // Today 05/07: the last 30 days are 06/06 to 05/07.
      await moveClock(new Date('2026-07-05T15:00:00Z'));
      const todo = await sheetsOf(client, 'todo=1');
      expect(todo.items).toEqual([
        ...['2026-06-17', '2026-06-16', '2026-06-15', '2026-06-10', '2026-06-09', '2026-06-06'].map(
          (each) => sheetRow(room, each),
        ),
        sheetRow(room, '2026-06-03', 'RECORDED', '2026-07-01T12:00:00.000Z'),
      ]);
      expect(todo.total).toBe(7);
      // Left out: 05/06 and 01/06 (pending, older than 30 days), 08/06 and 02/06 (recorded, window
      // closed); everything: all 11 lesson days up to today, and another teacher's class not.
      const all = await sheetsOf(client);
      expect(all.total).toBe(11);
      expect(await sheetsOf(client, 'todo=0')).toEqual(all);
      expect((await sheetsOf(client, 'todo=1&status=RECORDED')).items).toEqual([
        sheetRow(room, '2026-06-03', 'RECORDED', '2026-07-01T12:00:00.000Z'),
      ]);
      // A secretary's to-do: her unit's classes, the same rule.
      const unit = await sheetsOf(people.secretary.client, 'todo=1');
      expect(unit.items.filter((item) => item.classroom.id === room.id)).toEqual(todo.items);
      expect(unit.items.filter((item) => item.classroom.id === other.id)).toHaveLength(7);
      // On 08/07 at 12:00 the window of 03/06 has closed, and 06/06 and 08/06 are 31 days back.
      await moveClock(new Date('2026-07-08T12:00:00Z'));
      expect((await sheetsOf(client, 'todo=1')).items).toEqual(
        ['2026-06-17', '2026-06-16', '2026-06-15', '2026-06-10', '2026-06-09'].map((each) =>
          sheetRow(room, each),
        ),
      );
    } finally {
      await setClock(TODAY);
    }
  });

  it('shows each teacher only its classes; a unit’s readers their units’ classes', async () => {
    const { first } = await luciaClasses();
    const query = `classroomId=${first.id}`;
    expect((await sheetsOf(people.teacherA.client, query)).total).toBe(0);
    expect((await sheetsOf(people.teacherUnitB.client, query)).total).toBe(0);
    expect((await sheetsOf(people.directorB.client, query)).total).toBe(0);
    for (const reader of [people.director, people.coordinator, people.secretary]) {
      expect((await sheetsOf(reader.client, query)).total).toBe(PAST_LESSON_DAYS.length);
    }
    expect((await sheetsOf(admin, query)).total).toBe(PAST_LESSON_DAYS.length);
    expect((await people.noRole.client.get(SHEETS)).status).toBe(403);
  });

  it('marks a recorded day RECORDED with its launch date; filters by class, component and status', async () => {
    const { first, second } = await luciaClasses();
    const daniela = (await day(people.teacherC.client, first.id, '2026-06-05')).students[0];
    await saved(
      people.teacherC.client,
      saveBody(first.id, '2026-06-05', [{ studentId: daniela?.studentId, isPresent: true }]),
    );
    const recorded = await sheetsOf(people.teacherC.client, 'status=RECORDED');
    expect(recorded.total).toBe(1);
    expect(recorded.items).toEqual([
      sheetRow(first, '2026-06-05', 'RECORDED', clock.toISOString()),
    ]);
    const pending = await sheetsOf(
      people.teacherC.client,
      `status=PENDING&classroomId=${first.id}`,
    );
    expect(pending.items.map((item) => item.date)).toEqual(
      PAST_LESSON_DAYS.filter((each) => each !== '2026-06-05').map(date),
    );
    const all = await sheetsOf(people.teacherC.client);
    const byComponent = await sheetsOf(people.teacherC.client, `curricularComponentId=${ids.ma}`);
    expect(byComponent.items).toEqual(
      all.items.filter((item) => item.curricularComponent.id === ids.ma),
    );
    expect(byComponent.items.filter((item) => item.classroom.id === second.id)).toHaveLength(
      PAST_LESSON_DAYS.length,
    );
    // Sorted by status: pending rows first, then the recorded one; descending the other way.
    const byStatus = await sheetsOf(people.teacherC.client, `classroomId=${first.id}&sort=status`);
    expect(byStatus.items.at(-1)?.status).toBe('RECORDED');
    const byStatusDesc = await sheetsOf(
      people.teacherC.client,
      `classroomId=${first.id}&sort=-status`,
    );
    expect(byStatusDesc.items[0]?.status).toBe('RECORDED');
    const byLaunch = await sheetsOf(
      people.teacherC.client,
      `classroomId=${first.id}&sort=-launchDate`,
    );
    expect(byLaunch.items[0]?.launchDate).toBe(clock.toISOString());
  });

  it('searches classroom, component and the date as shown; sorts and pages', async () => {
    const { first, second } = await luciaClasses();
    const client = people.teacherC.client;
    const byDay = await sheetsOf(client, `q=${encodeURIComponent('06/06/2026')}`);
    expect(byDay.items.every((item) => item.date === date('2026-06-06'))).toBe(true);
    expect(byDay.items.map((item) => item.classroom.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const byRoom = await sheetsOf(client, `q=${encodeURIComponent(first.name)}`);
    expect(byRoom.total).toBe(PAST_LESSON_DAYS.length);
    expect(new Set(byRoom.items.map((item) => item.classroom.id))).toEqual(new Set([first.id]));
    // Accents and case ignored.
    const byComponent = await sheetsOf(client, `q=MATEMATICA&classroomId=${second.id}`);
    expect(byComponent.total).toBe(PAST_LESSON_DAYS.length);
    expect((await sheetsOf(client, `q=portugues&classroomId=${second.id}`)).total).toBe(0);

    const oldestFirst = await sheetsOf(client, `classroomId=${first.id}&sort=date`);
    expect(oldestFirst.items.map((item) => item.date)).toEqual(
      [...PAST_LESSON_DAYS].reverse().map(date),
    );
    const all = await sheetsOf(client, `classroomId=${first.id}`);
    const page = await sheetsOf(client, `classroomId=${first.id}&page=2&pageSize=4`);
    expect(page.total).toBe(PAST_LESSON_DAYS.length);
    expect(page.items).toEqual(all.items.slice(4, 8));
    const past = await sheetsOf(client, `classroomId=${first.id}&page=9&pageSize=4`);
    expect(past).toEqual({ items: [], total: PAST_LESSON_DAYS.length });
  });

  it('answers 400 with a pt-BR message for a bad filter, sort or page', async () => {
    const client = people.teacherC.client;
    const cases: [string, string][] = [
      ['status=DONE', listQueryMessages.attendanceStatusInvalid],
      ['todo=sim', listQueryMessages.attendanceTodoInvalid],
      ['classroomId=x', listQueryMessages.idFilterInvalid('classroomId')],
      ['curricularComponentId=1', listQueryMessages.idFilterInvalid('curricularComponentId')],
      ['sort=teacher', listQueryMessages.sortInvalid],
      ['page=0', listQueryMessages.pageInvalid],
    ];
    for (const [query, message] of cases) {
      const answer = await client.get(`${SHEETS}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });
});

describe('GET /attendance', () => {
  it('answers the roster of the active enrolments on that date by fixed roll number, proposed present', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    // Álvaro moves to another class on 03/06; Davi arrives on 03/06; Bruna is cancelled today.
    const other = await classroom('A');
    await assign(other.id, people.teacherB.id, ids.ma);
    const transfer = await admin.post(`/api/enrollments/${alvaro.enrolmentId}/transfer`, {
      classroomId: other.id,
      date: date('2026-06-03'),
    });
    expect(transfer.status, transfer.text).toBe(201);
    const davi = await student('Davi Rocha', room.id, '2026-06-03');
    const cancel = await admin.post(`/api/enrollments/${bruna.enrolmentId}/cancel`, {
      reason: 'Mudança de cidade',
    });
    expect(cancel.status, cancel.text).toBe(200);

    const entry = (who: { id: string; name: string }, rollNumber: number) => ({
      studentId: who.id,
      rollNumber,
      code: String(rollNumber).padStart(2, '0'),
      name: who.name,
      // A day never recorded: everyone starts present.
      isPresent: true,
      justified: false,
      justification: null,
      attendance: null,
      absences: 0,
      justifiedAbsences: 0,
    });
    expect(await day(people.teacherA.client, room.id, '2026-06-02')).toEqual({
      ...sheetHead(room, '2026-06-02'),
      canEdit: true,
      editableUntil: null,
      students: [entry(alvaro, 1), entry(bruna, 2), entry(caio, 3)],
    });
    // Álvaro left and keeps his number (nobody takes it); Davi, arrived later, comes after.
    expect((await day(people.teacherA.client, room.id, '2026-06-03')).students).toEqual([
      entry(bruna, 2),
      entry(caio, 3),
      entry(davi, 4),
    ]);
    // Cancelled today: on the roster until yesterday, not today.
    expect(
      (await day(people.teacherA.client, room.id, '2026-06-15')).students.map((s) => s.name),
    ).toEqual(['Caio Nunes', 'Davi Rocha']);
    expect(
      (await day(people.teacherA.client, room.id, '2026-06-15')).students.map((s) => s.code),
    ).toEqual(['03', '04']);
    // The transferred student is on the new class's roster from the transfer's date.
    expect(
      (await day(people.teacherB.client, other.id, '2026-06-03', ids.ma)).students.map(
        (s) => s.name,
      ),
    ).toEqual(['Álvaro Lima']);
    expect((await day(people.teacherB.client, other.id, '2026-06-02', ids.ma)).students).toEqual(
      [],
    );
  });

  it('lets a unit’s readers read, with canEdit only for who may correct', async () => {
    const { room } = await setUpClass();
    const path = dayPath(room.id, ids.lp, '2026-06-01');
    expect((await day(people.coordinator.client, room.id, '2026-06-01')).canEdit).toBe(false);
    expect((await day(people.director.client, room.id, '2026-06-01')).canEdit).toBe(true);
    expect((await day(people.secretary.client, room.id, '2026-06-01')).canEdit).toBe(true);
    expect((await day(admin, room.id, '2026-06-01')).canEdit).toBe(true);
    for (const outsider of [people.teacherB, people.teacherUnitB, people.directorB]) {
      const answer = await outsider.client.get(path);
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.classroomNotFound });
    }
    const denied = await people.noRole.client.get(path);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: serverMessages.permissionDenied });
  });

  it('answers 400 for missing or bad parameters, 404 for an unknown class or component, 422 for a day without lessons or to come', async () => {
    const { room } = await setUpClass();
    const bad: [string, string][] = [
      [
        `${ATTENDANCE}?curricularComponentId=${ids.lp}&date=2026-06-01`,
        listQueryMessages.idFilterInvalid('classroomId'),
      ],
      [
        `${ATTENDANCE}?classroomId=${room.id}&curricularComponentId=lp&date=2026-06-01`,
        listQueryMessages.idFilterInvalid('curricularComponentId'),
      ],
      [
        `${ATTENDANCE}?classroomId=${room.id}&curricularComponentId=${ids.lp}`,
        listQueryMessages.dateParamInvalid('date'),
      ],
      [dayPath(room.id, ids.lp, '2026-02-30'), listQueryMessages.dateParamInvalid('date')],
      [dayPath(room.id, ids.lp, 'ontem'), listQueryMessages.dateParamInvalid('date')],
    ];
    for (const [path, message] of bad) {
      const answer = await admin.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    const missing: [string, string][] = [
      [dayPath(MISSING_ID, ids.lp, '2026-06-01'), serverMessages.classroomNotFound],
      [dayPath(room.id, MISSING_ID, '2026-06-01'), serverMessages.curricularComponentNotFound],
      // Nobody teaches Matemática in this class: it has no attendance.
      [dayPath(room.id, ids.ma, '2026-06-01'), serverMessages.assignmentNotFound],
    ];
    for (const [path, message] of missing) {
      const answer = await admin.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ message });
    }
    const unprocessable: [string, string][] = [
      ['2026-06-04', serverMessages.notALessonDay], // 'Dia letivo', a FERIADO
      ['2026-06-11', serverMessages.notALessonDay], // 'Dia Letivo Extra', a PLANEJAMENTO
      ['2026-06-12', serverMessages.notALessonDay], // Recesso
      ['2026-06-13', serverMessages.notALessonDay], // no school day
      ['2025-06-02', serverMessages.notALessonDay], // a lesson day of another year's calendar
      ['2026-06-16', serverMessages.attendanceFutureDate],
    ];
    for (const [when, message] of unprocessable) {
      const answer = await people.teacherA.client.get(dayPath(room.id, ids.lp, when));
      expect(answer.status, when).toBe(422);
      expect(answer.body).toEqual({ message });
    }
    // The day as a list row's date reads the same.
    expect(
      (await people.teacherA.client.get(dayPath(room.id, ids.lp, date('2026-06-06')))).status,
    ).toBe(200);
  });
});

describe('PUT /attendance', () => {
  it('records a day, answers it like GET, keeps the launch date on later saves; audited', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const client = people.teacherA.client;
    const first = await saved(
      client,
      saveBody(room.id, '2026-06-01', [
        mark(caio, true),
        mark(alvaro, false, 'Atestado médico'),
        mark(bruna, false),
      ]),
    );
    const launch = clock.toISOString();
    const until = new Date(clock.getTime() + 7 * DAY_MS).toISOString();
    expect(first).toEqual({
      ...sheetHead(room, '2026-06-01', 'RECORDED', launch),
      canEdit: true,
      editableUntil: until,
      students: [
        {
          studentId: alvaro.id,
          rollNumber: 1,
          code: '01',
          name: 'Álvaro Lima',
          isPresent: false,
          justified: true,
          justification: 'Atestado médico',
          attendance: 0,
          absences: 1,
          justifiedAbsences: 1,
        },
        {
          studentId: bruna.id,
          rollNumber: 2,
          code: '02',
          name: 'Bruna Souza',
          isPresent: false,
          justified: false,
          justification: null,
          attendance: 0,
          absences: 1,
          justifiedAbsences: 0,
        },
        {
          studentId: caio.id,
          rollNumber: 3,
          code: '03',
          name: 'Caio Nunes',
          isPresent: true,
          justified: false,
          justification: null,
          attendance: 100,
          absences: 0,
          justifiedAbsences: 0,
        },
      ],
    });
    expect(await day(people.director.client, room.id, '2026-06-01')).toEqual({
      ...first,
      canEdit: true,
    });
    const sheet = await storedSheet(room.id, '2026-06-01');
    expect(sheet.recordedBy).toBe(people.teacherA.id);

    // Five minutes later the teacher corrects it: the launch date stays, the marks are replaced.
    clock = new Date(TODAY.getTime() + 5 * 60 * 1000);
    try {
      const second = await saved(
        client,
        saveBody(room.id, '2026-06-01', [mark(alvaro, true), mark(bruna, true), mark(caio, false)]),
      );
      expect(second.launchDate).toBe(launch);
      expect(second.editableUntil).toBe(until);
      expect(second.students.map((s) => [s.name, s.isPresent, s.justification])).toEqual([
        ['Álvaro Lima', true, null],
        ['Bruna Souza', true, null],
        ['Caio Nunes', false, null],
      ]);
      const after = await storedSheet(room.id, '2026-06-01');
      expect(after.id).toBe(sheet.id);
      expect(after.updatedAt.toISOString()).toBe(clock.toISOString());
      expect(await storedEntries(sheet.id)).toHaveLength(3);
    } finally {
      clock = TODAY;
    }
    expect(await auditOf(sheet.id)).toMatchObject([
      {
        action: 'create',
        resource: 'attendance',
        actorId: people.teacherA.id,
        fields: ['classroomId', 'curricularComponentId', 'date', 'students'],
      },
      { action: 'update', resource: 'attendance', actorId: people.teacherA.id },
    ]);
  });

  it('computes each student’s percentage of the recorded days of the component this year', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    await assign(room.id, people.teacherB.id, ids.ma);
    const teacher = people.teacherA.client;
    await saved(
      teacher,
      saveBody(room.id, '2026-06-01', [mark(alvaro, true), mark(bruna, false), mark(caio, true)]),
    );
    await saved(
      teacher,
      saveBody(room.id, '2026-06-02', [
        mark(alvaro, true),
        mark(bruna, false, 'Consulta'),
        mark(caio, true),
      ]),
    );
    await saved(
      teacher,
      saveBody(room.id, '2026-06-03', [mark(alvaro, false), mark(bruna, true), mark(caio, true)]),
    );
    // Another component's days do not count.
    await saved(
      people.teacherB.client,
      saveBody(
        room.id,
        '2026-06-03',
        [mark(alvaro, false), mark(bruna, false), mark(caio, false)],
        ids.ma,
      ),
    );
    const percentages = (answer: AttendanceDay) =>
      answer.students.map((s) => [s.name, s.attendance, s.absences, s.justifiedAbsences]);
    // A justified absence is an absence, and is counted apart. A pending day shows the same.
    const expected = [
      ['Álvaro Lima', 66.7, 1, 0],
      ['Bruna Souza', 33.3, 2, 1],
      ['Caio Nunes', 100, 0, 0],
    ];
    expect(percentages(await day(teacher, room.id, '2026-06-03'))).toEqual(expected);
    expect(percentages(await day(teacher, room.id, '2026-06-10'))).toEqual(expected);
    expect(percentages(await day(people.teacherB.client, room.id, '2026-06-03', ids.ma))).toEqual([
      ['Álvaro Lima', 0, 1, 0],
      ['Bruna Souza', 0, 1, 0],
      ['Caio Nunes', 0, 1, 0],
    ]);
  });

  it('records everyone present when an untouched new roster is saved', async () => {
    const { room } = await setUpClass();
    const teacher = people.teacherA.client;
    const fresh = await day(teacher, room.id, '2026-06-08');
    expect(fresh.status).toBe('PENDING');
    const answer = await saved(
      teacher,
      saveBody(
        room.id,
        '2026-06-08',
        fresh.students.map(({ studentId, isPresent, justified, justification }) => ({
          studentId,
          isPresent,
          justified,
          justification,
        })),
      ),
    );
    expect(answer.status).toBe('RECORDED');
    expect(answer.students.map((s) => [s.name, s.isPresent, s.attendance, s.absences])).toEqual([
      ['Álvaro Lima', true, 100, 0],
      ['Bruna Souza', true, 100, 0],
      ['Caio Nunes', true, 100, 0],
    ]);
    // A recorded day shows what was recorded.
    await saved(
      teacher,
      saveBody(room.id, '2026-06-08', [
        mark({ id: fresh.students[0]?.studentId as string }, false),
        mark({ id: fresh.students[1]?.studentId as string }, true),
        mark({ id: fresh.students[2]?.studentId as string }, true),
      ]),
    );
    expect((await day(teacher, room.id, '2026-06-08')).students.map((s) => s.isPresent)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('numbers a class alphabetically at its first lesson day, then later arrivals by arrival; the same every day', async () => {
    const { room } = await setUpClass();
    // Created first but arrived last; alphabetically first.
    await student('Ana Alves', room.id, '2026-06-08');
    await student('Beto Dias', room.id, '2026-06-05');
    const numbers = async (on: string) =>
      (await day(people.teacherA.client, room.id, on)).students.map((s) => [
        s.code,
        s.name,
        s.rollNumber,
      ]);
    const first = [
      ['01', 'Álvaro Lima', 1],
      ['02', 'Bruna Souza', 2],
      ['03', 'Caio Nunes', 3],
    ];
    expect(await numbers('2026-06-01')).toEqual(first);
    expect(await numbers('2026-06-03')).toEqual(first);
    expect(await numbers('2026-06-05')).toEqual([...first, ['04', 'Beto Dias', 4]]);
    const all = [...first, ['04', 'Beto Dias', 4], ['05', 'Ana Alves', 5]];
    expect(await numbers('2026-06-08')).toEqual(all);
    expect(await numbers('2026-06-15')).toEqual(all);

    // A class whose first students arrive in June: those there at its first lesson day (05/06,
    // after the holiday of 04/06) by name, then the next arrival.
    const late = await classroom('A');
    await assign(late.id, people.teacherA.id, ids.lp);
    await student('Zeca Prado', late.id, '2026-06-04');
    await student('Maria Reis', late.id, '2026-06-05');
    await student('Abel Cruz', late.id, '2026-06-06');
    const lateNumbers = async (on: string) =>
      (await day(people.teacherA.client, late.id, on)).students.map((s) => [s.code, s.name]);
    expect(await lateNumbers('2026-06-05')).toEqual([
      ['01', 'Maria Reis'],
      ['02', 'Zeca Prado'],
    ]);
    expect(await lateNumbers('2026-06-15')).toEqual([
      ['01', 'Maria Reis'],
      ['02', 'Zeca Prado'],
      ['03', 'Abel Cruz'],
    ]);
  });

  it('refuses an invalid body (400, per field), writing nothing', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const client = people.teacherA.client;
    const before = await snapshot();
    const perField: [Body[], string, string][] = [
      [
        [
          { studentId: alvaro.id, isPresent: true, justified: true, justification: 'Atestado' },
          mark(bruna, true),
          mark(caio, true),
        ],
        'students.0.isPresent',
        messages.justifiedMustBeAbsent,
      ],
      [
        [
          mark(alvaro, true),
          mark(bruna, true),
          { studentId: caio.id, isPresent: false, justified: true },
        ],
        'students.2.justification',
        messages.justificationRequired,
      ],
    ];
    for (const [marks, path, message] of perField) {
      await refused(() => put(client, saveBody(room.id, '2026-06-01', marks)), 400, {
        message: serverMessages.invalidBody,
        issues: [{ path, message }],
      });
    }
    const empty = await put(client, {});
    expect(empty.status).toBe(400);
    expect((empty.body as unknown as { issues: { path: string }[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'classroomId' }),
        expect.objectContaining({ path: 'date', message: messages.attendanceDateRequired }),
      ]),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a roster that is not the day’s (422), writing nothing', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const late = await student('Diana Costa', room.id, '2026-06-03');
    const client = people.teacherA.client;
    const all = [mark(alvaro, true), mark(bruna, true), mark(caio, true)];
    const cases: [string, typeof all, string][] = [
      [
        '2026-06-02',
        [...all, mark(late, true)],
        serverMessages.attendanceStudentNotEnrolled('Diana Costa'),
      ],
      ['2026-06-02', [...all, mark({ id: MISSING_ID }, true)], serverMessages.studentNotFound],
      ['2026-06-02', all.slice(1), serverMessages.attendanceStudentMissing],
      // On 03/06 Diana is on the roster: without her, the day is incomplete.
      ['2026-06-03', all, serverMessages.attendanceStudentMissing],
    ];
    for (const [day, marks, message] of cases) {
      await refused(() => put(client, saveBody(room.id, day, marks)), 422, message);
    }
    await saved(client, saveBody(room.id, '2026-06-03', [...all, mark(late, false)]));
  });

  it('refuses an empty roster (422): a lesson day on which nobody was enrolled, writing nothing', async () => {
    const room = await classroom('A');
    await assign(room.id, people.teacherA.id, ids.lp);
    const otavio = await student('Otávio Lins', room.id, '2026-06-08');
    // 05/06 is a lesson day of the class's year, but its only student arrives on 08/06.
    expect((await day(people.teacherA.client, room.id, '2026-06-05')).students).toEqual([]);
    for (const client of [people.teacherA.client, admin]) {
      await refused(
        () => put(client, saveBody(room.id, '2026-06-05', [])),
        422,
        serverMessages.attendanceEmptyRoster,
      );
    }
    await saved(people.teacherA.client, saveBody(room.id, '2026-06-08', [mark(otavio, true)]));
  });

  it('refuses a day without lessons or to come (422), and a class nobody teaches that component in', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const all = [mark(alvaro, true), mark(bruna, true), mark(caio, true)];
    const client = people.teacherA.client;
    const days: [string, string][] = [
      ['2026-06-04', serverMessages.notALessonDay],
      ['2026-06-13', serverMessages.notALessonDay],
      ['2026-06-16', serverMessages.attendanceFutureDate],
    ];
    for (const [day, message] of days) {
      await refused(() => put(client, saveBody(room.id, day, all)), 422, message);
    }
    await refused(
      () => put(admin, saveBody(room.id, '2026-06-01', all, ids.ma)),
      422,
      serverMessages.assignmentNotFound,
    );
  });

  it('lets the teacher and the unit’s correctors write; refuses everyone else (403), writing nothing', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    await assign(room.id, people.teacherB.id, ids.ma);
    const body = saveBody(room.id, '2026-06-08', [
      mark(alvaro, true),
      mark(bruna, true),
      mark(caio, true),
    ]);
    // Another teacher (of the same class, another component), a teacher of another unit, a
    // reader of the unit without 'pedagogy.correct-records'.
    for (const outsider of [people.teacherB, people.teacherUnitB, people.coordinator]) {
      await refused(() => put(outsider.client, body), 403, serverMessages.notYourClass);
    }
    await refused(() => put(people.directorB.client, body), 403, serverMessages.outsideSchoolUnits);
    await refused(() => put(people.noRole.client, body), 403, serverMessages.permissionDenied);
    // The director holds 'pedagogy.correct-records' (decision 0014).
    const byDirector = await saved(people.director.client, body);
    expect(byDirector.status).toBe('RECORDED');
    const sheet = await storedSheet(room.id, '2026-06-08');
    expect(sheet.recordedBy).toBe(people.director.id);
    expect(await auditOf(sheet.id)).toMatchObject([
      { action: 'create', resource: 'attendance', actorId: people.director.id },
    ]);
  });

  it('closes the teacher’s corrections LOUSA_ATTENDANCE_CORRECTION_DAYS after the first save; the secretary still corrects', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const body = (present: boolean, when = '2026-06-09') =>
      saveBody(room.id, when, [mark(alvaro, present), mark(bruna, true), mark(caio, true)]);
    const first = await saved(people.teacherA.client, body(true));
    expect(first.editableUntil).toBe(new Date(TODAY.getTime() + 7 * DAY_MS).toISOString());
    const sheet = await storedSheet(room.id, '2026-06-09');
    try {
      // A minute before the end of the window: still the teacher's.
      await setClock(new Date(TODAY.getTime() + 7 * DAY_MS - 60_000));
      expect((await day(people.teacherA.client, room.id, '2026-06-09')).canEdit).toBe(true);
      await saved(people.teacherA.client, body(false));

      await setClock(new Date(TODAY.getTime() + 7 * DAY_MS));
      expect((await day(people.teacherA.client, room.id, '2026-06-09')).canEdit).toBe(false);
      await refused(
        () => put(people.teacherA.client, body(true)),
        403,
        serverMessages.attendanceCorrectionClosed(7),
      );
      // A day never recorded is still the teacher's to record.
      expect((await day(people.teacherA.client, room.id, '2026-06-10')).canEdit).toBe(true);
      await saved(people.teacherA.client, body(true, '2026-06-10'));

      expect((await day(people.secretary.client, room.id, '2026-06-09')).canEdit).toBe(true);
      const corrected = await saved(people.secretary.client, body(true));
      expect(corrected.launchDate).toBe(TODAY.toISOString());
      expect(corrected.students[0]).toMatchObject({ name: 'Álvaro Lima', isPresent: true });
    } finally {
      await setClock(TODAY);
    }
    expect(await auditOf(sheet.id)).toMatchObject([
      { action: 'create', actorId: people.teacherA.id },
      { action: 'update', actorId: people.teacherA.id },
      { action: 'update', actorId: people.secretary.id },
    ]);
  });

  it('creates one sheet when two first saves race', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const body = saveBody(room.id, '2026-06-10', [
      mark(alvaro, true),
      mark(bruna, true),
      mark(caio, true),
    ]);
    const answers = await Promise.all([
      put(people.teacherA.client, body),
      put(people.secretary.client, body),
      put(admin, body),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const sheet = await storedSheet(room.id, '2026-06-10');
    const events = await auditOf(sheet.id);
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'update', 'update']);
    expect(await storedEntries(sheet.id)).toHaveLength(3);
  });

  it('a first save that meets another one’s uncommitted sheet waits for it, then corrects it', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const body = saveBody(room.id, '2026-06-10', [
      mark(alvaro, true),
      mark(bruna, false),
      mark(caio, true),
    ]);
    const sheetId = newId();
    let saving: Promise<{ status: number; text: string }> | undefined;
    // Another transaction inserts the day's sheet and holds it while the PUT runs; on PostgreSQL
    // it commits once the PUT waits on the unique index (PGlite runs one transaction at a time:
    // there the PUT starts after it).
    await server.db.transaction(async (tx) => {
      await tx.insert(attendanceSheets).values({
        id: sheetId,
        classroomId: room.id,
        curricularComponentId: ids.lp,
        date: '2026-06-10',
        launchDate: clock,
        updatedAt: clock,
        recordedBy: people.teacherA.id,
      });
      saving = put(people.teacherA.client, body);
      if (!school.store.databaseUrl) return;
      for (let tries = 0; tries < 100; tries++) {
        // pg_stat_activity is read once per transaction unless its snapshot is cleared.
        await tx.execute(sql`select pg_stat_clear_snapshot()`);
        const answer = await tx.execute(sql`select count(*)::int as n from pg_locks
          inner join pg_stat_activity on pg_stat_activity.pid = pg_locks.pid
          where not pg_locks.granted and pg_stat_activity.datname = current_database()`);
        const [row] = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
          n: number;
        }[];
        if (Number(row?.n) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the PUT never waited on the held sheet');
    });
    const answer = await saving;
    expect(answer?.status, answer?.text).toBe(200);
    const sheet = await storedSheet(room.id, '2026-06-10');
    expect(sheet.id).toBe(sheetId);
    expect(await auditOf(sheetId)).toMatchObject([
      { action: 'update', resource: 'attendance', actorId: people.teacherA.id },
    ]);
    expect(await storedEntries(sheetId)).toEqual([
      { studentId: bruna.id, isPresent: false },
      expect.objectContaining({ isPresent: true }),
      expect.objectContaining({ isPresent: true }),
    ]);
  });

  it('answers 405 for other methods', async () => {
    const answer = await admin.request('DELETE', ATTENDANCE);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, PUT');
    expect((await admin.post(SHEETS, {})).status).toBe(405);
  });
});

describe('LOUSA_ATTENDANCE_CORRECTION_DAYS', () => {
  it('is a number of days from 0 to 365, 7 by default', () => {
    expect(loadEnv({}).LOUSA_ATTENDANCE_CORRECTION_DAYS).toBe(7);
    expect(
      loadEnv({ LOUSA_ATTENDANCE_CORRECTION_DAYS: '0' }).LOUSA_ATTENDANCE_CORRECTION_DAYS,
    ).toBe(0);
    expect(
      loadEnv({ LOUSA_ATTENDANCE_CORRECTION_DAYS: '365' }).LOUSA_ATTENDANCE_CORRECTION_DAYS,
    ).toBe(365);
    for (const bad of ['366', '-1', 'sete', '1.5', '1000']) {
      try {
        loadEnv({ LOUSA_ATTENDANCE_CORRECTION_DAYS: bad });
        expect.unreachable(bad);
      } catch (error) {
        expect(error, bad).toBeInstanceOf(EnvError);
        expect((error as EnvError).problems).toEqual([
          'LOUSA_ATTENDANCE_CORRECTION_DAYS deve ser um número de dias (0 a 365)',
        ]);
      }
    }
  });
});
