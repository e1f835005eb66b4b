import {
  assessmentSchema,
  gradeSheetSchema,
  listQueryMessages,
  reportCardItemSchema,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import {
  assessments,
  attendanceEntries,
  attendanceSheets,
  auditEvents,
  grades,
} from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  DENIED,
  date,
  type Item,
  type Network,
  refuser,
  type Staff,
  TODAY,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Assessments, grades and report cards (issue 14, step 2), on real data set up through the API:
 * unit A holds the classrooms under test, unit B another; the course matrix is 'Língua
 * Portuguesa' + 'Matemática' ('Arte' is in none); the academic year 2026 has a calendar with two
 * terms, 2025 one of its own. Each class of a test is made by `setUpClass`: Beatriz teaches
 * Língua Portuguesa, Carlos Matemática, and three students are enrolled (Álvaro, Bruna, Caio).
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
const ASSESSMENTS = '/api/assessments';
const GRADES = '/api/grades';
const REPORT_CARDS = '/api/report-cards';

interface Issue {
  path: string;
  message: string;
}
type Sheet = v.InferOutput<typeof gradeSheetSchema>;

let ids: Network & Record<'arte' | 'year2025' | 'term1' | 'term2' | 'term2025', string>;
let people: Staff;

/** A student (a person row, as teaching.test.ts makes them) enrolled in `classroomId` in 2026. */
const student = (name: string, classroomId: string) =>
  build.enrolledStudent(classroomId, ids.year, { name });

/** A classroom of unit A (or B) without teachers nor students. */
const classroom = async (unit: 'A' | 'B' = 'A') =>
  (await build.classroom(ids[`unit${unit}`], ids[`course${unit}`])).id;

const assign = (classroomId: string, userId: string, componentId: string) =>
  build.assign(classroomId, userId, componentId);

/** A classroom of unit A: Beatriz teaches LP, Carlos MA; Álvaro, Bruna and Caio enrolled. */
async function setUpClass() {
  const room = await classroom('A');
  await assign(room, people.teacherA.id, ids.lp);
  await assign(room, people.teacherB.id, ids.ma);
  // Enrolled out of alphabetical order: the grid sorts by name, accents ignored.
  const caio = await student('Caio Nunes', room);
  const alvaro = await student('Álvaro Lima', room);
  const bruna = await student('Bruna Souza', room);
  return { room, alvaro, bruna, caio };
}

/** An assessment body of Língua Portuguesa in the second term. */
const assessmentBody = (classroomId: string, extra: Body = {}): Body => ({
  classroomId,
  curricularComponentId: ids.lp,
  academicTermId: ids.term2,
  title: build.unique('Prova'),
  date: date('2026-05-10'),
  weight: 1,
  maxScore: 10,
  ...extra,
});

async function assessment(classroomId: string, extra: Body = {}, client = people.teacherA.client) {
  const answer = await client.post<Item>(ASSESSMENTS, assessmentBody(classroomId, extra));
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const gradesPath = (assessmentId: string) => `${ASSESSMENTS}/${assessmentId}/grades`;

/** PUT /assessments/<id>/grades. */
const putGrades = (
  assessmentId: string,
  scores: { studentId: string; score: unknown }[],
  client = people.teacherA.client,
) => client.request<Sheet>('PUT', gradesPath(assessmentId), { json: { grades: scores } });

async function graded(
  assessmentId: string,
  scores: { studentId: string; score: unknown }[],
  client = people.teacherA.client,
) {
  const answer = await putGrades(assessmentId, scores, client);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const sheetQuery = (classroomId: string, componentId = ids.lp, termId = ids.term2) =>
  `classroomId=${classroomId}&curricularComponentId=${componentId}&academicTermId=${termId}`;

async function sheet(classroomId: string, client = people.teacherA.client, componentId = ids.lp) {
  const answer = await client.get<Sheet>(`${GRADES}?${sheetQuery(classroomId, componentId)}`);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(gradeSheetSchema, answer.body)).toBe(true);
  return answer.body;
}

/** Everything a grades write could touch. */
async function snapshot() {
  return {
    assessments: await server.db.select().from(assessments).orderBy(asc(assessments.id)),
    grades: await server.db
      .select()
      .from(grades)
      .orderBy(asc(grades.assessmentId), asc(grades.studentId)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}

/** Expects `call` to answer `status` with `expected` (a message or a body), writing nothing. */
const refused = refuser(snapshot);

// Today is 15/06/2026 (São Paulo): a cancelled enrolment ends on this day.
const school = useSchool({ testing: { now: () => TODAY } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  const network = await build.network();
  const arte = (await build.component('Arte')).id;
  const year2025 = (await build.year('2025')).id;
  const calendar = (await build.calendar(network.year, 'Calendário 2026')).id;
  const calendar2025 = (await build.calendar(year2025, 'Calendário 2025')).id;
  const term = async (title: string, start: string, end: string, calendarId: string) =>
    (await build.term(calendarId, title, start, end)).id;
  ids = {
    ...network,
    arte,
    year2025,
    term1: await term('1º Bimestre', '2026-02-01', '2026-04-30', calendar),
    term2: await term('2º Bimestre', '2026-05-01', '2026-07-15', calendar),
    term2025: await term('1º Bimestre de 2025', '2025-02-01', '2025-04-30', calendar2025),
  };

  people = await build.staff(ids);
}, 60_000);

describe('assessments', () => {
  it('creates, reads, edits and deletes one; weight and maximum as numbers; audited', async () => {
    const { room } = await setUpClass();
    const answer = await people.teacherA.client.post<Item>(
      ASSESSMENTS,
      assessmentBody(room, { title: 'Prova de leitura', weight: '1,5', maxScore: '10' }),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(assessmentSchema, answer.body)).toBe(true);
    const id = answer.body.id;
    expect(answer.body).toEqual({
      id: expect.any(String),
      title: 'Prova de leitura',
      date: date('2026-05-10'),
      weight: 1.5,
      maxScore: 10,
      classroom: { id: room, name: expect.any(String) },
      curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
      academicTerm: { id: ids.term2, title: '2º Bimestre' },
      graded: 0,
    });
    expect((await people.teacherA.client.get(`${ASSESSMENTS}/${id}`)).body).toEqual(answer.body);

    // Any subset, merged over the record.
    const edited = await people.teacherA.client.request<Item>('PATCH', `${ASSESSMENTS}/${id}`, {
      json: { maxScore: '20', date: '12/05/2026' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toEqual({ ...answer.body, maxScore: 20, date: date('2026-05-12') });
    const [row] = await server.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row).toMatchObject({ weight: 1.5, maxScore: 20, date: '2026-05-12' });

    const removed = await people.teacherA.client.request('DELETE', `${ASSESSMENTS}/${id}`);
    expect(removed.status).toBe(204);
    const missing = await people.teacherA.client.get(`${ASSESSMENTS}/${id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverMessages.assessmentNotFound });
    const events = await server.db
      .select({ action: auditEvents.action, resource: auditEvents.resource })
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, id));
    expect(events.map((event) => event.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(new Set(events.map((event) => event.resource))).toEqual(new Set(['assessments']));
  });

  it('lists by date then title; searches title and date; filters by class, component, term', async () => {
    const { room } = await setUpClass();
    await assessment(room, { title: 'Seminário', date: date('2026-05-20') });
    await assessment(room, { title: 'Ditado', date: date('2026-05-20') });
    await assessment(room, { title: 'Redação', date: date('2026-05-04') });
    await assessment(room, {
      title: 'Leitura',
      date: date('2026-03-10'),
      academicTermId: ids.term1,
    });
    await assessment(
      room,
      { title: 'Tabuada', curricularComponentId: ids.ma, date: date('2026-05-05') },
      people.teacherB.client,
    );
    const get = (query: string, client = people.teacherA.client) =>
      client.get<Item[]>(`${ASSESSMENTS}?classroomId=${room}&${query}`);
    const titles = (answer: { body: Item[] }) => answer.body.map((item) => item.title);
    // Beatriz reads her component's assessments only.
    expect(titles(await get(''))).toEqual(['Leitura', 'Redação', 'Ditado', 'Seminário']);
    expect(titles(await get('', people.director.client))).toEqual([
      'Leitura',
      'Redação',
      'Tabuada',
      'Ditado',
      'Seminário',
    ]);
    expect(titles(await get('sort=-date'))).toEqual(['Seminário', 'Ditado', 'Redação', 'Leitura']);
    expect(titles(await get('sort=title'))).toEqual(['Ditado', 'Leitura', 'Redação', 'Seminário']);
    expect(titles(await get(`academicTermId=${ids.term2}`))).toEqual([
      'Redação',
      'Ditado',
      'Seminário',
    ]);
    expect(titles(await get(`curricularComponentId=${ids.ma}`, people.director.client))).toEqual([
      'Tabuada',
    ]);
    expect(titles(await get('q=SEMINARIO'))).toEqual(['Seminário']);
    expect(titles(await get('q=04/05/2026'))).toEqual(['Redação']);
    const page = await get('page=2&pageSize=3');
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('4');
    expect(titles(page)).toEqual(['Seminário']);
    const bad = await get('academicTermId=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: listQueryMessages.idFilterInvalid('academicTermId') });
  });

  it('keeps the term to the classroom’s years and the date to the term (422), writing nothing', async () => {
    const { room } = await setUpClass();
    const { client } = people.teacherA;
    await refused(
      () =>
        client.post(
          ASSESSMENTS,
          assessmentBody(room, { academicTermId: ids.term2025, date: date('2025-03-10') }),
        ),
      422,
      serverMessages.assessmentTermOutsideYear,
    );
    for (const day of ['2026-04-30', '2026-07-16']) {
      await refused(
        () => client.post(ASSESSMENTS, assessmentBody(room, { date: date(day) })),
        422,
        serverMessages.assessmentDateOutsideTerm,
      );
    }
    await refused(
      () => client.post(ASSESSMENTS, assessmentBody(room, { academicTermId: MISSING_ID })),
      422,
      serverMessages.academicTermNotFound,
    );
    // The first and last days of the term are in it.
    await assessment(room, { date: date('2026-05-01') });
    const last = await assessment(room, { date: date('2026-07-15') });
    // An edit is held to the same rules.
    await refused(
      () =>
        client.request('PATCH', `${ASSESSMENTS}/${last.id}`, {
          json: { academicTermId: ids.term1 },
        }),
      422,
      serverMessages.assessmentDateOutsideTerm,
    );
    // A class of 2025 takes 2025's terms, enrolled or not (issue 27: a class is of its year).
    const of2025 = (await build.classroom(ids.unitA, ids.courseA, { academicYearId: ids.year2025 }))
      .id;
    await assign(of2025, people.teacherA.id, ids.lp);
    await assessment(of2025, { academicTermId: ids.term2025, date: date('2025-03-10') });
    // A bad body: 400 with the fields.
    const bad = await client.post<{ issues: Issue[] }>(
      ASSESSMENTS,
      assessmentBody(room, { weight: '0', maxScore: 'dez', title: '' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual([
      'maxScore',
      'title',
      'weight',
    ]);
  });

  it('is written by the class’s teacher or a holder of pedagogy.correct-records in its unit', async () => {
    const { room } = await setUpClass();
    const { teacherA, teacherB, director, coordinator, secretaryB, noRole } = people;
    // Carlos teaches another component of the class.
    await refused(
      () => teacherB.client.post(ASSESSMENTS, assessmentBody(room)),
      403,
      serverMessages.notYourClass,
    );
    // A reader of the unit without the correction permission.
    await refused(
      () => coordinator.client.post(ASSESSMENTS, assessmentBody(room)),
      403,
      DENIED.message,
    );
    await refused(() => noRole.client.post(ASSESSMENTS, assessmentBody(room)), 403, DENIED.message);
    // The secretary of another unit corrects her own unit only.
    await refused(
      () => secretaryB.client.post(ASSESSMENTS, assessmentBody(room)),
      403,
      serverMessages.outsideSchoolUnits,
    );
    // The director (pedagogy.correct-records) writes in her unit, for a component of the matrix.
    await refused(
      () =>
        director.client.post(
          ASSESSMENTS,
          assessmentBody(room, { curricularComponentId: ids.arte }),
        ),
      422,
      serverMessages.componentNotInMatrix,
    );
    const byDirector = await assessment(room, { title: 'Recuperação' }, director.client);
    const byTeacher = await assessment(room);
    const edited = await director.client.request<Item>('PATCH', `${ASSESSMENTS}/${byTeacher.id}`, {
      json: { title: 'Prova corrigida' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.title).toBe('Prova corrigida');

    // Reads: the teacher, the director, the coordinator; not Carlos, nor another unit.
    for (const reader of [teacherA, director, coordinator]) {
      expect((await reader.client.get(`${ASSESSMENTS}/${byDirector.id}`)).status).toBe(200);
    }
    for (const outsider of [teacherB, secretaryB]) {
      for (const [method, json] of [
        ['GET', undefined],
        ['PATCH', { title: 'Outra' }],
        ['DELETE', undefined],
      ] as const) {
        const answer = await outsider.client.request(method, `${ASSESSMENTS}/${byDirector.id}`, {
          json,
        });
        expect(answer.status, `${method}: ${answer.text}`).toBe(404);
        expect(answer.body).toEqual({ message: serverMessages.assessmentNotFound });
      }
      expect(
        (await outsider.client.get<Item[]>(`${ASSESSMENTS}?classroomId=${room}`)).body,
      ).toEqual([]);
    }
    await refused(
      () =>
        coordinator.client.request('PATCH', `${ASSESSMENTS}/${byTeacher.id}`, {
          json: { title: 'X' },
        }),
      403,
      DENIED.message,
    );
    // Moving it to a component she does not teach.
    await refused(
      () =>
        teacherA.client.request('PATCH', `${ASSESSMENTS}/${byTeacher.id}`, {
          json: { curricularComponentId: ids.ma },
        }),
      403,
      serverMessages.notYourClass,
    );
    expect(
      (await director.client.request('DELETE', `${ASSESSMENTS}/${byDirector.id}`)).status,
    ).toBe(204);
  });

  it('keeps the maximum above the grades given (409); deleting takes its grades', async () => {
    const { room, alvaro, bruna } = await setUpClass();
    const test = await assessment(room, { maxScore: 10 });
    await graded(test.id, [
      { studentId: alvaro.id, score: 9.5 },
      { studentId: bruna.id, score: 7 },
    ]);
    expect((await people.teacherA.client.get<Item>(`${ASSESSMENTS}/${test.id}`)).body.graded).toBe(
      2,
    );
    await refused(
      () =>
        people.teacherA.client.request('PATCH', `${ASSESSMENTS}/${test.id}`, {
          json: { maxScore: 9 },
        }),
      409,
      serverMessages.maxScoreBelowGrades,
    );
    // A graded assessment stays in its classroom.
    const other = await classroom('A');
    await assign(other, people.teacherA.id, ids.lp);
    await refused(
      () =>
        people.teacherA.client.request('PATCH', `${ASSESSMENTS}/${test.id}`, {
          json: { classroomId: other },
        }),
      409,
      serverMessages.assessmentGradedClassroom,
    );
    // Down to the highest grade is fine.
    const lowered = await people.teacherA.client.request<Item>(
      'PATCH',
      `${ASSESSMENTS}/${test.id}`,
      { json: { maxScore: '9,5' } },
    );
    expect(lowered.status, lowered.text).toBe(200);
    expect(lowered.body.maxScore).toBe(9.5);

    expect(
      (await people.teacherA.client.request('DELETE', `${ASSESSMENTS}/${test.id}`)).status,
    ).toBe(204);
    expect(await server.db.select().from(grades).where(eq(grades.assessmentId, test.id))).toEqual(
      [],
    );
    expect((await sheet(room)).students.map((student) => student.average)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('grades', () => {
  it('answers the grid: assessments by date, students by name, the weighted average', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const second = await assessment(room, {
      title: 'Prova 2',
      date: date('2026-05-20'),
      weight: 1,
      maxScore: 20,
    });
    const first = await assessment(room, {
      title: 'Prova 1',
      date: date('2026-05-10'),
      weight: 2,
      maxScore: 10,
    });
    // Another term's assessment is not in the grid.
    await assessment(room, { academicTermId: ids.term1, date: date('2026-03-10') });
    await graded(first.id, [
      { studentId: alvaro.id, score: 8 },
      { studentId: bruna.id, score: '6,5' },
    ]);
    const answer = await graded(second.id, [{ studentId: alvaro.id, score: 15 }]);
    const expected: Sheet = {
      assessments: [
        { id: first.id, title: 'Prova 1', date: date('2026-05-10'), weight: 2, maxScore: 10 },
        { id: second.id, title: 'Prova 2', date: date('2026-05-20'), weight: 1, maxScore: 20 },
      ],
      students: [
        {
          studentId: alvaro.id,
          code: '01',
          name: 'Álvaro Lima',
          scores: { [first.id]: 8, [second.id]: 15 },
          // (8/10×10×2 + 15/20×10×1) / 3 = 23.5 / 3 = 7.83…
          average: 7.8,
        },
        {
          studentId: bruna.id,
          code: '02',
          name: 'Bruna Souza',
          scores: { [first.id]: 6.5, [second.id]: null },
          // Prova 2 has no score for her: it does not count.
          average: 6.5,
        },
        {
          studentId: caio.id,
          code: '03',
          name: 'Caio Nunes',
          scores: { [first.id]: null, [second.id]: null },
          average: null,
        },
      ],
      canEdit: true,
    };
    expect(v.is(gradeSheetSchema, answer)).toBe(true);
    expect(answer).toEqual(expected);
    expect(await sheet(room)).toEqual(expected);
    // Read by the director and the coordinator, who may not write it.
    expect(await sheet(room, people.director.client)).toEqual(expected);
    expect(await sheet(room, people.coordinator.client)).toEqual({ ...expected, canEdit: false });
    // Carlos's own component: his grid, with nothing in it yet.
    const math = await sheet(room, people.teacherB.client, ids.ma);
    expect(math).toMatchObject({ assessments: [], canEdit: true });
    expect(math.students.map((student) => student.name)).toEqual([
      'Álvaro Lima',
      'Bruna Souza',
      'Caio Nunes',
    ]);
    // Each save is one audit event on the assessment.
    const events = await server.db
      .select({
        action: auditEvents.action,
        resource: auditEvents.resource,
        actorId: auditEvents.actorId,
      })
      .from(auditEvents)
      .where(eq(auditEvents.resourceId, first.id));
    expect(events).toContainEqual({
      action: 'update',
      resource: 'grades',
      actorId: people.teacherA.id,
    });
  });

  it('clears a score with null; a score given again unchanged is no change', async () => {
    const { room, alvaro, bruna } = await setUpClass();
    const test = await assessment(room);
    await graded(test.id, [
      { studentId: alvaro.id, score: 9 },
      { studentId: bruna.id, score: 4 },
    ]);
    const audit = async () =>
      (
        await server.db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(eq(auditEvents.resourceId, test.id))
      ).length;
    const before = await audit();
    await graded(test.id, [{ studentId: alvaro.id, score: 9 }]);
    expect(await audit()).toBe(before);
    const answer = await graded(test.id, [
      { studentId: bruna.id, score: null },
      { studentId: alvaro.id, score: '' },
    ]);
    expect(answer.students.map((student) => [student.scores[test.id], student.average])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(await server.db.select().from(grades).where(eq(grades.assessmentId, test.id))).toEqual(
      [],
    );
    expect(await audit()).toBe(before + 1);
    expect((await people.teacherA.client.get<Item>(`${ASSESSMENTS}/${test.id}`)).body.graded).toBe(
      0,
    );
  });

  it('refuses a score above the maximum (400 at grades.N.score), writing nothing', async () => {
    const { room, alvaro, bruna } = await setUpClass();
    const test = await assessment(room, { maxScore: '7,5' });
    await refused(
      () =>
        putGrades(test.id, [
          { studentId: alvaro.id, score: 7.5 },
          { studentId: bruna.id, score: '7,6' },
        ]),
      400,
      {
        message: serverMessages.invalidBody,
        issues: [{ path: 'grades.1.score', message: serverMessages.scoreAboveMax('7,5') }],
      },
    );
    // A negative or malformed score is refused by the schema.
    const bad = await putGrades(test.id, [
      { studentId: alvaro.id, score: -1 },
      { studentId: 'x', score: 'sete' },
    ]);
    expect(bad.status).toBe(400);
    expect(
      (bad.body as unknown as { issues: Issue[] }).issues.map((issue) => issue.path).sort(),
    ).toEqual(['grades.0.score', 'grades.1.score', 'grades.1.studentId']);
  });

  it('refuses a student not enrolled in the classroom (422), all or nothing', async () => {
    const { room, alvaro } = await setUpClass();
    const elsewhere = await student('Elisa Prado', await classroom('A'));
    const test = await assessment(room);
    await refused(
      () =>
        putGrades(test.id, [
          { studentId: alvaro.id, score: 8 },
          { studentId: elsewhere.id, score: 7 },
        ]),
      422,
      serverMessages.gradeStudentNotEnrolled('Elisa Prado'),
    );
    await refused(
      () => putGrades(test.id, [{ studentId: MISSING_ID, score: 7 }]),
      422,
      serverMessages.studentNotFound,
    );
  });

  it('grades a student enrolled on the assessment’s date, after the enrolment ends too', async () => {
    const { room, alvaro } = await setUpClass();
    const davi = await student('Davi Rocha', room);
    const cancelled = await admin.post(`/api/enrollments/${davi.enrolmentId}/cancel`, {
      reason: 'Mudança de cidade',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Cancelled today (15/06/2026): not in the grid until graded.
    expect((await sheet(room)).students.map((student) => student.name)).not.toContain('Davi Rocha');
    const before = await assessment(room, { date: date('2026-06-10') });
    const after = await assessment(room, { date: date('2026-06-20') });
    const answer = await graded(before.id, [{ studentId: davi.id, score: 6 }]);
    expect(answer.students.map((student) => [student.code, student.name])).toEqual([
      ['01', 'Álvaro Lima'],
      ['02', 'Bruna Souza'],
      ['03', 'Caio Nunes'],
      ['04', 'Davi Rocha'],
    ]);
    await refused(
      () => putGrades(after.id, [{ studentId: davi.id, score: 6 }]),
      422,
      serverMessages.gradeStudentNotEnrolled('Davi Rocha'),
    );
    // An active student is graded whatever the date.
    await graded(after.id, [{ studentId: alvaro.id, score: 10 }]);
  });

  it('is saved by the class’s teacher or a corrector of its unit; 404 and 403 otherwise', async () => {
    const { room, alvaro } = await setUpClass();
    const test = await assessment(room);
    const score = [{ studentId: alvaro.id, score: 5 }];
    await refused(() => putGrades(test.id, score, people.teacherB.client), 404, {
      message: serverMessages.assessmentNotFound,
    });
    await refused(() => putGrades(test.id, score, people.secretaryB.client), 404, {
      message: serverMessages.assessmentNotFound,
    });
    await refused(() => putGrades(test.id, score, people.coordinator.client), 403, DENIED);
    await refused(() => putGrades(test.id, score, people.noRole.client), 403, DENIED);
    for (const id of [MISSING_ID, 'nada']) {
      await refused(() => putGrades(id, score), 404, serverMessages.assessmentNotFound);
    }
    const byDirector = await graded(test.id, score, people.director.client);
    expect(byDirector.students[0]?.scores[test.id]).toBe(5);
    const post = await people.teacherA.client.post(gradesPath(test.id), { grades: [] });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('PUT');
  });
});

describe('the grid in one request (PUT /grades)', () => {
  it('saves every score at once and answers the grid; one audit event per assessment', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const first = await assessment(room, { title: 'A', date: date('2026-05-10') });
    const second = await assessment(room, { title: 'B', date: date('2026-05-11'), maxScore: 5 });
    const untouched = await assessment(room, { title: 'C', date: date('2026-05-12') });
    await graded(first.id, [{ studentId: caio.id, score: 3 }]);
    const body = {
      classroomId: room,
      curricularComponentId: ids.lp,
      academicTermId: ids.term2,
      grades: [
        { assessmentId: first.id, studentId: alvaro.id, score: '10' },
        { assessmentId: first.id, studentId: bruna.id, score: 5 },
        { assessmentId: first.id, studentId: caio.id, score: null },
        { assessmentId: second.id, studentId: alvaro.id, score: 2.5 },
      ],
    };
    const answer = await people.teacherA.client.request<Sheet>('PUT', GRADES, { json: body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual(await sheet(room));
    expect(
      answer.body.students.map((student) => [
        student.name,
        student.scores[first.id],
        student.scores[second.id],
        student.scores[untouched.id],
        student.average,
      ]),
    ).toEqual([
      // (10×1 + 5×1) / 2
      ['Álvaro Lima', 10, 2.5, null, 7.5],
      ['Bruna Souza', 5, null, null, 5],
      ['Caio Nunes', null, null, null, null],
    ]);
    const resources = async (assessmentId: string) =>
      (
        await server.db
          .select({ resource: auditEvents.resource })
          .from(auditEvents)
          .where(eq(auditEvents.resourceId, assessmentId))
      ).map((event) => event.resource);
    expect((await resources(first.id)).filter((r) => r === 'grades')).toHaveLength(2);
    expect(await resources(second.id)).toContain('grades');
    expect(await resources(untouched.id)).not.toContain('grades');
  });

  it('refuses, writing nothing: another term’s assessment, a score above the maximum, a student not enrolled', async () => {
    const { room, alvaro, bruna } = await setUpClass();
    const test = await assessment(room, { maxScore: 10 });
    const otherTerm = await assessment(room, {
      academicTermId: ids.term1,
      date: date('2026-03-10'),
    });
    const outsider = await student('Otávio Reis', await classroom('A'));
    const save = (grades: Body[], client = people.teacherA.client, extra: Body = {}) =>
      client.request('PUT', GRADES, {
        json: {
          classroomId: room,
          curricularComponentId: ids.lp,
          academicTermId: ids.term2,
          grades,
          ...extra,
        },
      });
    const good = { assessmentId: test.id, studentId: alvaro.id, score: 8 };
    await refused(
      () => save([good, { assessmentId: otherTerm.id, studentId: bruna.id, score: 8 }]),
      422,
      serverMessages.assessmentNotFound,
    );
    await refused(
      () => save([good, { assessmentId: MISSING_ID, studentId: bruna.id, score: 8 }]),
      422,
      serverMessages.assessmentNotFound,
    );
    await refused(
      () => save([good, { assessmentId: test.id, studentId: bruna.id, score: 11 }]),
      400,
      {
        message: serverMessages.invalidBody,
        issues: [{ path: 'grades.1.score', message: serverMessages.scoreAboveMax('10') }],
      },
    );
    await refused(
      () => save([good, { assessmentId: test.id, studentId: outsider.id, score: 8 }]),
      422,
      serverMessages.gradeStudentNotEnrolled('Otávio Reis'),
    );
    await refused(() => save([good], people.teacherB.client), 403, serverMessages.notYourClass);
    await refused(() => save([good], people.coordinator.client), 403, DENIED.message);
    await refused(
      () => save([good], people.secretaryB.client),
      403,
      serverMessages.outsideSchoolUnits,
    );
    await refused(
      () => save([good], undefined, { academicTermId: MISSING_ID }),
      422,
      serverMessages.academicTermNotFound,
    );
    await refused(
      () => save([good], undefined, { classroomId: MISSING_ID }),
      422,
      serverMessages.classroomNotFound,
    );
    const bad = await save([good], undefined, { classroomId: 'x' });
    expect(bad.status).toBe(400);
    // The director corrects it.
    const byDirector = await save([good], people.director.client);
    expect(byDirector.status, byDirector.text).toBe(200);
  });
});

describe('GET /grades', () => {
  it('answers 400 for a missing or bad id, 404 for a missing term or a class out of scope', async () => {
    const { room } = await setUpClass();
    const get = (query: string, client = people.teacherA.client) =>
      client.get(`${GRADES}?${query}`);
    for (const [query, name] of [
      [`curricularComponentId=${ids.lp}&academicTermId=${ids.term2}`, 'classroomId'],
      [
        `classroomId=${room}&curricularComponentId=nada&academicTermId=${ids.term2}`,
        'curricularComponentId',
      ],
      [`classroomId=${room}&curricularComponentId=${ids.lp}`, 'academicTermId'],
    ] as const) {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: listQueryMessages.idFilterInvalid(name) });
    }
    const cases: [string, TestClient, string][] = [
      [
        sheetQuery(room, ids.lp, MISSING_ID),
        people.teacherA.client,
        serverMessages.academicTermNotFound,
      ],
      [
        sheetQuery(room, MISSING_ID),
        people.teacherA.client,
        serverMessages.curricularComponentNotFound,
      ],
      [sheetQuery(MISSING_ID), people.teacherA.client, serverMessages.classroomNotFound],
      // Carlos does not teach LP there; Heloísa works in unit B.
      [sheetQuery(room), people.teacherB.client, serverMessages.classroomNotFound],
      [sheetQuery(room), people.secretaryB.client, serverMessages.classroomNotFound],
    ];
    for (const [query, client, message] of cases) {
      const answer = await get(query, client);
      expect(answer.status, query).toBe(404);
      expect(answer.body).toEqual({ message });
    }
    expect((await get(sheetQuery(room), people.noRole.client)).body).toEqual(DENIED);
    expect((await people.teacherA.client.request('DELETE', GRADES)).status).toBe(405);
  });
});

describe('report cards', () => {
  it('answers each student’s average and the term’s attendance on recorded days', async () => {
    const { room, alvaro, bruna, caio } = await setUpClass();
    const first = await assessment(room, { weight: 2, maxScore: 10 });
    const second = await assessment(room, { weight: 1, maxScore: 20, date: date('2026-05-20') });
    await graded(first.id, [
      { studentId: alvaro.id, score: 8 },
      { studentId: bruna.id, score: 6 },
    ]);
    await graded(second.id, [{ studentId: alvaro.id, score: 15 }]);

    /** A recorded sheet with its entries: [student, present, justified]. */
    const recorded = async (
      day: string,
      entries: [string, boolean, boolean?][],
      componentId = ids.lp,
    ) => {
      const sheetId = newId();
      await server.db.insert(attendanceSheets).values({
        id: sheetId,
        classroomId: room,
        curricularComponentId: componentId,
        date: day,
      });
      await server.db.insert(attendanceEntries).values(
        entries.map(([studentId, isPresent, justified]) => ({
          sheetId,
          studentId,
          isPresent,
          justified: justified ?? false,
          justification: justified ? 'Atestado médico' : null,
        })),
      );
    };
    // Four days of the term: Álvaro present on 3 of 4; Bruna on 1 of 3 (a justified absence is
    // an absence); Caio has no entry.
    await recorded('2026-05-04', [
      [alvaro.id, true],
      [bruna.id, true],
    ]);
    await recorded('2026-05-05', [
      [alvaro.id, true],
      [bruna.id, false, true],
    ]);
    await recorded('2026-05-06', [
      [alvaro.id, false],
      [bruna.id, false],
    ]);
    await recorded('2026-07-15', [[alvaro.id, true]]);
    // Not counted: a day of the first term, and another component's day.
    await recorded('2026-04-30', [
      [alvaro.id, false],
      [bruna.id, false],
      [caio.id, false],
    ]);
    await recorded('2026-05-07', [[caio.id, false]], ids.ma);

    const answer = await people.teacherA.client.get<unknown[]>(
      `${REPORT_CARDS}?${sheetQuery(room)}`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(v.array(reportCardItemSchema), answer.body)).toBe(true);
    expect(answer.body).toEqual([
      { student: { id: alvaro.id, name: 'Álvaro Lima' }, average: 7.8, attendance: 75 },
      { student: { id: bruna.id, name: 'Bruna Souza' }, average: 6, attendance: 33.3 },
      { student: { id: caio.id, name: 'Caio Nunes' }, average: null, attendance: null },
    ]);
    // The same averages as the grid.
    expect((await sheet(room)).students.map((student) => student.average)).toEqual([7.8, 6, null]);
    // Read in scope only.
    const director = await people.director.client.get(`${REPORT_CARDS}?${sheetQuery(room)}`);
    expect(director.body).toEqual(answer.body);
    const outside = await people.secretaryB.client.get(`${REPORT_CARDS}?${sheetQuery(room)}`);
    expect(outside.status).toBe(404);
    const bad = await people.teacherA.client.get(`${REPORT_CARDS}?classroomId=${room}`);
    expect(bad.status).toBe(400);
  });
});
