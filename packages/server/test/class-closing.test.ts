import {
  type Classroom,
  classroomCloseResultSchema,
  classroomSchema,
  closeGapSchema,
  messages,
  serverMessages,
} from '@lousa/domain';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import {
  attendanceEntries,
  attendanceSheets,
  auditEvents,
  classrooms,
  councilDecisions,
  enrollments,
  finalExams,
  grades,
} from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  DENIED,
  date,
  type Network,
  refuser,
  type Staff,
  TODAY,
  useSchool,
} from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * 'Encerrar Turma' / 'Reabrir Turma' (issue 28) on data set up once. Today is 15/06/2026: the
 * 2025 classes' year is over (terms B1 01/02–30/06/2025 and B2 01/07–10/12/2025, two lesson days
 * 10/03 and 11/08/2025); the 2026 class's is not. Course A has a rule (pass mark 6, arithmetic,
 * final exam with pass mark 5, the mean with the exam); course R0 has none. Class C1 (course A,
 * 2025): Ana and Bruno; Beatriz teaches Língua Portuguesa there, Carlos Matemática. C3 is another
 * 2025 class of course A (Caio, who may be transferred).
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let ids: Network;
let people: Staff;
let year2025: string;
let terms: { b1: string; b2: string };
let rooms: Record<'c0' | 'c1' | 'c3' | 'c2026', string>;
const kids: Record<string, string> = {};
const enrolments: Record<string, string> = {};
/** Assessments of C1 by component and term: `lp-b1` … */
const assessments: Record<string, string> = {};

const closePath = (classroomId: string) => `/api/classrooms/${classroomId}/close`;
const reopenPath = (classroomId: string) => `/api/classrooms/${classroomId}/reopen`;
const LESSON_DAYS = ['2025-03-10', '2025-08-11'];

/** An assessment of C1 (maximum 10) and its scores, by the admin; kept in `assessments`. */
async function scores(componentKey: 'lp' | 'ma', termKey: 'b1' | 'b2', given: Body) {
  const termId = terms[termKey];
  const assessment = await build.created('/assessments', {
    classroomId: rooms.c1,
    curricularComponentId: ids[componentKey],
    academicTermId: termId,
    title: build.unique('Prova'),
    date: date(termKey === 'b1' ? '2025-03-10' : '2025-08-10'),
    weight: 1,
    maxScore: 10,
  });
  assessments[`${componentKey}-${termKey}`] = assessment.id;
  await giveScores(assessment.id, given);
}

async function giveScores(assessmentId: string, given: Body, client = admin) {
  const answer = await client.request('PUT', `/api/assessments/${assessmentId}/grades`, {
    json: {
      grades: Object.entries(given).map(([name, score]) => ({ studentId: kids[name], score })),
    },
  });
  expect(answer.status, answer.text).toBe(200);
}

/** Records the day's attendance of C1 in a component (everyone present), straight in the table. */
async function recordDay(componentId: string, day: string) {
  const sheetId = newId();
  await server.db
    .insert(attendanceSheets)
    .values({ id: sheetId, classroomId: rooms.c1, curricularComponentId: componentId, date: day });
  await server.db.insert(attendanceEntries).values(
    ['Ana', 'Bruno'].map((name) => ({
      sheetId,
      studentId: kids[name] as string,
      isPresent: true,
    })),
  );
}

async function classroomItem(classroomId: string): Promise<Classroom> {
  const answer = await admin.get<Classroom>(`/api/classrooms/${classroomId}`);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(classroomSchema, answer.body), answer.text).toBe(true);
  return answer.body;
}

/** C1's enrolments as stored: status, end date and final result, by student name. */
async function storedEnrolments() {
  const rows = await server.db
    .select({
      studentId: enrollments.studentId,
      status: enrollments.status,
      endDate: enrollments.endDate,
      finalResult: enrollments.finalResult,
    })
    .from(enrollments)
    .where(eq(enrollments.classroomId, rooms.c1))
    .orderBy(asc(enrollments.date), asc(enrollments.id));
  const names = Object.fromEntries(Object.entries(kids).map(([name, id]) => [id, name]));
  return rows.map(({ studentId, ...rest }) => ({ name: names[studentId], ...rest }));
}

