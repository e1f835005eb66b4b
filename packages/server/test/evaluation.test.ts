import {
  type EvaluationSituation,
  evaluationRuleEntitySchema,
  messages,
  reportCardSchema,
  type StudentResult,
  serverMessages,
  studentResultSchema,
} from '@lousa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import {
  attendanceEntries,
  attendanceSheets,
  auditEvents,
  councilDecisions,
  evaluationRules,
  finalExams,
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
 * The year's evaluation (issue 28) on data set up once, through the API where it has rules
 * (rules, assessments, grades, enrolments) and straight into the tables for the many attendance
 * days. Today is 15/06/2026: the 2025 classes' year is over (two terms, 'B1' and 'B2'); the 2026
 * class's is not. Course R1 (unit A) — pass mark 6 of 10, arithmetic, final exam (pass mark 5,
 * mean with the exam), 75% overall — holds class C1; course R2 — of 100, weighted 1–3, pass 60,
 * the exam replaces the average when higher (pass 50), 75% per component, no decimals — class
 * C2; course R0 has no rule (class C0); course R4 weighs three terms in a calendar of two (C4).
 * Beatriz teaches Língua Portuguesa in C1 and C2, Carlos Matemática; Denise teaches nothing there.
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let ids: Network;
let people: Staff;
let year2025: string;
let terms: { b1: string; b2: string };
let courses: Record<'r0' | 'r2' | 'r4', string>;
let rooms: Record<'c0' | 'c1' | 'c2' | 'c4' | 'c2026', string>;
/** Students by first name: their ids. */
const kids: Record<string, string> = {};
/** Their enrolments' ids. */
const enrolments: Record<string, string> = {};

const rulePath = (courseId: string) => `/api/courses/${courseId}/evaluation-rule`;
const resultsPath = (classroomId: string) => `/api/classrooms/${classroomId}/results`;
const examsPath = (classroomId: string) => `/api/classrooms/${classroomId}/final-exams`;
const councilPath = (classroomId: string) => `/api/classrooms/${classroomId}/council-decisions`;
const cardPath = (studentId: string, yearId = year2025) =>
  `/api/students/${studentId}/report-card?academicYearId=${yearId}`;

const R1: Body = {
  maxScore: 10,
  passMark: 6,
  termAggregation: 'ARITHMETIC',
  recovery: 'FINAL_EXAM',
  recoveryPassMark: 5,
  recoveryFormula: 'MEAN_WITH_EXAM',
  minAttendance: 75,
  attendanceScope: 'OVERALL',
  decimals: 1,
};
const R2: Body = {
  maxScore: 100,
  passMark: 60,
  termAggregation: 'WEIGHTED',
  termWeights: [1, 3],
  recovery: 'FINAL_EXAM',
  recoveryPassMark: 50,
  recoveryFormula: 'EXAM_REPLACES_IF_HIGHER',
  attendanceScope: 'PER_COMPONENT',
  decimals: 0,
};

