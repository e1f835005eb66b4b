import { type Home, homeSchema } from '@lousa/domain';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Builder, date, type Network, type Signed, TODAY, useSchool } from './builders.ts';
import { TestClient } from './helpers.ts';

/*
 * GET /home (issue 26) on a school built through the API. Today is 15/06/2026. Units 'Escola
 * Alfa' (A) and 'Escola Beta' (B), each with a course of the matrix 'Língua Portuguesa' +
 * 'Matemática':
 *
 *   A1 (A): Beatriz teaches LP, Carlos MA; 3 students      A2 (A): Beatriz teaches MA; 1 student
 *   A3 (A): no teacher, no student                          B1 (B): Eduardo teaches LP; 2 students
 *
 * plus students without an enrolment (2 held by A, 1 by B) and a cancelled enrolment in A3. The
 * 2026 calendar has lesson days 10, 11 and 15/06 and a holiday on 12/06; Beatriz recorded A1's LP
 * attendance of 10/06 and of today.
 */

let build: Builder;
let ids: Network;
const people = {} as Record<
  'teacherA' | 'teacherB' | 'teacherUnitB' | 'secretary' | 'directorB' | 'noRole',
  Signed
>;
const rooms = {} as Record<'a1' | 'a2' | 'a3' | 'b1', { id: string; name: string }>;
const HOME = '/api/home';

/** The weekdays (Monday to Friday) from `start` to `end`, both included. */
function weekdays(start: string, end: string): number {
  let count = 0;
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 864e5) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count += 1;
  }
  return count;
}

async function homeOf(client: TestClient): Promise<Home> {
  const answer = await client.get<Home>(HOME);
  expect(answer.status, answer.text).toBe(200);
  expect(v.is(homeSchema, answer.body), answer.text).toBe(true);
  return answer.body;
}

const school = useSchool({ testing: { now: () => TODAY } });

beforeAll(async () => {
  build = school.build;
  ids = await build.network({ units: ['Escola Alfa', 'Escola Beta'] });
  const lesson = (await build.dayType('Dia Letivo')).id;
  const holiday = (await build.dayType('Feriado')).id;
  const calendar = (await build.calendar(ids.year, 'Calendário 2026')).id;
  for (const day of ['2026-06-10', '2026-06-11', '2026-06-15']) {
    await build.schoolDay(calendar, lesson, day);
  }
  await build.schoolDay(calendar, holiday, '2026-06-12');
  const term = (await build.term(calendar, '2º Bimestre', '2026-05-01', '2026-07-15')).id;

  for (const [key, firstName, role, unit] of [
    ['teacherA', 'Beatriz', 'Professor(a)', ids.unitA],
    ['teacherB', 'Carlos', 'Professor(a)', ids.unitA],
    ['teacherUnitB', 'Eduardo', 'Professor(a)', ids.unitB],
    ['secretary', 'Helena', 'Secretaria Escolar', ids.unitA],
    ['directorB', 'Gustavo', 'Diretor(a)', ids.unitB],
    ['noRole', 'Jonas', null, ids.unitA],
  ] as const) {
    people[key] = await build.signedUser(firstName, role, [unit]);
  }
  for (const [key, unit] of [
    ['a1', 'A'],
    ['a2', 'A'],
    ['a3', 'A'],
    ['b1', 'B'],
  ] as const) {
    const item = await build.classroom(ids[`unit${unit}`], ids[`course${unit}`]);
    rooms[key] = { id: item.id, name: item.name as string };
  }
  await build.assign(rooms.a1.id, people.teacherA.id, ids.lp);
  await build.assign(rooms.a1.id, people.teacherB.id, ids.ma);
  await build.assign(rooms.a2.id, people.teacherA.id, ids.ma);
  await build.assign(rooms.b1.id, people.teacherUnitB.id, ids.lp);

  const a1 = [];
  for (let n = 0; n < 3; n += 1) a1.push(await build.enrolledStudent(rooms.a1.id, ids.year));
  await build.enrolledStudent(rooms.a2.id, ids.year);
  for (let n = 0; n < 2; n += 1) await build.enrolledStudent(rooms.b1.id, ids.year);
  for (const unit of [ids.unitA, ids.unitA, ids.unitB]) {
    await build.insertStudent({ schoolUnitId: unit });
  }
  // A student whose enrolment in A3 was cancelled: held by A, without a class.
  const gone = await build.enrolledStudent(rooms.a3.id, ids.year);
  const cancelled = await school.admin.request(
    'POST',
    `/api/enrollments/${gone.enrolmentId}/cancel`,
    {
      json: { reason: 'Mudou de cidade' },
    },
  );
  expect(cancelled.status, cancelled.text).toBe(200);

  for (const day of ['2026-06-10', '2026-06-15']) {
    const saved = await people.teacherA.client.request('PUT', '/api/attendance', {
      json: {
        classroomId: rooms.a1.id,
        curricularComponentId: ids.lp,
        date: date(day),
        students: a1.map((student) => ({
          studentId: student.id,
          isPresent: true,
          justified: false,
          justification: null,
        })),
      },
    });
    expect(saved.status, saved.text).toBe(200);
  }
  const assessment = async (client: TestClient, componentId: string, day: string) =>
    (
      await build.created(
        '/assessments',
        {
          classroomId: rooms.a1.id,
          curricularComponentId: componentId,
          academicTermId: term,
          title: build.unique('Prova'),
          date: date(day),
          weight: 1,
          maxScore: 10,
        },
        client,
      )
    ).id;
  // Beatriz: one graded, one without grades, one later than today; Carlos: one without grades.
  const graded = await assessment(people.teacherA.client, ids.lp, '2026-06-01');
  const put = await people.teacherA.client.request('PUT', `/api/assessments/${graded}/grades`, {
    json: { grades: [{ studentId: a1[0]?.id, score: 8 }] },
  });
  expect(put.status, put.text).toBe(200);
  await assessment(people.teacherA.client, ids.lp, '2026-06-02');
  await assessment(people.teacherA.client, ids.lp, '2026-06-20');
  await assessment(people.teacherB.client, ids.ma, '2026-06-03');
}, 180_000);

