import { type AcademicCalendar, type Classroom, type Course, PERMISSIONS } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  academicCalendars,
  academicYears,
  curriculumMatrices,
  persons,
  schoolUnits,
  students,
  teachingModalities,
} from '../src/db/schema.ts';
import { calendarToday } from '../src/deps.ts';
import { ADDRESS, personRow } from './builders.ts';
import { databaseAt, insertOldUser, signedIn, textArray } from './migrations-at.ts';

/*
 * Migration 0015 (issue 27, 'classes belong to a year, calendars to units'), on a database of
 * the release before it: each classroom gets the year of its enrolments (the latest when several),
 * else the year in progress; and the first grade level of its course, a course without levels
 * getting one named after it. Existing calendars apply to the whole network.
 */

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [unit, modality, matrix, withLevels, without, role, admin] = [1, 2, 3, 4, 5, 6, 7].map(id);
const [lastYear, thisYear, calendar] = [10, 11, 12].map(id);
/** Classrooms: enrolled in both years, in last year only, never enrolled, of the course without levels. */
const [both, lastOnly, empty, ofCourseWithout] = [20, 21, 22, 23].map(id);
const [level1, level2] = [30, 31].map(id);

// The year in progress is today's calendar year (São Paulo), whatever day the suite runs.
const current = Number(calendarToday(new Date()).slice(0, 4));
const previous = current - 1;

async function olderNetwork(db: Database) {
  await db.insert(schoolUnits).values({
    id: unit as string,
    name: 'Escola Alfa',
    cnpj: '11222333000181',
    area: 'URBAN',
    principalName: 'Maria Lima',
    ...ADDRESS,
  });
  await db.insert(teachingModalities).values({ id: modality as string, name: 'Fundamental' });
  await db.insert(curriculumMatrices).values({ id: matrix as string, name: 'Matriz EF' });
  // In SQL: the columns courses, their levels and classrooms had then.
  for (const [courseId, name] of [
    [withLevels, 'Anos Iniciais'],
    [without, 'EJA Fundamental'],
  ]) {
    await db.execute(sql`
      insert into courses (id, name, teaching_modality_id, curriculum_matrix_id, school_unit_id)
      values (${courseId}, ${name}, ${modality}, ${matrix}, ${unit})`);
  }
  // Stored out of order: the first level is the lowest position.
  await db.execute(sql`insert into course_grade_levels (id, course_id, name, position) values
    (${level2}, ${withLevels}, '2º Ano', 1), (${level1}, ${withLevels}, '1º Ano', 0)`);
  for (const [classroomId, courseId, name] of [
    [both, withLevels, '1º ANO A'],
    [lastOnly, withLevels, '1º ANO B'],
    [empty, withLevels, '2º ANO A'],
    [ofCourseWithout, without, 'EJA I'],
  ]) {
    await db.execute(sql`
      insert into classrooms (id, name, shift, school_unit_id, course_id)
      values (${classroomId}, ${name}, 'MORNING', ${unit}, ${courseId})`);
  }
  await db.insert(academicYears).values([
    {
      id: lastYear as string,
      year: String(previous),
      startDate: `${previous}-02-01`,
      endDate: `${previous}-12-15`,
    },
    {
      id: thisYear as string,
      year: String(current),
      startDate: `${current}-01-01`,
      endDate: `${current}-12-31`,
    },
  ]);
  await db.insert(academicCalendars).values({
    id: calendar as string,
    title: `Calendário ${current}`,
    academicYearId: thisYear as string,
  });
  // '1º ANO A': a student last year (completed) and one this year; '1º ANO B': last year only.
  const rows = [
    [both, lastYear, `${previous}-03-02`, 'COMPLETED'],
    [both, thisYear, `${current}-03-02`, 'ACTIVE'],
    [lastOnly, lastYear, `${previous}-03-02`, 'COMPLETED'],
  ] as const;
  for (const [n, [classroomId, yearId, day, status]] of rows.entries()) {
    await db.insert(persons).values(personRow(id(100 + n), { name: `Aluno ${n + 1}` }));
    await db
      .insert(students)
      .values({ id: id(200 + n), personId: id(100 + n), schoolUnitId: unit });
    // In SQL: the columns enrollments had then (drizzle's insert names today's).
    await db.execute(sql`
      insert into enrollments
        (id, student_id, classroom_id, school_unit_id, academic_year_id, status, date)
      values (${id(300 + n)}, ${id(200 + n)}, ${classroomId}, ${unit}, ${yearId}, ${status},
        ${day})`);
  }
  await db.execute(sql`insert into roles (id, name, permissions)
    values (${role}, 'Administrador', ${textArray(PERMISSIONS)})`);
  await insertOldUser(db, {
    id: admin as string,
    email: 'admin@escola.test',
    firstName: 'Ana',
    roleId: role as string,
  });
}