async function putRule(courseId: string, body: Body, client = admin) {
  const answer = await client.request<Item>('PUT', rulePath(courseId), { json: body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** An assessment of the class, component and term (maximum 10) and its scores, by the admin. */
async function scores(
  classroomId: string,
  componentId: string,
  termId: string,
  day: string,
  given: Record<string, number>,
) {
  const assessment = await build.created('/assessments', {
    classroomId,
    curricularComponentId: componentId,
    academicTermId: termId,
    title: build.unique('Prova'),
    date: date(day),
    weight: 1,
    maxScore: 10,
  });
  const answer = await admin.request('PUT', `/api/assessments/${assessment.id}/grades`, {
    json: {
      grades: Object.entries(given).map(([name, score]) => ({ studentId: kids[name], score })),
    },
  });
  expect(answer.status, answer.text).toBe(200);
}

/**
 * `total` recorded days of the class and component for the student, the first `absences` of
 * them absent: one sheet a day from 03/02/2025, shared with the other students' marks.
 */
async function lessons(
  classroomId: string,
  componentId: string,
  name: string,
  total: number,
  absences: number,
) {
  const days = Array.from({ length: total }, (_, n) =>
    new Date(Date.UTC(2025, 1, 3 + n)).toISOString().slice(0, 10),
  );
  await server.db
    .insert(attendanceSheets)
    .values(
      days.map((day) => ({
        id: newId(),
        classroomId,
        curricularComponentId: componentId,
        date: day,
      })),
    )
    .onConflictDoNothing();
  const sheets = await server.db
    .select({ id: attendanceSheets.id, date: attendanceSheets.date })
    .from(attendanceSheets)
    .where(
      and(
        eq(attendanceSheets.classroomId, classroomId),
        eq(attendanceSheets.curricularComponentId, componentId),
        inArray(attendanceSheets.date, days),
      ),
    )
    .orderBy(asc(attendanceSheets.date));
  await server.db.insert(attendanceEntries).values(
    sheets.map((sheet, index) => ({
      sheetId: sheet.id,
      studentId: kids[name] as string,
      isPresent: index >= absences,
    })),
  );
}

async function results(classroomId: string, client = admin) {
  const answer = await client.get<StudentResult[]>(resultsPath(classroomId));
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(v.array(studentResultSchema), answer.body), answer.text).toBe(true);
  return answer.body;
}

/** The result of a student (by first name) in the answer. */
const of = (answer: StudentResult[], name: string) => {
  const found = answer.find((result) => result.student.id === kids[name]);
  expect(found, name).toBeDefined();
  return found as StudentResult;
};

/** `[component name, situation]` of each component of the student's result. */
const situations = (result: StudentResult) =>
  result.components.map((component) => [component.curricularComponent.name, component.situation]);

/** The name of a course. */
const courseName = async (courseId: string) =>
  (await admin.get<Item>(`/api/courses/${courseId}`)).body.name as string;

/** Everything an evaluation write could touch. */
async function snapshot() {
  return {
    rules: await server.db.select().from(evaluationRules).orderBy(asc(evaluationRules.courseId)),
    exams: await server.db.select().from(finalExams).orderBy(asc(finalExams.studentId)),
    councils: await server.db.select().from(councilDecisions).orderBy(asc(councilDecisions.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}
const refused = refuser(snapshot);

const school = useSchool({ testing: { now: () => TODAY } });

beforeAll(async () => {
  ({ server, admin, build } = school);
  ids = await build.network();
  people = await build.staff(ids);
  year2025 = (await build.year('2025')).id;
  const calendar2025 = (await build.calendar(year2025, 'Calendário 2025')).id;
  terms = {
    b1: (await build.term(calendar2025, 'B1', '2025-02-01', '2025-06-30')).id,
    b2: (await build.term(calendar2025, 'B2', '2025-07-01', '2025-12-10')).id,
  };
  const calendar2026 = (await build.calendar(ids.year, 'Calendário 2026')).id;
  await build.term(calendar2026, '1º Bimestre', '2026-02-01', '2026-04-30');
  await build.term(calendar2026, '2º Bimestre', '2026-05-01', '2026-07-15');
  const course = async () => (await build.course(ids.unitA, ids.modality, ids.matrix)).id;
  courses = { r0: await course(), r2: await course(), r4: await course() };
  await putRule(ids.courseA, R1);
  await putRule(courses.r2, R2);
  await putRule(courses.r4, { ...R1, termAggregation: 'WEIGHTED', termWeights: [1, 2, 3] });
  const room = async (courseId: string, academicYearId = year2025) =>
    (await build.classroom(ids.unitA, courseId, { academicYearId })).id;
  rooms = {
    c0: await room(courses.r0),
    c1: await room(ids.courseA),
    c2: await room(courses.r2),
    c4: await room(courses.r4),
    c2026: await room(ids.courseA, ids.year),
  };
  for (const classroomId of [rooms.c1, rooms.c2, rooms.c2026]) {
    await build.assign(classroomId, people.teacherA.id, ids.lp);
    await build.assign(classroomId, people.teacherB.id, ids.ma);
  }
  const enrol = async (classroomId: string, name: string, yearId = year2025) => {
    const from = yearId === year2025 ? '2025-02-03' : '2026-03-02';
    const enrolled = await build.enrolledStudent(classroomId, yearId, {
      name: `${name} Teste`,
      from,
    });
    kids[name] = enrolled.id;
    enrolments[name] = enrolled.enrolmentId;
  };
  for (const name of ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa']) await enrol(rooms.c1, name);
  for (const name of ['Fábio', 'Gabi']) await enrol(rooms.c2, name);
  await enrol(rooms.c0, 'Olga');
  await enrol(rooms.c2026, 'Hugo', ids.year);

  // C1: B1 and B2 of each component.
  await scores(rooms.c1, ids.lp, terms.b1, '2025-03-10', {
    Ana: 8,
    Bruno: 4,
    Carla: 2,
    Davi: 9,
    Elisa: 7,
  });
  await scores(rooms.c1, ids.lp, terms.b2, '2025-08-10', { Ana: 7, Bruno: 4, Carla: 2, Davi: 9 });
  await scores(rooms.c1, ids.ma, terms.b1, '2025-03-11', {
    Ana: 6,
    Bruno: 7,
    Carla: 6,
    Davi: 9,
    Elisa: 7,
  });
  await scores(rooms.c1, ids.ma, terms.b2, '2025-08-11', {
    Ana: 6,
    Bruno: 7,
    Carla: 6,
    Davi: 9,
    Elisa: 7,
  });
  // C2 (of 100, weights 1 and 3): Fábio LP 90 and 50 → 60; MA 40 and 40 → 40.
  await scores(rooms.c2, ids.lp, terms.b1, '2025-03-10', { Fábio: 9, Gabi: 8 });
  await scores(rooms.c2, ids.lp, terms.b2, '2025-08-10', { Fábio: 5, Gabi: 8 });
  await scores(rooms.c2, ids.ma, terms.b1, '2025-03-11', { Fábio: 4, Gabi: 8 });
  await scores(rooms.c2, ids.ma, terms.b2, '2025-08-11', { Fábio: 4, Gabi: 8 });

  // Ana: 3 absences in 12 lessons over both components (75,0%); Davi: 43 in 171 (74,9%).
  await lessons(rooms.c1, ids.lp, 'Ana', 8, 3);
  await lessons(rooms.c1, ids.ma, 'Ana', 4, 0);
  await lessons(rooms.c1, ids.lp, 'Davi', 100, 43);
  await lessons(rooms.c1, ids.ma, 'Davi', 71, 0);
  // Gabi: 74,9% in Língua Portuguesa alone, 100% in Matemática (counted per component).
  await lessons(rooms.c2, ids.lp, 'Gabi', 171, 43);
  await lessons(rooms.c2, ids.ma, 'Gabi', 10, 0);
}, 180_000);

describe("the 'Regra de Avaliação'", () => {
  it('is read back as saved, with the defaults filled; a change is audited', async () => {
    const answer = await admin.get<Item>(rulePath(ids.courseA));
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(evaluationRuleEntitySchema, answer.body)).toBe(true);
    expect(answer.body).toEqual({ ...R1, termWeights: null });
    expect((await admin.get(rulePath(courses.r2))).body).toMatchObject({
      minAttendance: 75,
      termWeights: [1, 3],
      decimals: 0,
    });

    const course = (await build.course(ids.unitA, ids.modality, ids.matrix)).id;
    const created = await putRule(
      course,
      { passMark: '6,5', termAggregation: 'ARITHMETIC', recovery: 'NONE' },
      people.secretary.client,
    );
    expect(created).toEqual({
      maxScore: 10,
      passMark: 6.5,
      termAggregation: 'ARITHMETIC',
      termWeights: null,
      recovery: 'NONE',
      recoveryPassMark: null,
      recoveryFormula: null,
      minAttendance: 75,
      attendanceScope: 'OVERALL',
      decimals: 1,
    });
    await putRule(course, { ...created, passMark: 7 }, people.secretary.client);
    const events = await build.auditOf(course);
    expect(events.map((event) => [event.action, event.resource, event.actorId])).toEqual([
      ['create', 'courses', expect.any(String)],
      ['create', 'evaluation-rules', people.secretary.id],
      ['update', 'evaluation-rules', people.secretary.id],
    ]);
    expect(events[2]?.changes).toEqual({ passMark: { before: 6.5, after: 7 } });
  });

  it('404 for a course without one, and for an unknown course', async () => {
    const none = await admin.get(rulePath(courses.r0));
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: serverMessages.evaluationRuleNotFound });
    const unknown = await admin.get(rulePath(MISSING_ID));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: serverMessages.courseNotFound });
  });

  it.each<[string, Body, Record<string, string>]>([
    [
      'a pass mark above the maximum',
      { ...R1, passMark: 11 },
      { passMark: messages.passMarkAboveMax },
    ],
    [
      'WEIGHTED without weights',
      { ...R1, termAggregation: 'WEIGHTED' },
      { termWeights: messages.termWeightsRequired },
    ],
    [
      'weights not positive',
      { ...R1, termAggregation: 'WEIGHTED', termWeights: [1, 0] },
      { termWeights: messages.termWeightsPositive },
    ],
    [
      'FINAL_EXAM without its pass mark and formula',
      { ...R1, recoveryPassMark: null, recoveryFormula: undefined },
      {
        recoveryPassMark: messages.recoveryPassMarkRequired,
        recoveryFormula: messages.recoveryFormulaRequired,
      },
    ],
    [
      'a minimum attendance above 100',
      { ...R1, minAttendance: 120 },
      { minAttendance: messages.minAttendanceRange },
    ],
  ])('422 at the field for %s, nothing saved', async (_, body, expected) => {
    await refused(() => admin.request('PUT', rulePath(courses.r0), { json: body }), 422, {
      message: serverMessages.evaluationRuleInvalid,
      issues: Object.entries(expected).map(([path, message]) => ({ path, message })),
    });
  });

  it('written by who edits courses in its unit, read by who reads them', async () => {
    await refused(
      () => people.teacherA.client.request('PUT', rulePath(ids.courseA), { json: R1 }),
      403,
      DENIED,
    );
    await refused(
      () => people.coordinator.client.request('PUT', rulePath(ids.courseA), { json: R1 }),
      403,
      DENIED,
    );
    await refused(
      () => people.secretaryB.client.request('PUT', rulePath(ids.courseA), { json: R1 }),
      404,
      serverMessages.courseNotFound,
    );
    expect((await people.teacherA.client.get(rulePath(ids.courseA))).status).toBe(403);
    expect((await people.secretaryB.client.get(rulePath(ids.courseA))).status).toBe(404);
    expect((await people.director.client.get(rulePath(ids.courseA))).status).toBe(200);
    expect((await admin.request('DELETE', rulePath(ids.courseA))).status).toBe(405);
  });
});

describe('results', () => {
  it('per student and component: terms, final average, attendance, situation and result', async () => {
    const answer = await results(rooms.c1);
    expect(answer.map((result) => result.student.name)).toEqual([
      'Ana Teste',
      'Bruno Teste',
      'Carla Teste',
      'Davi Teste',
      'Elisa Teste',
    ]);
    const ana = of(answer, 'Ana');
    expect(ana).toEqual({
      student: { id: kids.Ana, name: 'Ana Teste' },
      components: [
        {
          curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
          terms: [
            { academicTermId: terms.b1, average: 8, absences: 3 },
            { academicTermId: terms.b2, average: 7, absences: 0 },
          ],
          finalAverage: 7.5,
          examScore: null,
          neededExamScore: null,
          attendance: 62.5,
          situation: 'APROVADO',
        },
        {
          curricularComponent: { id: ids.ma, name: 'Matemática' },
          terms: [
            { academicTermId: terms.b1, average: 6, absences: 0 },
            { academicTermId: terms.b2, average: 6, absences: 0 },
          ],
          finalAverage: 6,
          examScore: null,
          neededExamScore: null,
          attendance: 100,
          situation: 'APROVADO',
        },
      ],
      // 9 of 12 lessons over both components: the LDB's minimum, exactly.
      attendance: 75,
      result: 'APROVADO',
    });
  });

  it.each<[string, [string, EvaluationSituation][], number | null, EvaluationSituation]>([
    [
      'Bruno',
      [
        ['Língua Portuguesa', 'EM_RECUPERACAO'],
        ['Matemática', 'APROVADO'],
      ],
      6,
      'EM_RECUPERACAO',
    ],
    [
      'Carla',
      [
        ['Língua Portuguesa', 'EM_RECUPERACAO'],
        ['Matemática', 'APROVADO'],
      ],
      8,
      'EM_RECUPERACAO',
    ],
    [
      'Davi',
      [
        ['Língua Portuguesa', 'APROVADO'],
        ['Matemática', 'APROVADO'],
      ],
      null,
      'REPROVADO_POR_FALTAS',
    ],
    [
      'Elisa',
      [
        ['Língua Portuguesa', 'CURSANDO'],
        ['Matemática', 'APROVADO'],
      ],
      null,
      'CURSANDO',
    ],
  ])('%s (arithmetic, exam by the mean, 75%% overall)', async (name, expected, needed, result) => {
    const student = of(await results(rooms.c1), name);
    expect(situations(student)).toEqual(expected);
    expect(student.components[0]?.neededExamScore).toBe(needed);
    expect(student.result).toBe(result);
  });

  it('Davi: 74,9% over all components fails the year though each component passes', async () => {
    const davi = of(await results(rooms.c1), 'Davi');
    expect(davi.attendance).toBe(74.9);
    expect(davi.components.map((component) => component.attendance)).toEqual([57, 100]);
  });

  it('weighted on a scale of 100, no decimals; 74,9% in one component fails it (per component)', async () => {
    const answer = await results(rooms.c2);
    const fabio = of(answer, 'Fábio');
    expect(fabio.components.map((c) => [c.terms.map((t) => t.average), c.finalAverage])).toEqual([
      [[90, 50], 60],
      [[40, 40], 40],
    ]);
    expect(situations(fabio)).toEqual([
      ['Língua Portuguesa', 'APROVADO'],
      ['Matemática', 'EM_RECUPERACAO'],
    ]);
    // The exam replaces the average when higher: 50, the recovery's pass mark.
    expect(fabio.components[1]?.neededExamScore).toBe(50);
    const gabi = of(answer, 'Gabi');
    expect(gabi.components.map((c) => c.attendance)).toEqual([74.9, 100]);
    expect(situations(gabi)).toEqual([
      ['Língua Portuguesa', 'REPROVADO_POR_FALTAS'],
      ['Matemática', 'APROVADO'],
    ]);
    expect(gabi.result).toBe('REPROVADO_POR_FALTAS');
  });

  it('CURSANDO while the year is not over; a completed enrolment stays in the results', async () => {
    const completed = await admin.post(`/api/enrollments/${enrolments.Hugo}/complete`, {});
    expect(completed.status, completed.text).toBe(200);
    const [hugo] = await results(rooms.c2026);
    expect(hugo?.student.name).toBe('Hugo Teste');
    expect(hugo?.result).toBe('CURSANDO');
    expect(hugo?.components.map((c) => c.situation)).toEqual(['CURSANDO', 'CURSANDO']);
    expect(hugo?.components[0]?.terms).toHaveLength(2);
  });

  it("422 when the course has no 'Regra de Avaliação', or its weights do not fit the terms", async () => {
    const none = await admin.get(resultsPath(rooms.c0));
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      message: serverMessages.evaluationRuleRequired(await courseName(courses.r0)),
    });
    expect((none.body as { message: string }).message).toContain("'Regra de Avaliação'");
    const misfit = await admin.get(resultsPath(rooms.c4));
    expect(misfit.status).toBe(422);
    expect(misfit.body).toEqual({ message: serverMessages.termWeightsMismatch(3, 2) });
  });

  it('read by the class’s teachers, the unit’s secretary and director; 403 another class’s teacher', async () => {
    for (const who of ['teacherA', 'teacherB', 'secretary', 'director', 'coordinator'] as const) {
      expect((await people[who].client.get(resultsPath(rooms.c1))).status, who).toBe(200);
    }
    const other = await people.teacherC.client.get(resultsPath(rooms.c1));
    expect(other.status).toBe(403);
    expect(other.body).toEqual(DENIED);
    expect((await people.noRole.client.get(resultsPath(rooms.c1))).status).toBe(403);
    for (const who of ['teacherUnitB', 'secretaryB'] as const) {
      const answer = await people[who].client.get(resultsPath(rooms.c1));
      expect(answer.status, who).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.classroomNotFound });
    }
    expect((await admin.get(resultsPath(MISSING_ID))).status).toBe(404);
    expect((await admin.get('/api/classrooms/nada/results')).status).toBe(404);
  });
});

