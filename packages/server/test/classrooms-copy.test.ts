import { classroomsCopyPath, messages, serverMessages } from '@lousa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, classrooms, teachingAssignments } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  type Body,
  type Builder,
  DENIED,
  type Item,
  type Network,
  refuser,
  useSchool,
} from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Issue 28: next year's classes in one action. POST /academic-years/<toId>/classrooms/copy
 * `{ fromAcademicYearId, schoolUnitId? }` → 201 `{ created, skipped }`: the source year's classes
 * again in the target year (name, shift, unit, course, grade level, capacity; no teachers, no
 * enrolments), those already there by name and unit skipped; one transaction, one audit event;
 * 404 unknown years, 422 the same year; the network for an administrator, a secretary's units
 * only for a secretary.
 */

let server: RunningServer;
let admin: TestClient;
let build: Builder;
let net: Network;
let secretaryA: TestClient;
let teacherA: TestClient;
const school = useSchool();

/** The classrooms and the audit events: what a refusal must leave as it was. */
async function snapshot() {
  return {
    classrooms: await server.db.select().from(classrooms).orderBy(asc(classrooms.id)),
    audit: (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length,
  };
}
const refused = refuser(snapshot);

const copy = (toId: string, body: Body, client = admin) =>
  client.post<Item>(`/api${classroomsCopyPath(toId)}`, body);

let yearCounter = 2040;
/** A fresh pair of years: the source (with classes made by the test) and the next one. */
async function years() {
  const from = (await build.year(String(yearCounter++))).id;
  const to = (await build.year(String(yearCounter++))).id;
  return { from, to };
}

/** The classes of a year (of one unit when said), as stored, by unit then name. */
async function classesOf(academicYearId: string, schoolUnitId?: string) {
  return server.db
    .select({
      name: classrooms.name,
      shift: classrooms.shift,
      schoolUnitId: classrooms.schoolUnitId,
      courseId: classrooms.courseId,
      gradeLevelId: classrooms.gradeLevelId,
      capacity: classrooms.capacity,
    })
    .from(classrooms)
    .where(
      and(
        eq(classrooms.academicYearId, academicYearId),
        schoolUnitId ? eq(classrooms.schoolUnitId, schoolUnitId) : undefined,
      ),
    )
    .orderBy(asc(classrooms.schoolUnitId), asc(classrooms.name));
}

beforeAll(async () => {
  ({ server, admin, build } = school);
  net = await build.network({ year: false });
  secretaryA = (await build.signedUser('Helena', 'Secretaria Escolar', [net.unitA])).client;
  teacherA = (await build.signedUser('Paulo', 'Professor(a)', [net.unitA])).client;
}, 60_000);

describe('POST /academic-years/<toId>/classrooms/copy', () => {
  it('copies the network’s classes (name, shift, unit, course, level, capacity); not teachers nor enrolments; audited once; again: all skipped', async () => {
    const { from, to } = await years();
    const secondLevel = (await admin.get<Item[]>(`/api/courses/${net.courseA}/grade-levels`))
      .body[1]?.id as string;
    const a1 = await build.classroom(net.unitA, net.courseA, {
      name: '1º Ano A',
      academicYearId: from,
      capacity: 30,
    });
    await build.classroom(net.unitA, net.courseA, {
      name: '2º Ano A',
      shift: 'AFTERNOON',
      academicYearId: from,
      gradeLevelId: secondLevel,
    });
    await build.classroom(net.unitB, net.courseB, {
      name: '1º Ano B',
      shift: 'NIGHT',
      academicYearId: from,
      capacity: 25,
    });
    await build.assign(
      a1.id,
      (await build.signedUser('Rita', 'Professor(a)', [net.unitA])).id,
      net.lp,
    );
    await build.enrolledStudent(a1.id, from, { from: `${yearCounter - 2}-03-02` });

    const answer = await copy(to, { fromAcademicYearId: from });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 3, skipped: 0 });
    const copied = await classesOf(to);
    expect(copied).toEqual(await classesOf(from));
    expect(copied).toHaveLength(3);
    const listed = await admin.get<Item[]>(`/api/classrooms?academicYearId=${to}`);
    expect(listed.body.map((room) => room.enrolled)).toEqual([0, 0, 0]);
    const newIds = listed.body.map((room) => room.id);
    const assigned = await server.db.select().from(teachingAssignments);
    expect(assigned.filter((row) => newIds.includes(row.classroomId))).toEqual([]);
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, to), eq(auditEvents.resource, 'classrooms')));
    expect(events).toMatchObject([
      {
        action: 'create',
        resource: 'classrooms',
        fields: ['fromAcademicYearId'],
        changes: { created: { before: null, after: 3 }, skipped: { before: null, after: 0 } },
      },
    ]);

    // Idempotent: the same copy again creates nothing.
    const again = await copy(to, { fromAcademicYearId: from });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toEqual({ created: 0, skipped: 3 });
    expect(await classesOf(to)).toEqual(copied);
  });

  it('skips a class already there by name (accents and case aside) and unit; the same name in another unit is copied', async () => {
    const { from, to } = await years();
    await build.classroom(net.unitA, net.courseA, { name: 'Turma Única', academicYearId: from });
    await build.classroom(net.unitB, net.courseB, { name: 'Turma Única', academicYearId: from });
    await build.classroom(net.unitA, net.courseA, { name: 'Outra', academicYearId: from });
    await build.classroom(net.unitA, net.courseA, {
      name: 'TURMA UNICA',
      academicYearId: to,
      capacity: 12,
    });
    const answer = await copy(to, { fromAcademicYearId: from });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 2, skipped: 1 });
    expect((await classesOf(to, net.unitA)).map((room) => [room.name, room.capacity])).toEqual([
      ['Outra', null],
      ['TURMA UNICA', 12],
    ]);
    expect((await classesOf(to, net.unitB)).map((room) => room.name)).toEqual(['Turma Única']);
  });

  it('one unit when `schoolUnitId` is given', async () => {
    const { from, to } = await years();
    await build.classroom(net.unitA, net.courseA, { name: 'A1', academicYearId: from });
    await build.classroom(net.unitB, net.courseB, { name: 'B1', academicYearId: from });
    const answer = await copy(to, { fromAcademicYearId: from, schoolUnitId: net.unitB });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 1, skipped: 0 });
    expect((await classesOf(to)).map((room) => room.name)).toEqual(['B1']);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, to), eq(auditEvents.resource, 'classrooms')));
    expect(event).toMatchObject({ fields: ['fromAcademicYearId', 'schoolUnitId'] });
  });

  it('a source year without classes: 201 with nothing to copy', async () => {
    const { from, to } = await years();
    const answer = await copy(to, { fromAcademicYearId: from });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ created: 0, skipped: 0 });
  });

  it('404 for an unknown year on either side; 422 for the same year or an unknown unit; 400 without the source; nothing written', async () => {
    const { from, to } = await years();
    await build.classroom(net.unitA, net.courseA, { name: 'Fica', academicYearId: from });
    await refused(
      () => copy(MISSING_ID, { fromAcademicYearId: from }),
      404,
      serverMessages.academicYearNotFound,
    );
    await refused(
      () => copy('nao-e-uuid', { fromAcademicYearId: from }),
      404,
      serverMessages.academicYearNotFound,
    );
    await refused(
      () => copy(to, { fromAcademicYearId: MISSING_ID }),
      404,
      serverMessages.academicYearNotFound,
    );
    await refused(() => copy(from, { fromAcademicYearId: from }), 422, {
      message: serverMessages.classroomCopySameYear,
      issues: [{ path: 'fromAcademicYearId', message: serverMessages.classroomCopySameYear }],
    });
    await refused(() => copy(to, { fromAcademicYearId: from, schoolUnitId: MISSING_ID }), 422, {
      message: serverMessages.schoolUnitNotFound,
      issues: [{ path: 'schoolUnitId', message: serverMessages.schoolUnitNotFound }],
    });
    await refused(() => copy(to, {}), 400, {
      message: serverMessages.invalidBody,
      issues: [{ path: 'fromAcademicYearId', message: messages.copyFromYearRequired }],
    });
  });

  it("a unit's secretary copies their units only: no unit given is theirs; another unit 403; a teacher 403", async () => {
    const { from, to } = await years();
    await build.classroom(net.unitA, net.courseA, { name: 'Da Alfa', academicYearId: from });
    await build.classroom(net.unitB, net.courseB, { name: 'Da Beta', academicYearId: from });
    await refused(
      () => copy(to, { fromAcademicYearId: from, schoolUnitId: net.unitB }, secretaryA),
      403,
      serverMessages.outsideSchoolUnits,
    );
    await refused(() => copy(to, { fromAcademicYearId: from }, teacherA), 403, DENIED);
    const own = await copy(to, { fromAcademicYearId: from }, secretaryA);
    expect(own.status, own.text).toBe(201);
    expect(own.body).toEqual({ created: 1, skipped: 0 });
    expect((await classesOf(to)).map((room) => room.name)).toEqual(['Da Alfa']);
    const named = await copy(to, { fromAcademicYearId: from, schoolUnitId: net.unitA }, secretaryA);
    expect(named.body).toEqual({ created: 0, skipped: 1 });
    // The administrator then copies the rest of the network.
    const rest = await copy(to, { fromAcademicYearId: from });
    expect(rest.body).toEqual({ created: 1, skipped: 1 });
  });

  it('two copies at once into one year: the classes are made once', async () => {
    const { from, to } = await years();
    for (const name of ['C1', 'C2', 'C3']) {
      await build.classroom(net.unitA, net.courseA, { name, academicYearId: from });
    }
    const answers = await Promise.all([
      copy(to, { fromAcademicYearId: from }),
      copy(to, { fromAcademicYearId: from }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.body.created).sort()).toEqual([0, 3]);
    expect(await classesOf(to)).toHaveLength(3);
  });

  it('other methods answer 405', async () => {
    const { to } = await years();
    const answer = await admin.get(`/api${classroomsCopyPath(to)}`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});
