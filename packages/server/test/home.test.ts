import { type Home, homeSchema } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { type Builder, date, type Network, type Signed, TODAY, useSchool } from './builders.ts';
import { TestClient } from './helpers.ts';
import { rowsOf } from './migrations-at.ts';

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
/** Carlos's assignment (MA in A1), the A2 student, an A1 enrolment, the students never enrolled. */
let carlosInA1 = '';
let inA2 = '';
let a1Enrolment = '';
const classless: string[] = [];
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
  const lesson = (await build.dayType('Dia Letivo', 'DIA_LETIVO')).id;
  const holiday = (await build.dayType('Feriado', 'FERIADO')).id;
  const calendar = (await build.calendar(ids.year, 'Calendário 2026')).id;
  for (const day of ['2026-06-10', '2026-06-11', '2026-06-15']) {
    await build.schoolDay(calendar, lesson, day);
  }
  await build.schoolDay(calendar, holiday, '2026-06-12');
  const term = (await build.term(calendar, '2º Bimestre', '2026-05-01', '2026-07-15')).id;

  Object.assign(
    people,
    await build.signedUsers({
      teacherA: ['Beatriz', 'Professor(a)', ids.unitA],
      teacherB: ['Carlos', 'Professor(a)', ids.unitA],
      teacherUnitB: ['Eduardo', 'Professor(a)', ids.unitB],
      secretary: ['Helena', 'Secretaria Escolar', ids.unitA],
      directorB: ['Gustavo', 'Diretor(a)', ids.unitB],
      noRole: ['Jonas', null, ids.unitA],
    }),
  );
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
  carlosInA1 = await build.assign(rooms.a1.id, people.teacherB.id, ids.ma);
  await build.assign(rooms.a2.id, people.teacherA.id, ids.ma);
  await build.assign(rooms.b1.id, people.teacherUnitB.id, ids.lp);

  const a1 = [];
  for (let n = 0; n < 3; n += 1) a1.push(await build.enrolledStudent(rooms.a1.id, ids.year));
  a1Enrolment = a1[0]?.enrolmentId ?? '';
  inA2 = (await build.enrolledStudent(rooms.a2.id, ids.year)).id;
  for (let n = 0; n < 2; n += 1) await build.enrolledStudent(rooms.b1.id, ids.year);
  for (const unit of [ids.unitA, ids.unitA, ids.unitB]) {
    classless.push(await build.insertStudent({ schoolUnitId: unit }));
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

/** `select key, n` rows as 'key:n' joined, in key order (a kept count of 0 is no count). */
const listed = (query: string) =>
  `coalesce((select string_agg(k || ':' || n, ',' order by k) from (${query}) as t
    where n <> 0), '')`;

/** The kept counts of migration 0012 against a count of the rows themselves: none drifted. */
async function expectCountsKept(db: Database) {
  const figures = (queries: Record<string, string>) =>
    rowsOf<{ name: string; counts: string }>(
      db,
      sql.raw(
        Object.entries(queries)
          .map(([name, query]) => `select '${name}' as name, ${listed(query)} as counts`)
          .join(' union all '),
      ),
    );
  const kept = await figures({
    students: 'select unit_key::text as k, students as n from lousa_unit_student_counts',
    enrolled: `select unit_key || '/' || academic_year_id as k, students as n
      from lousa_unit_year_enrolled_counts`,
    classrooms: `select school_unit_id || '/' || course_id as k, classrooms as n
      from lousa_unit_course_counts`,
    enrolments: `select school_unit_id || '/' || course_id || '/' || academic_year_id as k,
      enrollments as n from lousa_unit_course_year_counts`,
    untaught: `select school_unit_id || '/' || classrooms as k, components as n
      from lousa_unit_untaught_counts`,
    network: `select table_name as k, row_count as n from lousa_row_counts
      where table_name = 'classrooms'`,
  });
  const counted = await figures({
    students:
      'select lousa_unit_key(school_unit_id)::text as k, count(*) as n from students group by 1',
    enrolled: `select lousa_unit_key(s.school_unit_id) || '/' || e.academic_year_id as k,
      count(*) as n from enrollments e join students s on s.id = e.student_id
      where e.status = 'ACTIVE' group by 1`,
    classrooms: `select school_unit_id || '/' || course_id as k, count(*) as n from classrooms
      group by 1`,
    enrolments: `select c.school_unit_id || '/' || c.course_id || '/' || e.academic_year_id as k,
      count(*) as n from enrollments e join classrooms c on c.id = e.classroom_id
      where e.status = 'ACTIVE' group by 1`,
    untaught: `select u || '/' || count(*) as k, sum(n) as n from (
        select cl.id, cl.school_unit_id as u, count(*) as n from classrooms cl
          join courses co on co.id = cl.course_id
          join curriculum_matrix_items i on i.matrix_id = co.curriculum_matrix_id
          where not exists (select 1 from teaching_assignments t where t.classroom_id = cl.id
            and t.curricular_component_id = i.curricular_component_id)
          group by 1, 2) as per_classroom group by u`,
    network: `select 'classrooms' as k, count(*) as n from classrooms`,
  });
  expect(kept).toEqual(counted);
}

describe('GET /home after the school changes', () => {
  it('follows a transfer, a student and a classroom moved to another unit, an assignment removed, a matrix changed, a classroom added and removed', async () => {
    const admin = school.admin;
    const figures = async (client: TestClient) => {
      const { school: part } = await homeOf(client);
      return {
        enrollments: part?.enrollmentsByCourse.map((group) => [
          group.schoolUnit.name,
          group.classrooms,
          group.enrollments,
        ]),
        withoutTeacher: [part?.classroomsWithoutTeacher, part?.componentsWithoutTeacher],
        withoutClass: part?.studentsWithoutClass,
      };
    };
    await expectCountsKept(school.server.db);

    // An A1 student transferred to B1: the enrolment and the student go to Beta.
    const moved = await admin.request('POST', `/api/enrollments/${a1Enrolment}/transfer`, {
      json: { classroomId: rooms.b1.id, date: date('2026-06-15') },
    });
    expect(moved.status, moved.text).toBe(201);
    expect(await figures(admin)).toEqual({
      enrollments: [
        ['Escola Alfa', 3, 3],
        ['Escola Beta', 1, 3],
      ],
      withoutTeacher: [3, 4],
      withoutClass: 4,
    });

    // A student never enrolled moved from Alfa to Beta; the A2 student moved to Beta keeps
    // its class (in Alfa): Alfa has one student without a class fewer, Beta one more. (The
    // built students lack what PATCH /students asks for; the update is the one it makes.)
    await school.server.db.execute(sql`update students set school_unit_id = ${ids.unitB}
      where id in (${classless[0]}, ${inA2})`);
    expect((await figures(people.secretary.client)).withoutClass).toBe(2);
    expect((await figures(people.directorB.client)).withoutClass).toBe(2);

    // Carlos no longer teaches MA in A1; the matrix then keeps LP alone.
    const removed = await admin.request(
      'DELETE',
      `/api/classrooms/${rooms.a1.id}/teachers/${carlosInA1}`,
    );
    expect(removed.status, removed.text).toBe(204);
    expect((await figures(admin)).withoutTeacher).toEqual([4, 5]);
    const matrix = await admin.request('PATCH', `/api/curriculum-matrices/${ids.matrix}`, {
      json: { matrix: [{ curricularComponentId: ids.lp, workload: 280 }] },
    });
    expect(matrix.status, matrix.text).toBe(200);
    // LP is taught in A1 and B1: A2 and A3 are left.
    expect((await figures(admin)).withoutTeacher).toEqual([2, 2]);

    // A2 (Beatriz teaches MA; its one enrolment active) moves to Beta, with its enrolment.
    const a2Moved = await admin.request('PATCH', `/api/classrooms/${rooms.a2.id}`, {
      json: {
        schoolUnitId: ids.unitB,
        courseId: ids.courseB,
        gradeLevelId: await build.firstLevel(ids.courseB),
      },
    });
    expect(a2Moved.status, a2Moved.text).toBe(200);
    expect(await figures(admin)).toMatchObject({
      enrollments: [
        ['Escola Alfa', 2, 2],
        ['Escola Beta', 2, 4],
      ],
      withoutTeacher: [2, 2],
    });
    await expectCountsKept(school.server.db);

    // A new classroom in Beta counts until it is removed.
    const added = await build.classroom(ids.unitB, ids.courseB);
    expect(await figures(people.directorB.client)).toMatchObject({
      enrollments: [['Escola Beta', 3, 4]],
      withoutTeacher: [2, 2],
    });
    await expectCountsKept(school.server.db);
    const deleted = await admin.request('DELETE', `/api/classrooms/${added.id}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect(await figures(people.directorB.client)).toMatchObject({
      enrollments: [['Escola Beta', 2, 4]],
      withoutTeacher: [1, 1],
    });
    await expectCountsKept(school.server.db);
  });
});