describe('report card', () => {
  it("one student's year, with the class and the year", async () => {
    const answer = await people.teacherA.client.get(cardPath(kids.Ana as string));
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(reportCardSchema, answer.body)).toBe(true);
    const classResult = of(await results(rooms.c1), 'Ana');
    expect(answer.body).toEqual({
      ...classResult,
      classroom: { id: rooms.c1, name: expect.any(String) },
      academicYear: { id: year2025, year: '2025' },
    });
  });

  it('403 for a teacher of another class, 404 outside the units, without enrolment or year', async () => {
    expect((await people.teacherC.client.get(cardPath(kids.Ana as string))).status).toBe(403);
    expect((await people.secretaryB.client.get(cardPath(kids.Ana as string))).status).toBe(404);
    const noEnrolment = await admin.get(cardPath(kids.Ana as string, ids.year));
    expect(noEnrolment.status).toBe(404);
    expect(noEnrolment.body).toEqual({ message: serverMessages.reportCardNotFound });
    const noYear = await admin.get(cardPath(kids.Ana as string, MISSING_ID));
    expect(noYear.body).toEqual({ message: serverMessages.academicYearNotFound });
    expect((await admin.get(cardPath(MISSING_ID))).status).toBe(404);
    expect((await admin.get(`/api/students/${kids.Ana}/report-card`)).status).toBe(400);
  });
});

