import { type StudentRecord, studentsResource } from '@lousa/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { fold, persons, students } from '../db/schema.ts';
import { listSpec } from '../resources/spec.ts';

const student = alias(persons, 'student');
const guardian = alias(persons, 'guardian');

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

/**
 * Students (permission: read 'students.read'): a student and a guardian, read-only until the
 * student register exists. The largest list: PostgreSQL builds each record's JSON text, a page
 * is found on the ids first (a deep page skips index entries, not joined rows), and the
 * unfiltered total is the trigger-kept row count. Search and sort read the student's person.
 */
export const studentsSpec = listSpec({
  def: studentsResource,
  permission: { read: 'students.read' },
  table: students,
  select: (db: Database) =>
    db
      .select({
        id: students.id,
        json: sql<string>`json_build_object(
          'id', ${students.id},
          'person', ${personJson(student)},
          'guardian', ${personJson(guardian)})::text`,
      })
      .from(students)
      .innerJoin(student, eq(student.id, students.personId))
      .innerJoin(guardian, eq(guardian.id, students.guardianId))
      .$dynamic(),
  // The sorts read the student's person: a sorted page is found on the ids with that join only.
  pageJoins: [{ table: student, on: eq(student.id, students.personId) }],
  toItem: (row) => JSON.parse(row.json) as StudentRecord,
  toJson: (row) => row.json,
  // Name and social name (folded) and CPF: the student person's persons.search, copied onto
  // students.search by a trigger, so a search reads one table.
  search: (q) => q.folded(students.search),
  sort: {
    cpf: student.cpf,
    name: fold(student.name),
    // Genders sort in the order the domain lists them (the enum's order).
    gender: student.gender,
    birthDate: student.birthDate,
  },
  // The person's id (UUIDv7 too): with the sort column it is the persons' index order.
  tieBreaker: student.id,
  countedTable: true,
});
