import {
  messages,
  type RolloverProposal,
  type RolloverResult,
  rolloverMessages,
  rolloverPreviewPath,
  rolloverPreviewResultSchema,
  rolloverResultSchema,
  rolloversPath,
  serverMessages,
} from '@lousa/domain';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classrooms, enrollments, students } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  DENIED,
  date,
  type Item,
  type Network,
  refuser,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * 'Rematrícula' in one flow (issue 28, decision 0034). POST /rollovers/preview proposes, per
 * student of the closed classes of a year, the next grade level (approved: the next level, or
 * the first of the next course after the last; failed: the same) and a class of the next year
 * with a free seat; POST /rollovers enrols the confirmed lines in one transaction, skipping with a
 * reason what cannot be enrolled, so running it again creates nothing twice.
 *
 * Courses of unit A: 'Iniciais' (1º Ano, 2º Ano) followed by 'Finais' (6º Ano, 7º Ano); the
 * network's courses A and B (1º Ano, 2º Ano; B in unit B) have no next course. Each test takes a
 * fresh pair of years; a class is closed here by storing its results as 'Encerrar Turma' does
 * (class-closing.test.ts covers the closing itself).
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let net: Network;
let secretaryA: TestClient;
let secretaryB: TestClient;
let teacherA: TestClient;
const school = useSchool();

/** Grade level ids by course key and name ('iniciais' → '1º Ano' → id). */
const levels: Record<string, Record<string, string>> = {};
const courseIds: Record<string, string> = {};

const preview = (body: Body, client = admin) =>
  client.post<RolloverProposal[]>(`/api${rolloverPreviewPath}`, body);
const rollover = (body: Body, client = admin) =>
  client.post<RolloverResult>(`/api${rolloversPath}`, body);

let yearCounter = 2050;
/** A fresh pair of years (the source and the next): ids and names. */
async function years() {
  const fromYear = String(yearCounter++);
  const toYear = String(yearCounter++);
  const from = (await build.year(fromYear)).id;
  const to = (await build.year(toYear)).id;
  return { from, to, fromYear, toYear };
}

/** A class of `course` at `level` in `year` (unit A unless said). */
async function room(
  course: string,
  level: string,
  academicYearId: string,
  extra: { name?: string; capacity?: number; unit?: string } = {},
) {
  return (
    await build.classroom(extra.unit ?? net.unitA, courseIds[course] as string, {
      academicYearId,
      gradeLevelId: levels[course]?.[level],
      ...(extra.name ? { name: extra.name } : {}),
      ...(extra.capacity ? { capacity: extra.capacity } : {}),
    })
  ).id;
}

/** Students named `names` enrolled in the class from 02/03 of `year`: ids by name. */
async function pupils(classroomId: string, yearId: string, year: string, names: string[]) {
  const ids: Record<string, string> = {};
  for (const name of names) {
    ids[name] = (
      await build.enrolledStudent(classroomId, yearId, { name, from: `${year}-03-02` })
    ).id;
  }
  return ids;
}

/**
 * Closes the class as 'Encerrar Turma' does once every record is in: each active enrolment of a
 * student of `results` becomes COMPLETED with that result, and the class is marked closed.
 */
async function closeWith(classroomId: string, results: Record<string, string>) {
  for (const [studentId, result] of Object.entries(results)) {
    await server.db
      .update(enrollments)
      .set({ status: 'COMPLETED', finalResult: result })
      .where(
        and(
          eq(enrollments.classroomId, classroomId),
          eq(enrollments.studentId, studentId),
          eq(enrollments.status, 'ACTIVE'),
        ),
      );
  }
  await server.db
    .update(classrooms)
    .set({ closedAt: new Date() })
    .where(eq(classrooms.id, classroomId));
}

/** The active enrolments of a year: `[student id, classroom id, date]`, by student. */
async function activeOf(academicYearId: string) {
  const rows = await server.db
    .select({
      studentId: enrollments.studentId,
      classroomId: enrollments.classroomId,
      date: enrollments.date,
    })
    .from(enrollments)
    .where(and(eq(enrollments.academicYearId, academicYearId), eq(enrollments.status, 'ACTIVE')))
    .orderBy(asc(enrollments.studentId));
  return rows.map((row) => [row.studentId, row.classroomId, row.date]);
}