/** Weekdays of 2026 (01/02 to 15/12) the calendar has no school day for: 4 are registered. */
const DAYS_WITHOUT_TYPE = weekdays('2026-02-01', '2026-12-15') - 4;

describe('GET /home', () => {
  it('a teacher reads only the classes and components she teaches', async () => {
    const home = await homeOf(people.teacherA.client);
    expect(home).toEqual({
      teacher: {
        todayClasses: [
          {
            classroom: rooms.a1,
            curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
            status: 'RECORDED',
          },
          {
            classroom: rooms.a2,
            curricularComponent: { id: ids.ma, name: 'Matemática' },
            status: 'PENDING',
          },
        ],
        // A1 LP: 11/06; A2 MA: 10, 11 and 15/06 (the holiday is no lesson day).
        pendingAttendance: 4,
        assessmentsWithoutGrades: 1,
      },
      school: null,
      network: null,
    });
    const carlos = await homeOf(people.teacherB.client);
    expect(carlos.teacher).toEqual({
      todayClasses: [
        {
          classroom: rooms.a1,
          curricularComponent: { id: ids.ma, name: 'Matemática' },
          status: 'PENDING',
        },
      ],
      pendingAttendance: 3,
      assessmentsWithoutGrades: 1,
    });
    const eduardo = await homeOf(people.teacherUnitB.client);
    expect(eduardo.teacher).toEqual({
      todayClasses: [
        {
          classroom: rooms.b1,
          curricularComponent: { id: ids.lp, name: 'Língua Portuguesa' },
          status: 'PENDING',
        },
      ],
      pendingAttendance: 3,
      assessmentsWithoutGrades: 0,
    });
  });

  it("a secretary reads her unit's figures only", async () => {
    const home = await homeOf(people.secretary.client);
    expect(home.teacher).toBeNull();
    expect(home.network).toBeNull();
    expect(home.school).toEqual({
      academicYear: { id: ids.year, year: '2026' },
      enrollments: 4,
      enrollmentsByCourse: [
        {
          schoolUnit: { id: ids.unitA, name: 'Escola Alfa' },
          course: { id: ids.courseA, name: expect.any(String) },
          classrooms: 3,
          enrollments: 4,
        },
      ],
      // A2 (LP) and A3 (LP and MA).
      classroomsWithoutTeacher: 2,
      componentsWithoutTeacher: 3,
      // Two never enrolled and the one whose enrolment was cancelled.
      studentsWithoutClass: 3,
      daysWithoutType: DAYS_WITHOUT_TYPE,
    });
    const beta = await homeOf(people.directorB.client);
    expect(beta.school).toMatchObject({
      enrollments: 2,
      enrollmentsByCourse: [
        {
          schoolUnit: { id: ids.unitB, name: 'Escola Beta' },
          course: { id: ids.courseB },
          classrooms: 1,
          enrollments: 2,
        },
      ],
      classroomsWithoutTeacher: 1,
      componentsWithoutTeacher: 1,
      studentsWithoutClass: 1,
    });
  });

  it("the administrator reads the network's figures and every unit's alerts", async () => {
    const home = await homeOf(school.admin);
    expect(home.teacher).toBeNull();
    expect(home.network).toEqual({ schoolUnits: 2, students: 10, classrooms: 4, teachers: 3 });
    expect(home.school).toMatchObject({
      enrollments: 6,
      enrollmentsByCourse: [
        { schoolUnit: { name: 'Escola Alfa' }, classrooms: 3, enrollments: 4 },
        { schoolUnit: { name: 'Escola Beta' }, classrooms: 1, enrollments: 2 },
      ],
      classroomsWithoutTeacher: 3,
      componentsWithoutTeacher: 4,
      studentsWithoutClass: 4,
      daysWithoutType: DAYS_WITHOUT_TYPE,
    });
  });

  it('answers a user without a role three nulls, and nobody signed out', async () => {
    expect(await homeOf(people.noRole.client)).toEqual({
      teacher: null,
      school: null,
      network: null,
    });
    const anonymous = await new TestClient(school.server.url).get(HOME);
    expect(anonymous.status).toBe(401);
    const posted = await school.admin.request('POST', HOME, { json: {} });
    expect(posted.status).toBe(405);
  });
});
