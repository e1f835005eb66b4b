import { type Home, PERMISSIONS } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  academicYears,
  curricularComponents,
  curriculumMatrices,
  curriculumMatrixItems,
  persons,
  schoolUnits,
  students,
  teachingAssignments,
  teachingModalities,
} from '../src/db/schema.ts';
import { ADDRESS, personRow } from './builders.ts';
import { databaseAt, insertOldUser, signedIn, textArray } from './migrations-at.ts';

/*
 * Migration 0012 (issue 26): the home page's counts are kept by triggers from then on, and the
 * migration counts what a database already holds. A network of the release before it — two
 * units, a classroom each, five students (one of no unit), a cancelled and two active
 * enrolments, one assignment — reads the same figures after the upgrade as the rows say.
 */

const id = (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [unitA, unitB, modality, lp, ma, matrix, courseA, courseB, a1, b1, year, admin, role] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
].map(id);

async function olderNetwork(db: Database) {
  await db.insert(schoolUnits).values(
    [
      [unitA, 'Escola Alfa', '11222333000181'],
      [unitB, 'Escola Beta', '11444777000161'],
    ].map(([unitId, name, cnpj]) => ({
      id: unitId as string,
      name: name as string,
      cnpj: cnpj as string,
      area: 'URBAN' as const,
      principalName: 'Maria Lima',
      ...ADDRESS,
    })),
  );
  await db
    .insert(teachingModalities)
    .values({ id: modality as string, name: 'Ensino Fundamental' });
  await db.insert(curricularComponents).values([
    { id: lp as string, name: 'Língua Portuguesa' },
    { id: ma as string, name: 'Matemática' },
  ]);
  await db.insert(curriculumMatrices).values({ id: matrix as string, name: 'Matriz EF' });
  await db.insert(curriculumMatrixItems).values([
    { matrixId: matrix as string, curricularComponentId: lp as string, position: 0, workload: 280 },
    { matrixId: matrix as string, curricularComponentId: ma as string, position: 1, workload: 200 },
  ]);
  // In SQL: the columns courses had then (drizzle's insert names today's).
  for (const [courseId, unitId] of [
    [courseA, unitA],
    [courseB, unitB],
  ]) {
    await db.execute(sql`
      insert into courses (id, name, teaching_modality_id, curriculum_matrix_id, school_unit_id)
      values (${courseId}, 'Anos Iniciais', ${modality}, ${matrix}, ${unitId})`);
  }
  for (const [classroomId, unitId, courseId] of [
    [a1, unitA, courseA],
    [b1, unitB, courseB],
  ]) {
    await db.execute(sql`
      insert into classrooms (id, name, shift, school_unit_id, course_id)
      values (${classroomId}, '1º ANO A', 'MORNING', ${unitId}, ${courseId})`);
  }
  await db.insert(academicYears).values({
    id: year as string,
    year: '2026',
    startDate: '2026-02-01',
    endDate: '2026-12-15',
  });
  // Students 1–3 held by Alfa, 4 by Beta, 5 by no unit.
  const held = [unitA, unitA, unitA, unitB, null];
  for (const [n, unitId] of held.entries()) {
    await db.insert(persons).values(personRow(id(100 + n), { name: `Aluno ${n + 1}` }));
    await db
      .insert(students)
      .values({ id: id(200 + n), personId: id(100 + n), schoolUnitId: unitId ?? null });
  }
  // Student 1 in A1, student 2's enrolment in A1 cancelled, student 4 in B1.
  // In SQL: the columns enrollments had then (drizzle's insert names today's).
  for (const [n, classroomId, unitId, status] of [
    [0, a1, unitA, 'ACTIVE'],
    [1, a1, unitA, 'CANCELLED'],
    [3, b1, unitB, 'ACTIVE'],
  ] as const) {
    await db.execute(sql`
      insert into enrollments
        (id, student_id, classroom_id, school_unit_id, academic_year_id, status, date)
      values (${id(300 + n)}, ${id(200 + n)}, ${classroomId}, ${unitId}, ${year}, ${status},
        '2026-03-02')`);
  }
  await db.execute(sql`insert into roles (id, name, permissions)
    values (${role}, 'Administrador', ${textArray(PERMISSIONS)})`);
  await insertOldUser(db, {
    id: admin as string,
    email: 'admin@escola.test',
    firstName: 'Ana',
    roleId: role as string,
  });
  // LP of A1 is taught (by the administrator, as a network's only user may).
  await db.insert(teachingAssignments).values({
    id: id(400),
    classroomId: a1 as string,
    curricularComponentId: lp as string,
    userId: admin as string,
  });
}

describe('upgrading a database from before the home page kept its counts', () => {
  it('counts what the database holds: enrolments, classes without teachers, students without a class', async () => {
    const old = await databaseAt(11, olderNetwork);
    await old.start(async (upgraded) => {
      const client = await signedIn(upgraded, 'admin@escola.test');
      const home = await client.get<Home>('/api/home');
      expect(home.status, home.text).toBe(200);
      expect(home.body.network).toEqual({
        schoolUnits: 2,
        students: 5,
        classrooms: 2,
        teachers: 0,
      });
      expect(home.body.school).toMatchObject({
        academicYear: { id: year, year: '2026' },
        enrollments: 2,
        enrollmentsByCourse: [
          { schoolUnit: { id: unitA }, classrooms: 1, enrollments: 1 },
          { schoolUnit: { id: unitB }, classrooms: 1, enrollments: 1 },
        ],
        // A1 without MA; B1 without LP and MA.
        classroomsWithoutTeacher: 2,
        componentsWithoutTeacher: 3,
        // Students 2 and 3 (Alfa) and 5 (no unit).
        studentsWithoutClass: 3,
      });
    });
  }, 120_000);
});
