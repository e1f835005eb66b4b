import { inUseMessages, messages, serverMessages } from '@lousa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { date, type Item, type Network, type Signed, useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * The school year has a shape (issue 27): a classroom is a class of one academic year and one
 * grade level of its course, and its enrolments are of its year; a calendar applies to the whole
 * network or to chosen units, one per unit and year, and a class's lesson days are its unit's
 * calendar's for its year, else the network's.
 */
// Today is 15/06/2026 (São Paulo): 2026 is the year in progress, 2027 not begun.
const school = useSchool({ testing: { now: () => new Date('2026-06-15T15:00:00Z') } });
const patch = <T = unknown>(client: TestClient, path: string, json: unknown) =>
  client.request<T>('PATCH', path, { json });

let net: Network;
let year2027: string;
let teacher: Signed;
let lessonType: string;

type Level = { id: string; name: string };
const levelsOf = async (courseId: string) =>
  (await school.admin.get<Level[]>(`/api/courses/${courseId}/grade-levels`)).body;

beforeAll(async () => {
  const { build } = school;
  net = await build.network();
  year2027 = (await build.year('2027')).id;
  teacher = await build.signedUser('Beatriz', 'Professor(a)', [net.unitA, net.unitB]);
  lessonType = (await build.dayType('Aula normal', 'DIA_LETIVO')).id;
}, 120_000);

/** A classroom of unit A (or B) in `academicYearId` (2026 unless said), of its first level. */
const classroom = (unit: 'A' | 'B' = 'A', academicYearId = net.year, name?: string) =>
  school.build.classroom(net[`unit${unit}`], net[`course${unit}`], {
    academicYearId,
    ...(name ? { name } : {}),
  });