describe('final exams', () => {
  const put = (classroomId: string, body: Body, client = people.teacherA.client) =>
    client.request<StudentResult[]>('PUT', examsPath(classroomId), { json: body });
  const lpExam = (grades: { studentId: unknown; score: unknown }[]) => ({
    curricularComponentId: ids.lp,
    grades,
  });

  it('only for students in recovery (422 naming the student), within the maximum; writes nothing else', async () => {
    await refused(
      () =>
        put(
          rooms.c1,
          lpExam([
            { studentId: kids.Bruno, score: 6 },
            { studentId: kids.Ana, score: 9 },
          ]),
        ),
      422,
      serverMessages.notInRecovery('Ana Teste'),
    );
    await refused(() => put(rooms.c1, lpExam([{ studentId: kids.Bruno, score: 11 }])), 400, {
      message: serverMessages.invalidBody,
      issues: [{ path: 'grades.0.score', message: serverMessages.scoreAboveMax('10') }],
    });
    await refused(() => put(rooms.c1, lpExam([{ studentId: kids.Bruno, score: '6,25' }])), 400, {
      message: serverMessages.invalidBody,
      issues: [{ path: 'grades.0.score', message: serverMessages.examScoreDecimals(1) }],
    });
    await refused(
      () => put(rooms.c1, lpExam([{ studentId: kids.Fábio, score: 5 }])),
      422,
      serverMessages.studentNotInClass('Fábio Teste'),
    );
    await refused(
      () => put(rooms.c1, { curricularComponentId: MISSING_ID, grades: [] }),
      422,
      serverMessages.componentNotInCourse,
    );
    const needsRule = serverMessages.evaluationRuleRequired(await courseName(courses.r0));
    await refused(() => put(rooms.c0, lpExam([]), admin), 422, needsRule);
  });

  it('written by the class’s grade writers only', async () => {
    const body = lpExam([{ studentId: kids.Bruno, score: 6 }]);
    await refused(
      () => put(rooms.c1, body, people.teacherB.client),
      403,
      serverMessages.notYourClass,
    );
    await refused(() => put(rooms.c1, body, people.coordinator.client), 403, DENIED);
    await refused(
      () => put(rooms.c1, body, people.secretaryB.client),
      404,
      serverMessages.classroomNotFound,
    );
    await refused(() => put(MISSING_ID, body, admin), 404, serverMessages.classroomNotFound);
  });

  it('both grades pass or fail by the mean with the exam; audited; the answer is the component’s results', async () => {
    const answer = await put(
      rooms.c1,
      lpExam([
        { studentId: kids.Bruno, score: '6' },
        { studentId: kids.Carla, score: 5 },
      ]),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(
      answer.body.map((result) => result.components.map((c) => c.curricularComponent.name)),
    ).toEqual(Array(5).fill(['Língua Portuguesa']));
    const bruno = of(answer.body, 'Bruno');
    expect(bruno.components[0]).toMatchObject({
      finalAverage: 4,
      examScore: 6,
      neededExamScore: null,
      situation: 'APROVADO_APOS_RECUPERACAO',
    });
    expect(of(answer.body, 'Carla').components[0]).toMatchObject({
      examScore: 5,
      situation: 'REPROVADO',
    });
    // Over all components: Bruno passed the year after recovery; Carla failed it.
    const all = await results(rooms.c1);
    expect(of(all, 'Bruno').result).toBe('APROVADO_APOS_RECUPERACAO');
    expect(of(all, 'Carla').result).toBe('REPROVADO');

    const events = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resource, 'final-exams'), eq(auditEvents.resourceId, rooms.c1)));
    expect(
      events.map((event) => [event.resourceLabel, event.changes, event.actorId]).sort(),
    ).toEqual([
      [
        'Bruno Teste — Língua Portuguesa',
        { score: { before: null, after: 6 } },
        people.teacherA.id,
      ],
      [
        'Carla Teste — Língua Portuguesa',
        { score: { before: null, after: 5 } },
        people.teacherA.id,
      ],
    ]);

    // The same again changes nothing; a correction is allowed (the exam left out, still in recovery).
    const again = await put(
      rooms.c1,
      lpExam([{ studentId: kids.Bruno, score: 6 }]),
      people.secretary.client,
    );
    expect(again.status).toBe(200);
    expect(
      (await server.db.select().from(auditEvents).where(eq(auditEvents.resource, 'final-exams')))
        .length,
    ).toBe(2);
  });

  it('the exam replaces the average when higher (weighted, of 100)', async () => {
    const answer = await put(
      rooms.c2,
      {
        curricularComponentId: ids.ma,
        grades: [{ studentId: kids.Fábio, score: 49 }],
      },
      people.teacherB.client,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(of(answer.body, 'Fábio').components[0]).toMatchObject({
      examScore: 49,
      situation: 'REPROVADO',
    });
    const passed = await put(
      rooms.c2,
      {
        curricularComponentId: ids.ma,
        grades: [{ studentId: kids.Fábio, score: 50 }],
      },
      people.teacherB.client,
    );
    expect(of(passed.body, 'Fábio').components[0]).toMatchObject({
      finalAverage: 40,
      examScore: 50,
      situation: 'APROVADO_APOS_RECUPERACAO',
    });
  });
});