/** Everything a refused write could touch. */
async function snapshot() {
  return {
    classrooms: await server.db
      .select({ id: classrooms.id, closedAt: classrooms.closedAt })
      .from(classrooms)
      .orderBy(asc(classrooms.id)),
    enrollments: await server.db.select().from(enrollments).orderBy(asc(enrollments.id)),
    grades: await server.db.select().from(grades).orderBy(asc(grades.assessmentId)),
    exams: await server.db.select().from(finalExams).orderBy(asc(finalExams.studentId)),
    councils: await server.db.select().from(councilDecisions).orderBy(asc(councilDecisions.id)),
    sheets: (await server.db.select({ id: attendanceSheets.id }).from(attendanceSheets)).length,
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
  const lessonDay = (await build.dayType('Dia letivo', 'DIA_LETIVO')).id;
  for (const day of LESSON_DAYS) await build.schoolDay(calendar2025, lessonDay, day);
  const calendar2026 = (await build.calendar(ids.year, 'Calendário 2026')).id;
  await build.term(calendar2026, '1º Bimestre', '2026-02-01', '2026-04-30');
  await build.term(calendar2026, '2º Bimestre', '2026-05-01', '2026-07-15');
  const noRule = (await build.course(ids.unitA, ids.modality, ids.matrix)).id;
  const rule = await admin.request('PUT', `/api/courses/${ids.courseA}/evaluation-rule`, {
    json: {
      passMark: 6,
      termAggregation: 'ARITHMETIC',
      recovery: 'FINAL_EXAM',
      recoveryPassMark: 5,
      recoveryFormula: 'MEAN_WITH_EXAM',
    },
  });
  expect(rule.status, rule.text).toBe(200);
  const room = async (courseId: string, academicYearId = year2025) =>
    (await build.classroom(ids.unitA, courseId, { academicYearId })).id;
  rooms = {
    c0: await room(noRule),
    c1: await room(ids.courseA),
    c3: await room(ids.courseA),
    c2026: await room(ids.courseA, ids.year),
  };
  await build.assign(rooms.c1, people.teacherA.id, ids.lp);
  await build.assign(rooms.c1, people.teacherB.id, ids.ma);
  const enrol = async (classroomId: string, name: string, yearId = year2025) => {
    const enrolled = await build.enrolledStudent(classroomId, yearId, {
      name: `${name} Teste`,
      from: yearId === year2025 ? '2025-02-03' : '2026-03-02',
    });
    kids[name] = enrolled.id;
    enrolments[name] = enrolled.enrolmentId;
  };
  await enrol(rooms.c1, 'Ana');
  await enrol(rooms.c1, 'Bruno');
  await enrol(rooms.c3, 'Caio');
  await enrol(rooms.c0, 'Olga');
  await enrol(rooms.c2026, 'Hugo', ids.year);
  // Ana passes (8/7, 6/6); Bruno has no score yet in Língua Portuguesa's B2 (4 in B1).
  await scores('lp', 'b1', { Ana: 8, Bruno: 4 });
  await scores('lp', 'b2', { Ana: 7 });
  await scores('ma', 'b1', { Ana: 6, Bruno: 7 });
  await scores('ma', 'b2', { Ana: 6, Bruno: 7 });
}, 180_000);

