import {
  activitySchema,
  attendanceDaySchema,
  attendanceSheetSchema,
  bnccSeed,
  lessonPlanItemSchema,
  reportCardItemSchema,
  rolloverPreviewPath,
  serverMessages,
  studentResultSchema,
  TOTAL_COUNT_HEADER,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/password.ts';
import {
  academicCalendars,
  academicTerms,
  academicYears,
  activities,
  assessments,
  attendanceEntries,
  attendanceSheets,
  calendarEvents,
  classCalendars,
  classrooms,
  courses,
  curriculumMatrixItems,
  enrollments,
  grades,
  lessonPlans,
  roles,
  schoolDays,
  schoolDayTypes,
  teachingAssignments,
  userSchoolUnits,
  users,
} from '../src/db/schema.ts';
import { DEMO_RECORDED_DAYS, DEMO_STUDENTS, seedDemo } from '../src/seed/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { useTestServer } from './builders.ts';
import { FAST, TestClient } from './helpers.ts';

/*
 * The demo's pedagogy (issues 14 and 27): every component of every class of the year in progress
 * has its teacher (a 'regente' a class in the Anos Iniciais, a teacher a component in the unit's
 * other classes); the first teacher wrote two lesson plans and two activities for its first
 * class. Every weekday of the demo calendars not otherwise typed is a 'Dia Letivo'; each
 * assignment has its last three lesson days recorded and two assessments graded in the current
 * term. The set is seeded straight into the database
 * (the default student count, so every demo class has students) and read back through the API,
 * under the same rules a teacher's writes meet. The server's clock is the seed's today: Monday
 * 15/06/2026, 15:00 in São Paulo (the 2nd term of 2026, 20/04 to 03/07).
 */

let server: RunningServer;
let admin: TestClient;
const TODAY = '2026-06-15';
/** The last three lesson days before today (13 and 14/06 a weekend); today is the teacher's. */
const RECORDED_DAYS = ['2026-06-10', '2026-06-11', '2026-06-12'];
const LAST_RECORDED = '2026-06-12';
const JUSTIFICATIONS = ['Atestado médico.', 'Consulta odontológica.', 'Falecimento na família.'];

const running = useTestServer({ testing: { now: () => new Date(`${TODAY}T18:00:00Z`) } });

beforeAll(async () => {
  ({ server } = running);
  await seedDemo(server.db, 2025, DEMO_STUDENTS, TODAY);
  admin = new TestClient(server.url);
  await admin.login();
}, 120_000);

/** The demo's teaching assignments, in creation order. */
const demoAssignments = () =>
  server.db
    .select({
      classroomId: teachingAssignments.classroomId,
      componentId: teachingAssignments.curricularComponentId,
      userId: teachingAssignments.userId,
    })
    .from(teachingAssignments)
    .orderBy(asc(teachingAssignments.id));

/**
 * The students enrolled in a classroom on `day`, as `PUT /attendance` wants them (an enrolment
 * ends the day before its end date), read straight from the enrolments.
 */
async function rosterOn(classroomId: string, day: string): Promise<string[]> {
  const rows = await server.db
    .selectDistinct({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.classroomId, classroomId),
        sql`${enrollments.date} <= ${day}::date`,
        sql`(${enrollments.endDate} is null or ${enrollments.endDate} > ${day}::date)`,
      ),
    );
  return rows.map((row) => row.studentId).sort();
}