/** The enrolments and the audit events: what a refused rollover must leave as it was. */
async function snapshot() {
  return {
    enrollments: await server.db.select().from(enrollments).orderBy(asc(enrollments.id)),
    students: await server.db.select().from(students).orderBy(asc(students.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}
const refused = refuser(snapshot);

/** The preview's answer, checked against its schema. */
async function proposals(body: Body, client = admin) {
  const answer = await preview(body, client);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(rolloverPreviewResultSchema, answer.body), answer.text).toBe(true);
  return answer.body;
}

/** The lines a screen confirms unchanged: those with a class. */
const itemsOf = (lines: RolloverProposal[]) =>
  lines.flatMap((line) =>
    line.classroom ? [{ studentId: line.student.id, classroomId: line.classroom.id }] : [],
  );

beforeAll(async () => {
  ({ server, admin, build } = school);
  net = await build.network({ year: false });
  const finais = await build.course(net.unitA, net.modality, net.matrix, 'Finais', {
    gradeLevels: [{ name: '6º Ano' }, { name: '7º Ano' }],
  });
  const iniciais = await build.course(net.unitA, net.modality, net.matrix, 'Iniciais', {
    nextCourseId: finais.id,
  });
  Object.assign(courseIds, {
    iniciais: iniciais.id,
    finais: finais.id,
    a: net.courseA,
    b: net.courseB,
  });
  for (const [key, id] of Object.entries(courseIds)) {
    const answer = await admin.get<Item[]>(`/api/courses/${id}/grade-levels`);
    levels[key] = Object.fromEntries(answer.body.map((level) => [level.name, level.id]));
  }
  secretaryA = (await build.signedUser('Helena', 'Secretaria Escolar', [net.unitA])).client;
  secretaryB = (await build.signedUser('Heloísa', 'Secretaria Escolar', [net.unitB])).client;
  teacherA = (await build.signedUser('Paulo', 'Professor(a)', [net.unitA])).client;
}, 60_000);

describe('POST /rollovers/preview', () => {
  it('approved: the next level, or the next course’s first after the last; failed: the same level; no next course: none, ‘Concluiu o curso.’', async () => {
    const { from, to, fromYear, toYear } = await years();
    const r1 = await room('iniciais', '1º Ano', from, { name: 'R1' });
    const r2 = await room('iniciais', '2º Ano', from, { name: 'R2' });
    const r3 = await room('a', '2º Ano', from, { name: 'R3' });
    const one = await pupils(r1, from, fromYear, ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa']);
    const two = await pupils(r2, from, fromYear, ['Fábio', 'Gabi']);
    const three = await pupils(r3, from, fromYear, ['Hugo']);
    await closeWith(r1, {
      [one.Ana as string]: 'APROVADO',
      [one.Bruno as string]: 'REPROVADO',
      [one.Carla as string]: 'APROVADO_APOS_RECUPERACAO',
      [one.Davi as string]: 'REPROVADO_POR_FALTAS',
      [one.Elisa as string]: 'APROVADO_PELO_CONSELHO',
    });
    await closeWith(r2, { [two.Fábio as string]: 'APROVADO', [two.Gabi as string]: 'REPROVADO' });
    await closeWith(r3, { [three.Hugo as string]: 'APROVADO' });
    const t1 = await room('iniciais', '1º Ano', to, { name: 'T1' });
    const t2 = await room('iniciais', '2º Ano', to, { name: 'T2' });
    const t6 = await room('finais', '6º Ano', to, { name: 'T6' });

    const lines = await proposals({ fromAcademicYearId: from, toAcademicYearId: to });
    const level = (course: string, name: string) => ({ id: levels[course]?.[name], name });
    const line = (
      student: Record<string, string>,
      name: string,
      fromRoom: [string, string],
      result: string,
      gradeLevel: object | null,
      classroom: [string, string] | null,
      reason?: string,
    ) => ({
      student: { id: student[name], name },
      fromClassroom: { id: fromRoom[0], name: fromRoom[1] },
      result,
      gradeLevel,
      classroom: classroom ? { id: classroom[0], name: classroom[1] } : null,
      ...(reason ? { reason } : {}),
    });
    expect(lines).toEqual([
      line(one, 'Ana', [r1, 'R1'], 'APROVADO', level('iniciais', '2º Ano'), [t2, 'T2']),
      line(one, 'Bruno', [r1, 'R1'], 'REPROVADO', level('iniciais', '1º Ano'), [t1, 'T1']),
      line(one, 'Carla', [r1, 'R1'], 'APROVADO_APOS_RECUPERACAO', level('iniciais', '2º Ano'), [
        t2,
        'T2',
      ]),
      line(one, 'Davi', [r1, 'R1'], 'REPROVADO_POR_FALTAS', level('iniciais', '1º Ano'), [
        t1,
        'T1',
      ]),
      line(one, 'Elisa', [r1, 'R1'], 'APROVADO_PELO_CONSELHO', level('iniciais', '2º Ano'), [
        t2,
        'T2',
      ]),
      line(two, 'Fábio', [r2, 'R2'], 'APROVADO', level('finais', '6º Ano'), [t6, 'T6']),
      line(two, 'Gabi', [r2, 'R2'], 'REPROVADO', level('iniciais', '2º Ano'), [t2, 'T2']),
      line(three, 'Hugo', [r3, 'R3'], 'APROVADO', null, null, rolloverMessages.courseFinished),
    ]);
    expect(rolloverMessages.courseFinished).toBe('Concluiu o curso.');
    // The preview writes nothing.
    expect(await activeOf(to)).toEqual([]);
    // A level without a class in the next year: no class, with the reason.
    const noClass = await room('finais', '7º Ano', from, { name: 'R4' });
    const ivo = await pupils(noClass, from, fromYear, ['Ivo']);
    await closeWith(noClass, { [ivo.Ivo as string]: 'REPROVADO' });
    const again = await proposals({
      fromAcademicYearId: from,
      toAcademicYearId: to,
      classroomIds: [noClass],
    });
    expect(again).toEqual([
      line(
        ivo,
        'Ivo',
        [noClass, 'R4'],
        'REPROVADO',
        level('finais', '7º Ano'),
        null,
        rolloverMessages.noClassroom('7º Ano', toYear),
      ),
    ]);
  });

  it('capacity: classes filled in name order, counting the seats already taken and those the proposal used; a closed class takes no one', async () => {
    const { from, to, fromYear, toYear } = await years();
    const r1 = await room('iniciais', '1º Ano', from, { name: 'Origem' });
    const kids = await pupils(r1, from, fromYear, ['Ana', 'Bruno', 'Carla', 'Davi']);
    await closeWith(
      r1,
      Object.fromEntries(Object.values(kids).map((id) => [id, 'APROVADO'])) as Record<
        string,
        string
      >,
    );
    const closedTarget = await room('iniciais', '2º Ano', to, { name: 'X Aaa' });
    await server.db
      .update(classrooms)
      .set({ closedAt: new Date() })
      .where(eq(classrooms.id, closedTarget));
    const alfa = await room('iniciais', '2º Ano', to, { name: 'X Alfa', capacity: 1 });
    const beta = await room('iniciais', '2º Ano', to, { name: 'X Beta', capacity: 2 });
    await build.enrolledStudent(beta, to, { from: `${toYear}-02-10` });

    const lines = await proposals({ fromAcademicYearId: from, toAcademicYearId: to });
    expect(lines.map((line) => [line.student.name, line.classroom?.name ?? line.reason])).toEqual([
      ['Ana', 'X Alfa'],
      ['Bruno', 'X Beta'],
      ['Carla', rolloverMessages.noClassroom('2º Ano', toYear)],
      ['Davi', rolloverMessages.noClassroom('2º Ano', toYear)],
    ]);

    // Everyone into the one-seat class: one enrolled, the others skipped; never over capacity.
    const answer = await rollover({
      toAcademicYearId: to,
      date: date(`${toYear}-02-15`),
      items: Object.values(kids).map((studentId) => ({ studentId, classroomId: alfa })),
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({
      created: 1,
      skipped: ['Bruno', 'Carla', 'Davi'].map((name) => ({
        studentId: kids[name],
        reason: serverMessages.classroomFull(1),
      })),
    });
    expect((await activeOf(to)).filter(([, classroomId]) => classroomId === alfa)).toEqual([
      [kids.Ana, alfa, `${toYear}-02-15`],
    ]);
    // A closed class of the next year: skipped too.
    const closed = await rollover({
      toAcademicYearId: to,
      date: date(`${toYear}-02-15`),
      items: [{ studentId: kids.Bruno, classroomId: closedTarget }],
    });
    expect(closed.body).toEqual({
      created: 0,
      skipped: [{ studentId: kids.Bruno, reason: serverMessages.classroomClosed }],
    });
  });

  it('students transferred, cancelled, abandoned or deceased are not proposed; an open class is left out of a unit, and 422 when named', async () => {
    const { from, to, fromYear } = await years();
    const r1 = await room('iniciais', '1º Ano', from, { name: 'Fechada' });
    const open = await room('iniciais', '1º Ano', from, { name: 'Aberta' });
    await room('iniciais', '2º Ano', to, { name: 'Destino' });
    const kids = await pupils(r1, from, fromYear, ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva']);
    const enrolmentOf = async (studentId: string) => {
      const [row] = await server.db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.studentId, studentId), eq(enrollments.status, 'ACTIVE')));
      return row?.id as string;
    };
    const act = async (studentId: string, method: string, suffix: string, json: Body) => {
      const answer = await admin.request(
        method,
        `/api/enrollments/${await enrolmentOf(studentId)}${suffix}`,
        { json },
      );
      expect(answer.status, answer.text).toBeLessThan(300);
    };
    await act(kids.Bruno as string, 'POST', '/transfer', {
      classroomId: open,
      date: date(`${fromYear}-05-04`),
    });
    await act(kids.Carla as string, 'POST', '/cancel', { reason: 'Mudou de cidade' });
    await act(kids.Davi as string, 'PATCH', '', {
      status: 'ABANDONED',
      endDate: date(`${fromYear}-06-01`),
    });
    await act(kids.Eva as string, 'PATCH', '', {
      status: 'DECEASED',
      endDate: date(`${fromYear}-06-01`),
    });
    await closeWith(r1, { [kids.Ana as string]: 'APROVADO' });

    const lines = await proposals({
      fromAcademicYearId: from,
      toAcademicYearId: to,
      schoolUnitId: net.unitA,
    });
    expect(lines.map((line) => line.student.name)).toEqual(['Ana']);
    const named = await proposals({
      fromAcademicYearId: from,
      toAcademicYearId: to,
      classroomIds: [r1],
    });
    expect(named.map((line) => line.student.name)).toEqual(['Ana']);
    const message = rolloverMessages.classroomOpen('Aberta');
    const answer = await preview({
      fromAcademicYearId: from,
      toAcademicYearId: to,
      classroomIds: [r1, open],
    });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toEqual({ message, issues: [{ path: 'classroomIds', message }] });
  });

  it('422 for a bad body (pt-BR field messages), a class of another year or unit, the same year; 404 for an unknown year', async () => {
    const { from, to } = await years();
    const bad = await preview({ toAcademicYearId: 'x', classroomIds: 'nada' });
    expect(bad.status, bad.text).toBe(422);
    expect(bad.body).toEqual({
      message: messages.copyFromYearRequired,
      issues: [
        { path: 'fromAcademicYearId', message: messages.copyFromYearRequired },
        { path: 'toAcademicYearId', message: messages.academicYearInvalid },
        { path: 'classroomIds', message: messages.enrollmentClassroomInvalid },
      ],
    });
    const ofTo = await room('iniciais', '1º Ano', to, { name: 'Do Destino' });
    const otherYear = rolloverMessages.classroomOtherYear('Do Destino');
    const oneOfB = await room('b', '1º Ano', from, { name: 'Da Beta', unit: net.unitB });
    const otherUnit = rolloverMessages.classroomOtherUnit('Da Beta');
    const cases: [Body, number, string, string?][] = [
      [{ classroomIds: [ofTo] }, 422, otherYear, 'classroomIds'],
      [{ classroomIds: [MISSING_ID] }, 422, serverMessages.classroomNotFound, 'classroomIds'],
      [{ classroomIds: [oneOfB], schoolUnitId: net.unitA }, 422, otherUnit, 'classroomIds'],
      [{ schoolUnitId: MISSING_ID }, 422, serverMessages.schoolUnitNotFound, 'schoolUnitId'],
      [{ toAcademicYearId: from }, 422, serverMessages.classroomCopySameYear, 'fromAcademicYearId'],
      [{ toAcademicYearId: MISSING_ID }, 404, serverMessages.academicYearNotFound],
      [{ fromAcademicYearId: MISSING_ID }, 404, serverMessages.academicYearNotFound],
    ];
    for (const [extra, status, message, path] of cases) {
      const answer = await preview({ fromAcademicYearId: from, toAcademicYearId: to, ...extra });
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body).toEqual(path ? { message, issues: [{ path, message }] } : { message });
    }
    const get = await admin.get(`/api${rolloverPreviewPath}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('POST /rollovers', () => {
  it('enrols the confirmed lines in one go, each audited; again: nothing twice, every line skipped; the preview then shows them enrolled', async () => {
    const { from, to, fromYear, toYear } = await years();
    const r1 = await room('iniciais', '1º Ano', from, { name: 'Turma Velha' });
    const kids = await pupils(r1, from, fromYear, ['Ana', 'Bruno', 'Carla']);
    await closeWith(r1, {
      [kids.Ana as string]: 'APROVADO',
      [kids.Bruno as string]: 'APROVADO',
      [kids.Carla as string]: 'REPROVADO',
    });
    const t1 = await room('iniciais', '1º Ano', to, { name: 'Nova 1' });
    const t2 = await room('iniciais', '2º Ano', to, { name: 'Nova 2', capacity: 30 });
    const lines = await proposals({ fromAcademicYearId: from, toAcademicYearId: to });
    const items = itemsOf(lines);
    expect(items).toHaveLength(3);
    const body = { toAcademicYearId: to, date: date(`${toYear}-02-03`), items };

    const answer = await rollover(body, secretaryA);
    expect(answer.status, answer.text).toBe(201);
    expect(v.is(rolloverResultSchema, answer.body)).toBe(true);
    expect(answer.body).toEqual({ created: 3, skipped: [] });
    const day = `${toYear}-02-03`;
    expect(await activeOf(to)).toEqual(
      [
        [kids.Ana, t2, day],
        [kids.Bruno, t2, day],
        [kids.Carla, t1, day],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const studentId of Object.values(kids))
      expect(await build.studentUnit(studentId)).toBe(net.unitA);
    // Each enrolment audited as POST /enrollments audits one, named 'Aluno — Turma'.
    const created = await server.db
      .select({ id: enrollments.id, studentId: enrollments.studentId })
      .from(enrollments)
      .where(eq(enrollments.academicYearId, to));
    const labels = { Ana: 'Ana — Nova 2', Bruno: 'Bruno — Nova 2', Carla: 'Carla — Nova 1' };
    for (const [name, label] of Object.entries(labels)) {
      const enrolment = created.find((row) => row.studentId === kids[name]);
      expect(await build.auditOf(enrolment?.id as string)).toMatchObject([
        {
          action: 'create',
          resource: 'enrollments',
          resourceLabel: label,
          fields: ['studentId', 'classroomId', 'academicYearId', 'date'],
        },
      ]);
    }

    const again = await rollover(body, secretaryA);
    expect(again.status, again.text).toBe(201);
    expect(again.body).toEqual({
      created: 0,
      skipped: items.map(({ studentId }) => ({
        studentId,
        reason: serverMessages.enrollmentActiveExists,
      })),
    });
    expect(await activeOf(to)).toHaveLength(3);
    const after = await proposals({ fromAcademicYearId: from, toAcademicYearId: to });
    expect(after.map((line) => [line.classroom, line.reason])).toEqual(
      Array(3).fill([null, serverMessages.enrollmentActiveExists]),
    );
    expect(itemsOf(after)).toEqual([]);
  });

  it('two rollovers at once into one year: each student enrolled once, the other run skips them', async () => {
    const { from, to, fromYear, toYear } = await years();
    const r1 = await room('iniciais', '1º Ano', from, { name: 'Dupla' });
    const kids = await pupils(r1, from, fromYear, ['Ana', 'Bruno', 'Carla']);
    await closeWith(
      r1,
      Object.fromEntries(Object.values(kids).map((id) => [id, 'APROVADO'])) as Record<
        string,
        string
      >,
    );
    await room('iniciais', '2º Ano', to, { name: 'Dupla Nova' });
    const items = itemsOf(await proposals({ fromAcademicYearId: from, toAcademicYearId: to }));
    const body = { toAcademicYearId: to, date: date(`${toYear}-02-03`), items };
    const answers = await Promise.all([rollover(body), rollover(body, secretaryA)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const results = answers.map((answer) => answer.body);
    expect(results.map((r) => r.created).sort()).toEqual([0, 3]);
    expect(results.map((r) => r.skipped.length).sort()).toEqual([0, 3]);
    expect(await activeOf(to)).toHaveLength(3);
  });

  it('refuses the whole request, nothing written: 422 bad body, a date outside the year, an unknown student or class, a class of another year; 404 an unknown year', async () => {
    const { from, to, fromYear, toYear } = await years();
    const t1 = await room('iniciais', '1º Ano', to, { name: 'Alvo' });
    const ofFrom = await room('iniciais', '1º Ano', from, { name: 'Passada' });
    const studentId = await build.insertStudent({ schoolUnitId: net.unitA });
    const other = await build.insertStudent({ schoolUnitId: net.unitA });
    const good = { studentId, classroomId: t1 };
    const body = (items: Body[], extra: Body = {}) => ({
      toAcademicYearId: to,
      date: date(`${toYear}-02-03`),
      items,
      ...extra,
    });
    const issue = (status: number, message: string, path: string) => [
      status,
      { message, issues: [{ path, message }] },
    ];
    const cases: [Body, ...unknown[]][] = [
      [
        { toAcademicYearId: to, date: 'ontem' },
        ...[
          422,
          {
            message: messages.dateInvalid,
            issues: [
              { path: 'date', message: messages.dateInvalid },
              { path: 'items', message: messages.rolloverItemsRequired },
            ],
          },
        ],
      ],
      [
        body([{ studentId: 'x', classroomId: t1 }]),
        ...issue(422, messages.enrollmentStudentInvalid, 'items.0.studentId'),
      ],
      [
        body([good], { date: date(`${fromYear}-05-05`) }),
        ...issue(422, serverMessages.enrollmentDateOutsideYear, 'date'),
      ],
      [
        body([good, { studentId: MISSING_ID, classroomId: t1 }]),
        ...issue(422, serverMessages.studentNotFound, 'items.1.studentId'),
      ],
      [
        body([good, { studentId: other, classroomId: MISSING_ID }]),
        ...issue(422, serverMessages.classroomNotFound, 'items.1.classroomId'),
      ],
      [
        body([good, { studentId: other, classroomId: ofFrom }]),
        ...issue(422, serverMessages.enrollmentYearMismatch, 'items.1.classroomId'),
      ],
      [body([good], { toAcademicYearId: MISSING_ID }), 404, serverMessages.academicYearNotFound],
    ];
    for (const [sent, status, expected] of cases) {
      await refused(() => rollover(sent), status as number, expected as string | Body);
    }
    const get = await admin.get(`/api${rolloversPath}`);
    expect(get.status).toBe(405);
  });
});

describe('who may', () => {
  it('a secretary works in her units only: another unit’s classes 403 or unseen; enrolling there 403; a teacher 403', async () => {
    const { from, to, fromYear, toYear } = await years();
    const a1 = await room('iniciais', '1º Ano', from, { name: 'Alfa Velha' });
    const b1 = await room('b', '1º Ano', from, { name: 'Beta Velha', unit: net.unitB });
    const ta = await room('iniciais', '2º Ano', to, { name: 'Alfa Nova' });
    const tb = await room('b', '2º Ano', to, { name: 'Beta Nova', unit: net.unitB });
    const ofA = await pupils(a1, from, fromYear, ['Ana']);
    const ofB = await pupils(b1, from, fromYear, ['Bia']);
    await closeWith(a1, { [ofA.Ana as string]: 'APROVADO' });
    await closeWith(b1, { [ofB.Bia as string]: 'APROVADO' });
    const years_ = { fromAcademicYearId: from, toAcademicYearId: to };

    const own = await proposals(years_, secretaryB);
    expect(own.map((line) => [line.student.name, line.classroom?.id])).toEqual([['Bia', tb]]);
    const all = await proposals(years_);
    expect(all.map((line) => [line.student.name, line.classroom?.id])).toEqual([
      ['Ana', ta],
      ['Bia', tb],
    ]);
    for (const extra of [{ classroomIds: [a1] }, { schoolUnitId: net.unitA }]) {
      await refused(
        () => preview({ ...years_, ...extra }, secretaryB),
        403,
        serverMessages.outsideSchoolUnits,
      );
    }
    const intoA = {
      toAcademicYearId: to,
      date: date(`${toYear}-02-03`),
      items: [{ studentId: ofA.Ana, classroomId: ta }],
    };
    await refused(() => rollover(intoA, secretaryB), 403, {
      message: serverMessages.outsideSchoolUnits,
      issues: [{ path: 'items.0.classroomId', message: serverMessages.outsideSchoolUnits }],
    });
    await refused(() => preview(years_, teacherA), 403, DENIED);
    await refused(() => rollover(intoA, teacherA), 403, DENIED);
  });
});
