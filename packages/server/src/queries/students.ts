import type { StudentBody } from '@lousa/domain';
import { serverMessages } from '@lousa/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { personColumns } from '../db/person-columns.ts';
import { academicYears, classrooms, enrollments, persons, students } from '../db/schema.ts';
import { sqlState } from '../http/errors.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';

/** The student's person and the guardian's, as two aliases of `persons`. */
export const student = alias(persons, 'student');
export const guardian = alias(persons, 'guardian');

/**
 * `{ id, name }` of the classroom of the student's ACTIVE enrolment, null when none; with active
 * enrolments in several academic years, the latest year's. A correlated subquery of the list's
 * JSON, for the rows shown only: the active enrolments of the student (the partial index
 * `enrollments_one_active_per_year`, one row or two), then the classroom and the year by primary
 * key — no join to plan per row (at 250,000 rows the whole list costs ~10 µs a row more; a page,
 * nothing measurable). The tables, not aliases: the list's query names neither.
 */
export const currentClassroom = sql`(
  select json_build_object('id', ${classrooms.id}, 'name', ${classrooms.name})
    from ${classrooms}
   where ${classrooms.id} = (
     select ${enrollments.classroomId} from ${enrollments}
      where ${enrollments.studentId} = ${students.id} and ${enrollments.status} = 'ACTIVE'
      order by (select ${academicYears.startDate} from ${academicYears}
                 where ${academicYears.id} = ${enrollments.academicYearId}) desc,
               ${enrollments.date} desc, ${enrollments.id} desc
      limit 1))`;

/** A person (student or guardian) as the API answers it, built as JSON by the database. */
function personJson(p: typeof student | typeof guardian): SQL {
  return sql`json_build_object(
    'id', ${p.id}, 'cpf', ${p.cpf}, 'rg', ${p.rg}, 'name', ${p.name},
    'socialName', ${p.socialName}, 'gender', ${p.gender}, 'ethnicity', ${p.ethnicity},
    'birthDate', to_char(${p.birthDate}, 'YYYY-MM-DD"T00:00:00.000Z"'),
    'birthCertificate', ${p.birthCertificate}, 'susCard', ${p.susCard}, 'email', ${p.email},
    'contact', ${p.contact}, 'nationality', ${p.nationality}, 'locationZone', ${p.locationZone},
    'birthCity', ${p.birthCity}, 'birthState', ${p.birthState},
    'address', json_build_object(
      'street', ${p.street}, 'number', ${p.number}, 'complement', ${p.complement},
      'neighborhood', ${p.neighborhood}, 'city', ${p.city}, 'state', ${p.state},
      'zipCode', ${p.zipCode}))`;
}

/** The full record of a student (person and guardian, null when none) as JSON text. */
export function studentRecordQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      json: sql<string>`json_build_object(
        'id', ${students.id},
        'person', ${personJson(student)},
        'guardian', case when ${guardian.id} is null then null else ${personJson(guardian)} end
      )::text`,
    })
    .from(students)
    .innerJoin(student, eq(student.id, students.personId))
    .leftJoin(guardian, eq(guardian.id, students.guardianId))
    .where(where)
    .limit(1);
}

/** The person as the body of POST/PATCH /students gives it (the student's or a guardian's). */
export type PersonBody = StudentBody['person'] | NonNullable<StudentBody['guardian']>;
export type PersonRow = typeof persons.$inferSelect;

/** The person holding `cpf`, other than `exceptId`, if any. */
export async function personWithCpf(db: Database, cpf: string, exceptId?: string) {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.cpf, cpf), exceptId ? ne(persons.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export async function personById(db: Database, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row;
}

/** Turns the database's refusal of a concurrent duplicate or a vanished reference into ours. */
export function rethrowWrite(error: unknown, cpfTaken: string): never {
  const state = sqlState(error);
  if (state?.code === '23505' && state.constraint === 'persons_cpf_unique') {
    throw conflict(cpfTaken);
  }
  if (state?.code === '23503' && state.constraint?.includes('school_unit')) {
    throw unprocessable(serverMessages.schoolUnitNotFound);
  }
  if (state?.code === '23503' && state.constraint?.includes('guardian')) {
    throw unprocessable(serverMessages.guardianNotFound);
  }
  throw error;
}

/** Inserts a new person; `cpfTaken` is the 409 of a CPF registered meanwhile. */
export async function insertPerson(
  tx: Database,
  person: PersonBody,
  cpfTaken: string,
): Promise<string> {
  const id = newId();
  await tx
    .insert(persons)
    .values({ id, ...personColumns(person) })
    .catch((error: unknown) => rethrowWrite(error, cpfTaken));
  return id;
}

export async function updatePerson(tx: Database, id: string, person: PersonBody, cpfTaken: string) {
  await tx
    .update(persons)
    .set(personColumns(person))
    .where(eq(persons.id, id))
    .catch((error: unknown) => rethrowWrite(error, cpfTaken));
}

/**
 * The student row of `id` within `scope`, locked: concurrent edits of one student apply one
 * after the other.
 */
export async function lockStudent(tx: Database, id: string, scope: SQL | undefined) {
  const [row] = await tx
    .select({
      personId: students.personId,
      guardianId: students.guardianId,
      schoolUnitId: students.schoolUnitId,
    })
    .from(students)
    .where(and(eq(students.id, id), scope))
    .for('update');
  return row;
}