/** The items by key, in their order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

describe('demo pedagogy', () => {
  it('teaches every component of every class of the year: a regente a class in the Anos Iniciais, a teacher a component in the others', async () => {
    const teachers = await server.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(roles.name, 'Professor(a)'));
    const rows = await server.db
      .select({
        userId: teachingAssignments.userId,
        classroomId: teachingAssignments.classroomId,
        componentId: teachingAssignments.curricularComponentId,
        courseName: courses.name,
        unitId: classrooms.schoolUnitId,
        inUnit: sql<boolean>`exists (select 1 from ${userSchoolUnits}
          where ${userSchoolUnits.userId} = ${teachingAssignments.userId}
            and ${userSchoolUnits.schoolUnitId} = ${classrooms.schoolUnitId})`,
      })
      .from(teachingAssignments)
      .innerJoin(classrooms, eq(classrooms.id, teachingAssignments.classroomId))
      .innerJoin(courses, eq(courses.id, classrooms.courseId));
    expect(rows.every((row) => row.inUnit)).toBe(true);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(teachers.length);
    // Every class of 2026 has its matrix's components, each once; 2025's classes none.
    const rooms = await server.db
      .select({
        id: classrooms.id,
        year: academicYears.year,
        matrixId: courses.curriculumMatrixId,
      })
      .from(classrooms)
      .innerJoin(courses, eq(courses.id, classrooms.courseId))
      .innerJoin(academicYears, eq(academicYears.id, classrooms.academicYearId));
    const items = await server.db.select().from(curriculumMatrixItems);
    for (const room of rooms) {
      const taught = rows
        .filter((row) => row.classroomId === room.id)
        .map((row) => row.componentId);
      const matrix = items
        .filter((item) => item.matrixId === room.matrixId)
        .map((item) => item.curricularComponentId);
      expect(taught.sort(), room.id).toEqual(room.year === '2026' ? matrix.sort() : []);
    }
    // Anos Iniciais: one teacher a class; the others: one teacher a component in a unit.
    const early = rows.filter((row) => row.courseName === 'Ensino Fundamental - Anos Iniciais');
    for (const classroomId of new Set(early.map((row) => row.classroomId))) {
      expect(
        new Set(early.filter((row) => row.classroomId === classroomId).map((row) => row.userId))
          .size,
      ).toBe(1);
    }
    const later = rows.filter((row) => row.courseName !== 'Ensino Fundamental - Anos Iniciais');
    for (const row of later) {
      const same = later.filter(
        (other) => other.unitId === row.unitId && other.componentId === row.componentId,
      );
      expect(new Set(same.map((other) => other.userId)).size).toBe(1);
    }
    // Through the API: a classroom's teachers.
    const first = rows[0] as (typeof rows)[number];
    const list = await admin.get<unknown[]>(`/api/classrooms/${first.classroomId}/teachers`);
    expect(list.status).toBe(200);
    expect(v.is(v.array(teachingAssignmentSchema), list.body)).toBe(true);
    expect(list.body).toHaveLength(
      rows.filter((row) => row.classroomId === first.classroomId).length,
    );
  });

  it('has two lesson plans and two activities by a teacher of their class', async () => {
    const plans = await admin.get<unknown[]>('/api/lesson-plans');
    expect(plans.status).toBe(200);
    expect(v.is(v.array(lessonPlanItemSchema), plans.body)).toBe(true);
    expect(plans.body).toHaveLength(2);
    const codes = new Set(bnccSeed.map((standard) => standard.code));
    for (const plan of plans.body as v.InferOutput<typeof lessonPlanItemSchema>[]) {
      expect(plan.bnccStandards.every((code) => codes.has(code))).toBe(true);
      expect(plan.author.name).not.toBe('-');
    }
    const list = await admin.get<unknown[]>('/api/activities');
    expect(v.is(v.array(activitySchema), list.body)).toBe(true);
    expect(list.body).toHaveLength(2);
    for (const activity of list.body as v.InferOutput<typeof activitySchema>[]) {
      expect(activity.date.slice(0, 10) <= TODAY).toBe(true);
    }
    // Written by a teacher of each record's class and component.
    for (const table of [lessonPlans, activities]) {
      const records = await server.db
        .select({
          classroomId: table.classroomId,
          componentId: table.curricularComponentId,
          authorId: table.authorId,
        })
        .from(table);
      for (const record of records) {
        const [assignment] = await server.db
          .select({ id: teachingAssignments.id })
          .from(teachingAssignments)
          .where(
            and(
              eq(teachingAssignments.classroomId, record.classroomId),
              eq(teachingAssignments.curricularComponentId, record.componentId),
              inArray(teachingAssignments.userId, [record.authorId as string]),
            ),
          );
        expect(assignment).toBeDefined();
      }
    }
  });
});

describe('demo attendance, grades and events', () => {
  it('makes every weekday of the demo years a lesson day, keeping the days typed otherwise', async () => {
    const rows = await server.db
      .select({
        date: schoolDays.date,
        type: schoolDayTypes.description,
        calendar: academicCalendars.title,
      })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId));
    // The years of the clock's year and the one before (the seed's today: 2026), all of each.
    const years = await server.db.select().from(academicYears).orderBy(asc(academicYears.year));
    expect(years.map((year) => [year.year, year.startDate, year.endDate])).toEqual([
      ['2025', '2025-01-01', '2025-12-31'],
      ['2026', '2026-01-01', '2026-12-31'],
    ]);
    const lessonTypes = ['Dia Letivo', 'Sábado Letivo'];
    for (const year of years) {
      for (const title of [
        `Calendário Escolar ${year.year}`,
        `Calendário Escolar ${year.year} - Zona Rural`,
      ]) {
        const own = rows.filter((row) => row.calendar === title);
        const typeOf = new Map(own.map((row) => [row.date, row.type]));
        // One school day a date, never two.
        expect(typeOf.size, title).toBe(own.length);
        const lessons = own.filter((row) => lessonTypes.includes(row.type)).map((row) => row.date);
        // LDB art. 24: at least 200 lesson days; every weekday from the first to the last typed.
        expect(lessons.length, title).toBeGreaterThanOrEqual(200);
        const [first, last] = [lessons.sort()[0] as string, lessons.at(-1) as string];
        for (
          let day = new Date(`${first}T00:00:00Z`);
          day.toISOString().slice(0, 10) <= last;
          day = new Date(day.getTime() + 86_400_000)
        ) {
          if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
          expect(typeOf.has(day.toISOString().slice(0, 10)), `${title} ${day.toISOString()}`).toBe(
            true,
          );
        }
      }
    }
    const on = (date: string) =>
      rows.find((row) => row.date === date && row.calendar === 'Calendário Escolar 2026');
    expect(on('2026-06-08')).toEqual({
      date: '2026-06-08',
      type: 'Dia Letivo',
      calendar: 'Calendário Escolar 2026',
    });
    expect(on('2026-06-04')?.type).toBe('Feriado');
    expect(on('2026-02-16')?.type).toBe('Recesso Escolar');
    expect(on('2026-06-13')).toBeUndefined();

    // Through the API: a Monday's attendance can be taken; the holiday and the weekend cannot.
    const [first] = await demoAssignments();
    const { classroomId, componentId } = first as { classroomId: string; componentId: string };
    const day = (date: string) =>
      admin.get(
        `/api/attendance?classroomId=${classroomId}&curricularComponentId=${componentId}&date=${date}`,
      );
    const monday = await day('2026-06-01');
    expect(monday.status).toBe(200);
    expect(v.is(attendanceDaySchema, monday.body)).toBe(true);
    expect(monday.body).toMatchObject({ date: '2026-06-01T00:00:00.000Z', status: 'PENDING' });
    for (const date of ['2026-06-04', '2026-06-13']) {
      const refused = await day(date);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: serverMessages.notALessonDay });
    }
  });

  it("records each assignment's last three lesson days, one entry per student enrolled that day", async () => {
    const assignments = await demoAssignments();
    expect(RECORDED_DAYS).toHaveLength(DEMO_RECORDED_DAYS);
    const sheets = await server.db.select().from(attendanceSheets);
    const entries = await server.db.select().from(attendanceEntries);
    expect(sheets).toHaveLength(assignments.length * RECORDED_DAYS.length);
    // Through the API (first: the checks below keep the test busy for seconds): the latest day
    // reads back recorded with the same marks.
    const last = assignments[0] as (typeof assignments)[number];
    const answer = await admin.get<v.InferOutput<typeof attendanceDaySchema>>(
      `/api/attendance?classroomId=${last.classroomId}&curricularComponentId=${last.componentId}&date=${LAST_RECORDED}`,
    );
    expect(answer.status).toBe(200);
    expect(v.is(attendanceDaySchema, answer.body)).toBe(true);
    expect(answer.body.status).toBe('RECORDED');
    expect(answer.body.launchDate).toBe(`${LAST_RECORDED}T15:00:00.000Z`);
    const sheet = sheets.find(
      (row) =>
        row.classroomId === last.classroomId &&
        row.curricularComponentId === last.componentId &&
        row.date === LAST_RECORDED,
    ) as (typeof sheets)[number];
    const marks = new Map(
      entries
        .filter((entry) => entry.sheetId === sheet.id)
        .map((entry) => [entry.studentId, entry.isPresent]),
    );
    expect(answer.body.students.map((student) => student.studentId).sort()).toEqual(
      [...marks.keys()].sort(),
    );
    for (const student of answer.body.students) {
      expect(student.isPresent).toBe(marks.get(student.studentId));
      expect(student.attendance).not.toBeNull();
    }
    // ~380 assignments: the sheets and entries grouped once, each roster read once.
    const sheetsOf = groupBy(
      sheets,
      (sheet) => `${sheet.classroomId}:${sheet.curricularComponentId}`,
    );
    const entriesOf = groupBy(entries, (entry) => entry.sheetId);
    const rosters = new Map<string, string[]>();
    for (const assignment of assignments) {
      const own = (sheetsOf.get(`${assignment.classroomId}:${assignment.componentId}`) ?? []).sort(
        (a, b) => a.date.localeCompare(b.date),
      );
      expect(own.map((sheet) => sheet.date)).toEqual(RECORDED_DAYS);
      for (const sheet of own) {
        expect(sheet.recordedBy).toBe(assignment.userId);
        expect(new Date(sheet.launchDate).toISOString()).toBe(`${sheet.date}T15:00:00.000Z`);
        const key = `${sheet.classroomId}:${sheet.date}`;
        if (!rosters.has(key)) rosters.set(key, await rosterOn(sheet.classroomId, sheet.date));
        const roster = rosters.get(key) as string[];
        expect(roster.length).toBeGreaterThan(0);
        expect((entriesOf.get(sheet.id) ?? []).map((entry) => entry.studentId).sort()).toEqual(
          roster,
        );
      }
    }
    // Mostly present; a justified student is absent, with one of the demo's reasons.
    const absent = entries.filter((entry) => !entry.isPresent);
    expect(absent.length / entries.length).toBeGreaterThan(0.02);
    expect(absent.length / entries.length).toBeLessThan(0.15);
    const justified = entries.filter((entry) => entry.justified);
    expect(justified.length).toBeGreaterThan(0);
    expect(justified.length).toBeLessThan(absent.length);
    for (const entry of entries) {
      if (entry.justified) {
        expect(entry.isPresent).toBe(false);
        expect(JUSTIFICATIONS).toContain(entry.justification);
      } else {
        expect(entry.justification).toBeNull();
      }
    }
  });

  it("lists a demo teacher's recorded week in 'Frequências', today and the days before still pending", async () => {
    const assignments = await demoAssignments();
    const teacherId = (assignments[0] as (typeof assignments)[number]).userId;
    const own = assignments.filter((assignment) => assignment.userId === teacherId);
    // An administrator gives the demo teacher a password (demo staff cannot sign in).
    const password = 'Giz-de-cera-da-demo-2026';
    const [teacher] = await server.db
      .update(users)
      .set({ passwordHash: await createPasswordHasher(FAST.scryptCost).hash(password) })
      .where(eq(users.id, teacherId))
      .returning({ email: users.email });
    const client = new TestClient(server.url);
    await client.login((teacher as { email: string }).email, password);

    type Sheet = v.InferOutput<typeof attendanceSheetSchema>;
    const recorded = await client.get<Sheet[]>('/api/attendance-sheets?status=RECORDED');
    expect(recorded.status).toBe(200);
    expect(v.is(v.array(attendanceSheetSchema), recorded.body)).toBe(true);
    expect(recorded.body).toHaveLength(own.length * RECORDED_DAYS.length);
    expect(recorded.headers.get(TOTAL_COUNT_HEADER)).toBe(String(recorded.body.length));
    const pairs = new Set(own.map((row) => `${row.classroomId}:${row.componentId}`));
    for (const row of recorded.body) {
      expect(row.status).toBe('RECORDED');
      expect(pairs.has(`${row.classroom.id}:${row.curricularComponent.id}`)).toBe(true);
      const day = row.date.slice(0, 10);
      expect(RECORDED_DAYS).toContain(day);
      expect(row.launchDate).toBe(`${day}T15:00:00.000Z`);
    }
    // Latest day first: the last recorded day leads.
    expect(recorded.body[0]?.date).toBe(`${LAST_RECORDED}T00:00:00.000Z`);
    const pending = await client.get<Sheet[]>(
      '/api/attendance-sheets?status=PENDING&page=1&pageSize=5',
    );
    expect(pending.status).toBe(200);
    expect(Number(pending.headers.get(TOTAL_COUNT_HEADER))).toBeGreaterThan(own.length * 50);
    // Today is still the teacher's to record.
    expect(pending.body[0]).toMatchObject({
      date: `${TODAY}T00:00:00.000Z`,
      status: 'PENDING',
      launchDate: null,
    });
  });

  it('grades two assessments of the current term per assignment; report cards average them', async () => {
    const assignments = await demoAssignments();
    // The 2nd term of 2026 of each classroom's calendar: the rural unit's has its own
    // ('2º Bimestre 2026 - Zona Rural').
    const terms = await server.db
      .select({
        id: academicTerms.id,
        startDate: academicTerms.startDate,
        endDate: academicTerms.endDate,
        classroomId: classCalendars.classroomId,
      })
      .from(academicTerms)
      .innerJoin(
        classCalendars,
        eq(classCalendars.academicCalendarId, academicTerms.academicCalendarId),
      )
      .where(like(academicTerms.title, '2º Bimestre 2026%'));
    const termOf = new Map(terms.map((term) => [term.classroomId, term]));
    // This year's (last year's classes have their own: see below).
    const taught = new Set(assignments.map((assignment) => assignment.classroomId));
    const tests = (await server.db.select().from(assessments)).filter((test) =>
      taught.has(test.classroomId),
    );
    expect(tests).toHaveLength(assignments.length * 2);
    for (const assignment of assignments) {
      const own = tests
        .filter(
          (test) =>
            test.classroomId === assignment.classroomId &&
            test.curricularComponentId === assignment.componentId,
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      expect(own.map((test) => [test.title, Number(test.weight), Number(test.maxScore)])).toEqual([
        ['Avaliação 1', 1, 10],
        ['Trabalho em grupo', 2, 10],
      ]);
      const {
        id: termId,
        startDate,
        endDate,
      } = termOf.get(assignment.classroomId) as (typeof terms)[number];
      for (const test of own) {
        expect(test.academicTermId).toBe(termId);
        expect(test.authorId).toBe(assignment.userId);
        expect(test.date >= startDate && test.date <= endDate && test.date <= TODAY).toBe(true);
      }
    }
    const scores = (
      await server.db
        .select({
          assessmentId: grades.assessmentId,
          studentId: grades.studentId,
          score: grades.score,
          classroomId: assessments.classroomId,
        })
        .from(grades)
        .innerJoin(assessments, eq(assessments.id, grades.assessmentId))
    ).filter((score) => taught.has(score.classroomId));
    const active = await server.db
      .select({ classroomId: enrollments.classroomId, studentId: enrollments.studentId })
      .from(enrollments)
      .where(eq(enrollments.status, 'ACTIVE'));
    const activeIn = new Set(active.map((row) => `${row.classroomId}:${row.studentId}`));
    // Graded students are enrolled; most of them have both scores, from 6,5 to 10 in halves.
    let gradable = 0;
    for (const assignment of assignments) {
      gradable += 2 * active.filter((row) => row.classroomId === assignment.classroomId).length;
    }
    expect(scores.length).toBeLessThan(gradable);
    expect(scores.length).toBeGreaterThan(gradable * 0.85);
    for (const score of scores) {
      expect(activeIn.has(`${score.classroomId}:${score.studentId}`)).toBe(true);
      expect(score.score).toBeGreaterThanOrEqual(6.5);
      expect(score.score).toBeLessThanOrEqual(10);
      expect(Number.isInteger(score.score * 2)).toBe(true);
    }

    // GET /report-cards of a demo class: the weighted mean of each student's scores.
    const assignment = assignments[0] as (typeof assignments)[number];
    const own = tests.filter(
      (test) =>
        test.classroomId === assignment.classroomId &&
        test.curricularComponentId === assignment.componentId,
    );
    const answer = await admin.get<v.InferOutput<typeof reportCardItemSchema>[]>(
      `/api/report-cards?classroomId=${assignment.classroomId}&curricularComponentId=${assignment.componentId}&academicTermId=${termOf.get(assignment.classroomId)?.id}`,
    );
    expect(answer.status).toBe(200);
    expect(v.is(v.array(reportCardItemSchema), answer.body)).toBe(true);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const item of answer.body) {
      const mine = own.flatMap((test) => {
        const found = scores.find(
          (score) => score.assessmentId === test.id && score.studentId === item.student.id,
        );
        return found ? [{ score: found.score, weight: Number(test.weight) }] : [];
      });
      if (mine.length === 0) {
        expect(item.average).toBeNull();
        continue;
      }
      const mean =
        mine.reduce((sum, row) => sum + row.score * row.weight, 0) /
        mine.reduce((sum, row) => sum + row.weight, 0);
      expect(item.average).toBe(Math.round(mean * 10) / 10);
      expect(item.average).toBeGreaterThanOrEqual(0);
      expect(item.average).toBeLessThanOrEqual(10);
      // The recorded week falls in the term.
      expect(item.attendance).toBeGreaterThanOrEqual(0);
      expect(item.attendance).toBeLessThanOrEqual(100);
    }
    expect(answer.body.some((item) => item.average !== null)).toBe(true);
  });

  it("answers 'Resultados da Turma' of a class of every course, a column per bimester of its calendar", async () => {
    // One class of each course of each unit, in the year in progress (the Anos Finais weigh four
    // bimesters; the rural unit's calendar has its own).
    const classes = await server.db
      .selectDistinctOn([classrooms.courseId], {
        id: classrooms.id,
        courseId: classrooms.courseId,
      })
      .from(classrooms)
      .innerJoin(academicYears, eq(academicYears.id, classrooms.academicYearId))
      .where(eq(academicYears.year, '2026'))
      .orderBy(classrooms.courseId, classrooms.name);
    expect(classes).toHaveLength((await server.db.select().from(courses)).length);
    for (const classroom of classes) {
      const answer = await admin.get<v.InferOutput<typeof studentResultSchema>[]>(
        `/api/classrooms/${classroom.id}/results`,
      );
      expect(answer.status).toBe(200);
      expect(v.is(v.array(studentResultSchema), answer.body)).toBe(true);
      expect(answer.body.length).toBeGreaterThanOrEqual(25);
      for (const result of answer.body) {
        for (const component of result.components) expect(component.terms).toHaveLength(4);
      }
    }
  });

  it("closes last year's classes with their results stored, so 'Rematrícula' can propose from them", async () => {
    const [last] = await server.db
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.year, '2025'));
    const [current] = await server.db
      .select({ id: academicYears.id })
      .from(academicYears)
      .where(eq(academicYears.year, '2026'));
    const closed = await server.db
      .select({ id: classrooms.id, closedAt: classrooms.closedAt })
      .from(classrooms)
      .where(eq(classrooms.academicYearId, last?.id as string));
    expect(closed.length).toBeGreaterThan(0);
    for (const classroom of closed) expect(classroom.closedAt).not.toBeNull();
    const ended = await server.db
      .select({ status: enrollments.status, finalResult: enrollments.finalResult })
      .from(enrollments)
      .where(eq(enrollments.academicYearId, last?.id as string));
    expect(ended.every((row) => row.status === 'COMPLETED' && row.finalResult !== null)).toBe(true);
    // Most passed; some after the final exam; some failed the year.
    const count = (result: string) => ended.filter((row) => row.finalResult === result).length;
    expect(count('APROVADO')).toBeGreaterThan(ended.length / 2);
    expect(count('APROVADO_APOS_RECUPERACAO')).toBeGreaterThan(0);
    expect(count('REPROVADO')).toBeGreaterThan(0);
    // The class's results answer what was stored (the same rules computed them).
    const answer = await admin.get<v.InferOutput<typeof studentResultSchema>[]>(
      `/api/classrooms/${closed[0]?.id}/results`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.every((result) => result.result !== 'CURSANDO')).toBe(true);
    // 'Rematrícula' proposes every student of last year's classes (this year's enrolments
    // already made, each is said to be enrolled).
    const preview = await admin.post<unknown[]>(`/api${rolloverPreviewPath}`, {
      fromAcademicYearId: last?.id,
      toAcademicYearId: current?.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.length).toBe(ended.length);
  });

  it("adds the year's events to its calendar", async () => {
    const events = await server.db
      .select({
        title: calendarEvents.title,
        date: calendarEvents.date,
        type: calendarEvents.type,
      })
      .from(calendarEvents)
      .orderBy(asc(calendarEvents.date));
    expect(events.map((event) => [event.title, event.type])).toEqual([
      ['Reunião de pais e mestres', 'CONSELHO_CLASSE'],
      ['Festa junina', 'DIA_LETIVO'],
      ['Feira de ciências', 'SABADO_LETIVO'],
    ]);
    for (const event of events) {
      expect(event.date >= '2026-02-02' && event.date <= '2026-12-18').toBe(true);
    }
    // The Saturday fair falls on a 'Sábado Letivo' of the calendar.
    const fair = events[2] as (typeof events)[number];
    const [day] = await server.db
      .select({ type: schoolDayTypes.description })
      .from(schoolDays)
      .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
      .where(eq(schoolDays.date, fair.date));
    expect(day?.type).toBe('Sábado Letivo');
  });
});