describe("'Conselho de Classe'", () => {
  const post = (body: Body, client = people.secretary.client, classroomId = rooms.c1) =>
    client.post<Item>(councilPath(classroomId), body);

  it('approves a failed student in a component, with the reason; audited', async () => {
    const answer = await post({
      studentId: kids.Carla,
      curricularComponentId: ids.lp,
      reason: 'Progresso evidente no segundo semestre',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      student: { id: kids.Carla, name: 'Carla Teste' },
      curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
      reason: 'Progresso evidente no segundo semestre',
      situation: 'APROVADO_PELO_CONSELHO',
    });
    const carla = of(await results(rooms.c1), 'Carla');
    expect(situations(carla)).toEqual([
      ['Língua Portuguesa', 'APROVADO_PELO_CONSELHO'],
      ['Matemática', 'APROVADO'],
    ]);
    expect(carla.result).toBe('APROVADO_PELO_CONSELHO');
    const [event] = await build.auditOf(answer.body.id);
    expect(event).toMatchObject({
      action: 'create',
      resource: 'council-decisions',
      resourceLabel: 'Carla Teste — Língua Portuguesa',
      actorId: people.secretary.id,
      changes: { reason: { before: null, after: 'Progresso evidente no segundo semestre' } },
    });
  });

  it('422 unless the student is REPROVADO or EM_RECUPERACAO in it; the reason is required', async () => {
    const body = (name: string, extra: Body = {}) => ({
      studentId: kids[name],
      curricularComponentId: ids.lp,
      reason: 'Motivo',
      ...extra,
    });
    await refused(() => post(body('Ana')), 422, serverMessages.councilNotNeeded('Ana Teste'));
    await refused(() => post(body('Carla')), 422, serverMessages.councilNotNeeded('Carla Teste'));
    await refused(() => post(body('Elisa')), 422, serverMessages.councilNotNeeded('Elisa Teste'));
    await refused(() => post(body('Fábio')), 422, serverMessages.studentNotInClass('Fábio Teste'));
    await refused(() => post(body('Bruno', { reason: ' ' })), 400, {
      message: serverMessages.invalidBody,
      issues: [{ path: 'reason', message: messages.councilReasonRequired }],
    });
    const passed = await post(body('Fábio'), admin, rooms.c2);
    // Fábio passed Língua Portuguesa.
    expect(passed.body).toEqual({ message: serverMessages.councilNotNeeded('Fábio Teste') });
  });

  it('by the unit’s secretary, director and the administrator; never a teacher', async () => {
    const body = { studentId: kids.Bruno, curricularComponentId: ids.lp, reason: 'Motivo' };
    await refused(() => post(body, people.teacherA.client), 403, DENIED);
    await refused(() => post(body, people.coordinator.client), 403, DENIED);
    await refused(
      () => post(body, people.secretaryB.client),
      404,
      serverMessages.classroomNotFound,
    );
    // Bruno passed after recovery: the director's decision is refused for that reason alone.
    await refused(
      () => post(body, people.director.client),
      422,
      serverMessages.councilNotNeeded('Bruno Teste'),
    );
  });
});