describe('closing a class', () => {
  it('is refused while lesson days lack attendance and a term lacks an average', async () => {
    const gap = (componentId: string, name: string, day: string) => ({
      kind: 'ATTENDANCE',
      curricularComponent: { id: componentId, name },
      date: date(day),
    });
    const answer = await admin.post<{ message: string; missing: unknown[] }>(
      closePath(rooms.c1),
      {},
    );
    expect(answer.status, answer.text).toBe(422);
    expect(v.is(v.array(closeGapSchema), answer.body.missing)).toBe(true);
    expect(answer.body).toEqual({
      message: serverMessages.classroomCloseGaps,
      missing: [
        gap(ids.lp, 'Língua Portuguesa', '2025-03-10'),
        gap(ids.ma, 'Matemática', '2025-03-10'),
        gap(ids.lp, 'Língua Portuguesa', '2025-08-11'),
        gap(ids.ma, 'Matemática', '2025-08-11'),
        {
          kind: 'GRADES',
          curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
          academicTermId: terms.b2,
        },
      ],
    });
  });

  it("is refused for a course without a 'Regra de Avaliação' and before the year is over", async () => {
    await refused(() => admin.post(closePath(rooms.c0), {}), 422, {
      message: serverMessages.classroomCloseGaps,
      missing: [{ kind: 'RULE' }],
    });
    const early = await admin.post<{ message: string }>(closePath(rooms.c2026), {});
    expect(early.status, early.text).toBe(422);
    expect(early.body.message).toBe(serverMessages.classroomYearNotOver('15/07/2026'));
  });

  it('is refused while a student is in recovery, the component named', async () => {
    for (const day of LESSON_DAYS) {
      await recordDay(ids.lp, day);
      await recordDay(ids.ma, day);
    }
    await giveScores(assessments['lp-b2'] as string, { Ana: 7, Bruno: 4 });
    await refused(() => admin.post(closePath(rooms.c1), {}), 422, {
      message: serverMessages.classroomCloseGaps,
      missing: [{ kind: 'GRADES', curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' } }],
    });
  });

  it('is for the unit’s secretary, director and the administrator: a teacher 403, another unit 404', async () => {
    await refused(() => people.teacherA.client.post(closePath(rooms.c1), {}), 403, DENIED);
    await refused(() => people.secretaryB.client.post(closePath(rooms.c1), {}), 404, {
      message: serverMessages.classroomNotFound,
    });
    await refused(() => people.coordinator.client.post(closePath(rooms.c1), {}), 403, DENIED);
  });

  it('stores each result on the enrolments, marks the class closed, audited once', async () => {
    const exam = await admin.request('PUT', `/api/classrooms/${rooms.c1}/final-exams`, {
      json: { curricularComponentId: ids.lp, grades: [{ studentId: kids.Bruno, score: 6 }] },
    });
    expect(exam.status, exam.text).toBe(200);
    expect((await classroomItem(rooms.c1)).closedAt).toBeNull();

    const answer = await people.secretary.client.post(closePath(rooms.c1), {});
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(classroomCloseResultSchema, answer.body)).toBe(true);
    expect(answer.body).toEqual({
      results: [
        { studentId: kids.Ana, result: 'APROVADO' },
        { studentId: kids.Bruno, result: 'APROVADO_APOS_RECUPERACAO' },
      ],
    });
    expect(await storedEnrolments()).toEqual([
      { name: 'Ana', status: 'COMPLETED', endDate: '2025-12-10', finalResult: 'APROVADO' },
      {
        name: 'Bruno',
        status: 'COMPLETED',
        endDate: '2025-12-10',
        finalResult: 'APROVADO_APOS_RECUPERACAO',
      },
    ]);
    expect((await classroomItem(rooms.c1)).closedAt).toBe(TODAY.toISOString());
    const list = await admin.get<Classroom[]>(`/api/classrooms?academicYearId=${year2025}`);
    expect(list.body.find((item) => item.id === rooms.c1)?.closedAt).toBe(TODAY.toISOString());
    expect(list.body.find((item) => item.id === rooms.c3)?.closedAt).toBeNull();
    const events = (await build.auditOf(rooms.c1)).filter(
      (event) => event.resource === 'classrooms' && event.action === 'update',
    );
    expect(events.map((event) => [event.resource, event.actorId, event.changes])).toEqual([
      [
        'classrooms',
        people.secretary.id,
        {
          closedAt: { before: null, after: TODAY.toISOString() },
          completedEnrollments: { before: null, after: 2 },
          results: { before: null, after: { APROVADO: 1, APROVADO_APOS_RECUPERACAO: 1 } },
        },
      ],
    ]);
    // The results still read the class (its students finished the year there).
    const results = await admin.get<unknown[]>(`/api/classrooms/${rooms.c1}/results`);
    expect(results.status).toBe(200);
    expect(results.body).toHaveLength(2);
  });

  it('409 when closed already', async () => {
    await refused(() => admin.post(closePath(rooms.c1), {}), 409, serverMessages.classroomClosed);
  });
});

describe('a closed class', () => {
  const closed = (call: () => Promise<{ status: number }>) =>
    refused(call as never, 409, serverMessages.classroomClosed);

  it('refuses every write of its attendance, assessments, grades, exams and council', async () => {
    const teacher = people.teacherA.client;
    const attendance = {
      classroomId: rooms.c1,
      curricularComponentId: ids.lp,
      date: date(LESSON_DAYS[0] as string),
      students: [
        { studentId: kids.Ana, isPresent: true },
        { studentId: kids.Bruno, isPresent: true },
      ],
    };
    await closed(() => admin.request('PUT', '/api/attendance', { json: attendance }));
    await closed(() => teacher.request('PUT', '/api/attendance', { json: attendance }));
    const lpB1 = assessments['lp-b1'] as string;
    await closed(() =>
      teacher.request('PUT', `/api/assessments/${lpB1}/grades`, {
        json: { grades: [{ studentId: kids.Ana, score: 9 }] },
      }),
    );
    await closed(() =>
      admin.request('PUT', '/api/grades', {
        json: {
          classroomId: rooms.c1,
          curricularComponentId: ids.lp,
          academicTermId: terms.b1,
          grades: [{ assessmentId: lpB1, studentId: kids.Ana, score: 9 }],
        },
      }),
    );
    const assessment = {
      classroomId: rooms.c1,
      curricularComponentId: ids.lp,
      academicTermId: terms.b1,
      title: 'Nova prova',
      date: date('2025-03-12'),
      weight: 1,
      maxScore: 10,
    };
    await closed(() => teacher.post('/api/assessments', assessment));
    await closed(() => admin.request('PATCH', `/api/assessments/${lpB1}`, { json: { weight: 2 } }));
    await closed(() => admin.request('DELETE', `/api/assessments/${lpB1}`));
    // Moved out of the closed class, into it: refused both ways.
    const other = await build.created('/assessments', { ...assessment, classroomId: rooms.c3 });
    await closed(() =>
      admin.request('PATCH', `/api/assessments/${other.id}`, { json: { classroomId: rooms.c1 } }),
    );
    await closed(() =>
      admin.request('PUT', `/api/classrooms/${rooms.c1}/final-exams`, {
        json: { curricularComponentId: ids.lp, grades: [{ studentId: kids.Bruno, score: 7 }] },
      }),
    );
    await closed(() =>
      admin.post(`/api/classrooms/${rooms.c1}/council-decisions`, {
        studentId: kids.Bruno,
        curricularComponentId: ids.lp,
        reason: 'Conselho',
      }),
    );
  });

  it('takes no enrolment nor transfer into it', async () => {
    const student = await build.insertStudent({ name: 'Nina Teste' });
    await closed(() =>
      admin.post('/api/enrollments', {
        studentId: student,
        classroomId: rooms.c1,
        academicYearId: year2025,
        date: date('2025-09-01'),
      }),
    );
    await closed(() =>
      people.secretary.client.post(`/api/enrollments/${enrolments.Caio}/transfer`, {
        classroomId: rooms.c1,
        date: date('2025-09-01'),
      }),
    );
  });
});

describe('reopening a class', () => {
  it("needs a reason and 'pedagogy.correct-records' in the class's unit", async () => {
    await refused(
      () => people.teacherA.client.post(reopenPath(rooms.c1), { reason: 'Erro' }),
      403,
      DENIED,
    );
    await refused(
      () => people.coordinator.client.post(reopenPath(rooms.c1), { reason: 'Erro' }),
      403,
      DENIED,
    );
    await refused(
      () => people.directorB.client.post(reopenPath(rooms.c1), { reason: 'Erro' }),
      404,
      {
        message: serverMessages.classroomNotFound,
      },
    );
    await refused(() => admin.post(reopenPath(rooms.c1), { reason: '  ' }), 422, {
      message: messages.reopenReasonRequired,
      issues: [{ path: 'reason', message: messages.reopenReasonRequired }],
    });
    await refused(
      () => admin.post(reopenPath(rooms.c3), { reason: 'Erro' }),
      409,
      serverMessages.classroomNotClosed,
    );
  });

  it('clears the mark, audited with the reason; the stored results stay until closed again', async () => {
    const reason = 'Nota de Matemática lançada errada.';
    const answer = await people.director.client.post<Classroom>(reopenPath(rooms.c1), { reason });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: rooms.c1, closedAt: null });
    const [event] = (await build.auditOf(rooms.c1))
      .filter((e) => e.resource === 'classrooms' && e.action === 'update')
      .slice(-1);
    expect([event?.actorId, event?.changes]).toEqual([
      people.director.id,
      {
        closedAt: { before: TODAY.toISOString(), after: null },
        reason: { before: null, after: reason },
      },
    ]);
    expect((await storedEnrolments()).map((row) => row.finalResult)).toEqual([
      'APROVADO',
      'APROVADO_APOS_RECUPERACAO',
    ]);

    // Writable again; closing again computes and stores the results again.
    await giveScores(assessments['ma-b2'] as string, { Ana: 2, Bruno: 7 }, people.teacherB.client);
    const exam = await admin.request('PUT', `/api/classrooms/${rooms.c1}/final-exams`, {
      json: { curricularComponentId: ids.ma, grades: [{ studentId: kids.Ana, score: 2 }] },
    });
    expect(exam.status, exam.text).toBe(200);
    const again = await admin.post(closePath(rooms.c1), {});
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({
      results: [
        { studentId: kids.Ana, result: 'REPROVADO' },
        { studentId: kids.Bruno, result: 'APROVADO_APOS_RECUPERACAO' },
      ],
    });
    expect(await storedEnrolments()).toEqual([
      { name: 'Ana', status: 'COMPLETED', endDate: '2025-12-10', finalResult: 'REPROVADO' },
      {
        name: 'Bruno',
        status: 'COMPLETED',
        endDate: '2025-12-10',
        finalResult: 'APROVADO_APOS_RECUPERACAO',
      },
    ]);
    const [closing] = (await build.auditOf(rooms.c1))
      .filter((e) => e.resource === 'classrooms' && e.action === 'update')
      .slice(-1);
    expect(closing?.changes).toMatchObject({
      completedEnrollments: { before: null, after: 0 },
      results: { before: null, after: { REPROVADO: 1, APROVADO_APOS_RECUPERACAO: 1 } },
    });
  });
});