describe('a classroom of a year and a grade level', () => {
  it('is listed with its year and level, and GET /classrooms?academicYearId= filters by year', async () => {
    const [first] = await levelsOf(net.courseA);
    const of2026 = await classroom('A', net.year, 'Turma Ano 2026');
    const of2027 = await classroom('A', year2027, 'Turma Ano 2027');
    expect(of2026).toMatchObject({
      academicYear: { id: net.year, year: '2026' },
      gradeLevel: { id: first?.id, name: '1º Ano' },
    });
    const listed = await school.admin.get<Item[]>(
      `/api/classrooms?academicYearId=${year2027}&pageSize=100`,
    );
    expect(listed.status, listed.text).toBe(200);
    const ids = listed.body.map((item) => item.id);
    expect(ids).toContain(of2027.id);
    expect(ids).not.toContain(of2026.id);
    expect(listed.body.every((item) => (item.academicYear as Item).year === '2027')).toBe(true);
    const bad = await school.admin.get('/api/classrooms?academicYearId=2026');
    expect(bad.status).toBe(400);
  });

  it('asks for both (400), and refuses a level of another course or a year that does not exist (422), saving nothing', async () => {
    const [levelOfB] = await levelsOf(net.courseB);
    const body = {
      name: 'Turma Recusada',
      shift: 'MORNING',
      schoolUnitId: net.unitA,
      courseId: net.courseA,
    };
    const missing = await school.admin.post('/api/classrooms', body);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain(messages.academicYearRequired);
    expect(missing.text).toContain(messages.gradeLevelRequired);
    const otherCourse = await school.admin.post('/api/classrooms', {
      ...body,
      academicYearId: net.year,
      gradeLevelId: levelOfB?.id,
    });
    expect(otherCourse.status).toBe(422);
    expect(otherCourse.body).toMatchObject({ message: serverMessages.gradeLevelNotInCourse });
    const [levelOfA] = await levelsOf(net.courseA);
    const noYear = await school.admin.post('/api/classrooms', {
      ...body,
      academicYearId: '01900000-0000-7000-8000-000000000999',
      gradeLevelId: levelOfA?.id,
    });
    expect(noYear.status).toBe(422);
    expect(noYear.body).toMatchObject({ message: serverMessages.academicYearNotFound });
    const all = await school.admin.get<Item[]>('/api/classrooms?q=Recusada');
    expect(all.body).toEqual([]);
  });

  it('keeps its year while it has enrolments (409); without any it moves to another year', async () => {
    const empty = await classroom('A');
    const moved = await patch<Item>(school.admin, `/api/classrooms/${empty.id}`, {
      academicYearId: year2027,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.academicYear).toEqual({ id: year2027, year: '2027' });

    const taken = await classroom('A');
    await school.build.enrolledStudent(taken.id, net.year);
    const refused = await patch(school.admin, `/api/classrooms/${taken.id}`, {
      academicYearId: year2027,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: serverMessages.classroomYearInUse(1) });
    const read = await school.admin.get<Item>(`/api/classrooms/${taken.id}`);
    expect((read.body.academicYear as Item).id).toBe(net.year);
  });

  it('changes level within its course: a level of its course is fine, moving the course needs a level of the new one', async () => {
    const room = await classroom('A');
    const [, second] = await levelsOf(net.courseA);
    const changed = await patch<Item>(school.admin, `/api/classrooms/${room.id}`, {
      gradeLevelId: second?.id,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.gradeLevel).toEqual({ id: second?.id, name: '2º Ano' });
  });
});

describe('the class choices of the pedagogy', () => {
  it('list the classes of the year in progress only: a teacher’s, and a unit’s', async () => {
    const { build } = school;
    const of2026 = await classroom('A', net.year, 'Turma Escolhida 2026');
    const of2027 = await classroom('A', year2027, 'Turma Escolhida 2027');
    for (const room of [of2026, of2027]) await build.assign(room.id, teacher.id, net.ma);
    const mine = await teacher.client.get<{ classroom: Item }[]>('/api/me/classes');
    expect(mine.status, mine.text).toBe(200);
    const mineIds = mine.body.map((row) => row.classroom.id);
    expect(mineIds).toContain(of2026.id);
    expect(mineIds).not.toContain(of2027.id);
    const unit = await school.admin.get<{ classroom: Item }[]>('/api/me/unit-classes');
    expect(unit.status, unit.text).toBe(200);
    const unitIds = unit.body.map((row) => row.classroom.id);
    expect(unitIds).toContain(of2026.id);
    expect(unitIds).not.toContain(of2027.id);
  });
});

describe('an enrolment is of its classroom’s year', () => {
  it('refuses an enrolment in a class of another year (422), and a transfer to one', async () => {
    const { build } = school;
    const of2027 = await classroom('A', year2027);
    const studentId = await build.insertStudent();
    const refused = await school.admin.post('/api/enrollments', {
      studentId,
      classroomId: of2027.id,
      academicYearId: net.year,
      date: date('2026-03-02'),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: serverMessages.enrollmentYearMismatch });
    const listed = await school.admin.get<Item[]>(`/api/enrollments?studentId=${studentId}`);
    expect(listed.body).toEqual([]);

    const of2026 = await classroom('A');
    const enrolled = await build.enrolledStudent(of2026.id, net.year);
    const transfer = await school.admin.post(`/api/enrollments/${enrolled.enrolmentId}/transfer`, {
      classroomId: of2027.id,
      date: date('2026-04-01'),
    });
    expect(transfer.status).toBe(422);
    expect(transfer.body).toMatchObject({ message: serverMessages.enrollmentYearMismatch });
    const after = await school.admin.get<Item>(`/api/enrollments/${enrolled.enrolmentId}`);
    expect(after.body.status).toBe('ACTIVE');
  });
});

describe('a grade level used by classes', () => {
  it('is not removed from its course (409 naming it); an unused one is', async () => {
    const { build } = school;
    const course = await build.course(net.unitA, net.modality, net.matrix, 'Curso com Séries', {
      gradeLevels: [{ name: '1º Ano' }, { name: '2º Ano' }, { name: '3º Ano' }],
    });
    const [first, second, third] = course.gradeLevels as Level[];
    await build.classroom(net.unitA, course.id, { gradeLevelId: second?.id });
    const refused = await patch(school.admin, `/api/courses/${course.id}`, {
      gradeLevels: [first, third],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: inUseMessages.gradeLevel('2º Ano', 1) });
    expect((await levelsOf(course.id)).map((level) => level.name)).toEqual([
      '1º Ano',
      '2º Ano',
      '3º Ano',
    ]);
    const removed = await patch(school.admin, `/api/courses/${course.id}`, {
      gradeLevels: [first, second],
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await levelsOf(course.id)).map((level) => level.name)).toEqual(['1º Ano', '2º Ano']);
  });
});

describe('calendars of the network and of units', () => {
  /** A year of its own, so each case starts without calendars. */
  const freshYear = async () => (await school.build.year(String(2030 + school.build.next()))).id;
  const calendar = (title: string, academicYearId: string, schoolUnitIds?: string[]) =>
    school.admin.post<Item>('/api/academic-calendars', {
      title,
      academicYearId,
      ...(schoolUnitIds ? { schoolUnitIds } : {}),
    });
  const unitName = async (id: string) =>
    (await school.admin.get<Item>(`/api/school-units/${id}`)).body.name as string;

  it('lists a calendar’s units ([] for the whole network)', async () => {
    const yearId = await freshYear();
    const network = await calendar('Rede', yearId);
    expect(network.status, network.text).toBe(201);
    expect(network.body.schoolUnits).toEqual([]);
    const unit = await calendar('Unidade B', yearId, [net.unitB]);
    expect(unit.status, unit.text).toBe(201);
    expect(unit.body.schoolUnits).toEqual([{ id: net.unitB, name: await unitName(net.unitB) }]);
    const read = await school.admin.get<Item>(`/api/academic-calendars/${unit.body.id}`);
    expect(read.body.schoolUnits).toEqual(unit.body.schoolUnits);
  });

  it('refuses two calendars of one year for one unit, or two for the whole network (409 naming both)', async () => {
    const yearId = await freshYear();
    const unitA = await unitName(net.unitA);
    expect((await calendar('Calendário A', yearId, [net.unitA])).status).toBe(201);
    const twice = await calendar('Calendário A e B', yearId, [net.unitB, net.unitA]);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      message: serverMessages.calendarUnitTaken('Calendário A', 'Calendário A e B', [unitA]),
    });
    expect((await calendar('Calendário da Rede', yearId)).status).toBe(201);
    const second = await calendar('Outro da Rede', yearId, []);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: serverMessages.calendarUnitTaken('Calendário da Rede', 'Outro da Rede', []),
    });
    // Another year has room for both.
    expect((await calendar('Calendário A', await freshYear(), [net.unitA])).status).toBe(201);
    // An edit that would overlap is refused too; the calendar keeps its units.
    const b = await calendar('Calendário B', yearId, [net.unitB]);
    const edit = await patch(school.admin, `/api/academic-calendars/${b.body.id}`, {
      schoolUnitIds: [net.unitA, net.unitB],
    });
    expect(edit.status).toBe(409);
    const kept = await school.admin.get<Item>(`/api/academic-calendars/${b.body.id}`);
    expect((kept.body.schoolUnits as Item[]).map((unit) => unit.id)).toEqual([net.unitB]);
  });

  it('refuses a unit that does not exist (422)', async () => {
    const answer = await calendar('Calendário Fantasma', await freshYear(), [
      '01900000-0000-7000-8000-000000000998',
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: serverMessages.schoolUnitNotFound });
  });

  it('gives a class the lesson days of its unit’s calendar for its year, else the network’s', async () => {
    const { build } = school;
    // 2026: the network's calendar has 09/03 as a lesson day, unit A's has 10/03.
    const network = await build.calendar(net.year, 'Calendário da Rede 2026');
    await build.schoolDay(network.id, lessonType, '2026-03-09');
    const ofA = await calendar('Calendário da Unidade A 2026', net.year, [net.unitA]);
    expect(ofA.status, ofA.text).toBe(201);
    await build.schoolDay(ofA.body.id as string, lessonType, '2026-03-10');

    const roomA = await classroom('A');
    const roomB = await classroom('B');
    for (const room of [roomA, roomB]) {
      await build.assign(room.id, teacher.id, net.lp);
      await build.enrolledStudent(room.id, net.year, { from: '2026-03-02' });
    }
    const day = (room: Item, date: string) =>
      teacher.client.get(
        `/api/attendance?classroomId=${room.id}&curricularComponentId=${net.lp}&date=${date}`,
      );
    expect((await day(roomA, '2026-03-10')).status).toBe(200);
    const notA = await day(roomA, '2026-03-09');
    expect(notA.status).toBe(422);
    expect(notA.body).toMatchObject({ message: serverMessages.notALessonDay });
    expect((await day(roomB, '2026-03-09')).status).toBe(200);
    expect((await day(roomB, '2026-03-10')).status).toBe(422);

    // The rows of 'Frequências': each class's own calendar's days.
    const rows = await teacher.client.get<Item[]>('/api/attendance-sheets?pageSize=100');
    expect(rows.status, rows.text).toBe(200);
    const daysOf = (room: Item) =>
      rows.body
        .filter((row) => (row.classroom as Item).id === room.id)
        .map((row) => String(row.date).slice(0, 10));
    expect(daysOf(roomA)).toEqual(['2026-03-10']);
    expect(daysOf(roomB)).toEqual(['2026-03-09']);
  });
});