describe('upgrading a database whose classrooms had no year', () => {
  it('gives each classroom the year of its enrolments or the year in progress, and its course’s first level', async () => {
    const old = await databaseAt(14, olderNetwork);
    await old.start(async (upgraded) => {
      const client = await signedIn(upgraded, 'admin@escola.test');
      const answer = await client.get<Classroom[]>('/api/classrooms?pageSize=100&sort=name');
      expect(answer.status, answer.text).toBe(200);
      const byId = new Map(answer.body.map((room) => [room.id, room]));
      const yearOf = (classroomId: string) => byId.get(classroomId)?.academicYear.year;
      expect(
        [both, lastOnly, empty, ofCourseWithout].map((room) => yearOf(room as string)),
      ).toEqual([String(current), String(previous), String(current), String(current)]);
      expect(byId.get(both as string)?.gradeLevel).toEqual({ id: level1, name: '1º Ano' });
      expect(byId.get(empty as string)?.gradeLevel).toEqual({ id: level1, name: '1º Ano' });

      // The course without levels got one named after it: its classroom is of that level.
      const course = await client.get<Course>(`/api/courses/${without}`);
      expect(course.body.gradeLevels.map((level) => level.name)).toEqual(['EJA Fundamental']);
      expect(byId.get(ofCourseWithout as string)?.gradeLevel).toEqual({
        id: course.body.gradeLevels[0]?.id,
        name: 'EJA Fundamental',
      });
      const kept = await client.get<Course>(`/api/courses/${withLevels}`);
      expect(kept.body.gradeLevels.map((level) => level.name)).toEqual(['1º Ano', '2º Ano']);

      // The calendar applies to the whole network.
      const calendars = await client.get<AcademicCalendar[]>('/api/academic-calendars');
      expect(calendars.body.map((item) => item.schoolUnits)).toEqual([[]]);
    });
  }, 120_000);

  it('makes this calendar year when classrooms exist but no academic year does', async () => {
    const old = await databaseAt(14, async (db) => {
      await olderNetwork(db);
      await db.execute(sql`delete from academic_calendars`);
      await db.execute(sql`delete from enrollments`);
      await db.execute(sql`delete from academic_years`);
    });
    await old.start(async (upgraded) => {
      const client = await signedIn(upgraded, 'admin@escola.test');
      const rooms = await client.get<Classroom[]>('/api/classrooms?pageSize=100');
      expect(new Set(rooms.body.map((room) => room.academicYear.year))).toEqual(
        new Set([String(current)]),
      );
      const years = await client.get<{ year: string; startDate: string; endDate: string }[]>(
        '/api/academic-calendars/years',
      );
      expect(years.body).toMatchObject([
        {
          year: String(current),
          startDate: `${current}-01-01T00:00:00.000Z`,
          endDate: `${current}-12-31T00:00:00.000Z`,
        },
      ]);
    });
  }, 120_000);
});
