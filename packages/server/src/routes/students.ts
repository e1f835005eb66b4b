import {
  type StudentListItem,
  type StudentRecord,
  studentRecordResource,
  studentsResource,
} from '@lousa/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { fold, persons, students } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed } from '../http/route-helpers.ts';
import { readScope } from '../resources/routes.ts';
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
 * Students (permission: read 'students.read'): the list carries only what it shows (id, CPF,
 * name, social name, gender, birth date); the full record is GET /students/<id>
 * (`mountStudentRecord`). A unit-scoped user sees the students of its units: until enrolments
 * link a student to a unit, none. The largest list: PostgreSQL builds each item's JSON text, a page
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
          'id', ${students.id}, 'cpf', ${student.cpf}, 'name', ${student.name},
          'socialName', ${student.socialName}, 'gender', ${student.gender},
          'birthDate', to_char(${student.birthDate}, 'YYYY-MM-DD"T00:00:00.000Z"'))::text`,
      })
      .from(students)
      .innerJoin(student, eq(student.id, students.personId))
      .$dynamic(),
  // The sorts read the student's person: a sorted page is found on the ids with that join only.
  pageJoins: [{ table: student, on: eq(student.id, students.personId) }],
  toItem: (row) => JSON.parse(row.json) as StudentListItem,
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
  // Enrolments will tie students to units; until then a unit-scoped user sees none.
  scope: { records: () => sql`false` },
  itemRoute: false,
});

/**
 * GET /students/<id>: the full record (person and guardian: documents, ethnicity, address), for
 * 'students.read-sensitive' only; every such read is written to the audit log.
 */
export function mountStudentRecord(app: Hono<AppEnv>, deps: Deps) {
  const path = `${studentRecordResource.path}/:id`;
  app.get(path, requirePermission('students.read-sensitive'), async (c) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, studentRecordResource.notFound);
    const [row] = await deps.db
      .select({
        json: sql<string>`json_build_object(
          'id', ${students.id},
          'person', ${personJson(student)},
          'guardian', ${personJson(guardian)})::text`,
      })
      .from(students)
      .innerJoin(student, eq(student.id, students.personId))
      .innerJoin(guardian, eq(guardian.id, students.guardianId))
      .where(and(eq(students.id, id), readScope(c, studentsSpec)))
      .limit(1);
    if (!row) throw new ApiError(404, studentRecordResource.notFound);
    await writeAudit(
      deps.db,
      auditOrigin(c),
      { action: 'sensitive-read', resource: studentsResource.key, resourceId: id },
      deps.now(),
    );
    return c.json(JSON.parse(row.json) as StudentRecord);
  });
  app.all(path, methodNotAllowed('GET'));
}
