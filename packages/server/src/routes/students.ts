import {
  type FieldIssue,
  isMinor,
  messages,
  type StudentBody,
  type StudentListItem,
  type StudentRecord,
  serverMessages,
  studentBodySchema,
  studentRecordResource,
  studentsResource,
} from '@lousa/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import { type AuditOrigin, auditOrigin, changedFields, writeAudit } from '../audit/audit.ts';
import { accessOf, permissionDenied, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import { personColumns } from '../db/person-columns.ts';
import {
  academicYears,
  classrooms,
  enrollments,
  fold,
  persons,
  schoolUnits,
  students,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody } from '../http/body.ts';
import { ApiError, sqlState } from '../http/errors.ts';
import { conflict, isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { readScope } from '../resources/routes.ts';
import { listSpec } from '../resources/spec.ts';
import { mountGuardianLookup } from './guardians.ts';

const student = alias(persons, 'student');
const guardian = alias(persons, 'guardian');

/**
 * `{ id, name }` of the classroom of the student's ACTIVE enrolment, null when none; with active
 * enrolments in several academic years, the latest year's. A correlated subquery of the list's
 * JSON, for the rows shown only: the active enrolments of the student (the partial index
 * `enrollments_one_active_per_year`, one row or two), then the classroom and the year by primary
 * key — no join to plan per row (at 250,000 rows the whole list costs ~10 µs a row more; a page,
 * nothing measurable). The tables, not aliases: the list's query names neither.
 */
const currentClassroom = sql`(
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

/**
 * Students (permission: read 'students.read'): the list carries only what it shows (id, CPF,
 * name, social name, gender, birth date, current classroom); the full record is GET /students/<id>
 * (`mountStudentRecord`). A unit-scoped user sees the students whose record its units hold
 * (`students.school_unit_id`: the unit registered in, then the unit of the latest enrolment).
 * Each item carries the classroom of the student's active enrolment (the latest academic year's
 * when several), or null. The largest list: PostgreSQL builds each item's JSON text, a page is
 * found on the ids first (a deep page skips index entries, not joined rows; the classroom is
 * looked up for the page's rows only, one probe of `enrollments_student_idx` each), and the
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
          'birthDate', to_char(${student.birthDate}, 'YYYY-MM-DD"T00:00:00.000Z"'),
          'classroom', ${currentClassroom})::text`,
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
  // The unit that holds the record (students_school_unit_idx); a record of no unit (registered
  // by a network-wide user, never enrolled) is seen by network-wide users only.
  scope: { records: (ids) => inArray(students.schoolUnitId, [...ids]) },
  itemRoute: false,
});

/** A student as the list shows it (what POST and PATCH answer, like every resource's write). */
async function listItemOf(db: Database, id: string): Promise<StudentListItem> {
  const [row] = await studentsSpec.select(db).where(eq(students.id, id)).limit(1);
  if (!row) throw new ApiError(404, studentsResource.notFound);
  return JSON.parse(row.json) as StudentListItem;
}

/** The person as the body of POST/PATCH /students gives it (the student's or a guardian's). */
type PersonBody = StudentBody['person'] | NonNullable<StudentBody['guardian']>;
type PersonRow = typeof persons.$inferSelect;

/** A stored person in the shape of its body, to name the fields an edit changes. */
function personBodyOf(row: PersonRow): Record<string, unknown> {
  return {
    cpf: row.cpf,
    rg: row.rg,
    name: row.name,
    socialName: row.socialName,
    gender: row.gender,
    ethnicity: row.ethnicity,
    birthDate: `${row.birthDate}T00:00:00.000Z`,
    birthCertificate: row.birthCertificate,
    susCard: row.susCard,
    email: row.email,
    contact: row.contact,
    nationality: row.nationality,
    locationZone: row.locationZone,
    birthCity: row.birthCity,
    birthState: row.birthState,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
    },
  };
}

/** `prefix.field` for each field of a person that differs between its stored row and its body. */
function changedPersonFields(prefix: string, row: PersonRow, body: PersonBody): string[] {
  return changedFields(personBodyOf(row), body as Record<string, unknown>).map(
    (field) => `${prefix}.${field}`,
  );
}

/** The person holding `cpf`, other than `exceptId`, if any. */
async function personWithCpf(db: Database, cpf: string, exceptId?: string) {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.cpf, cpf), exceptId ? ne(persons.id, exceptId) : undefined))
    .limit(1);
  return row;
}

async function personById(db: Database, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row;
}

/**
 * The rules that depend on the server's "today" (America/Sao_Paulo), which the schema checked
 * against the client's or the process's clock: no birth date after today (400), and a student
 * under 18 has a guardian (422).
 */
function checkToday(body: StudentBody, today: string) {
  const issues: FieldIssue[] = [];
  if (body.person.birthDate.slice(0, 10) > today) {
    issues.push({ path: 'person.birthDate', message: messages.birthDateInFuture });
  }
  if (body.guardian && body.guardian.birthDate.slice(0, 10) > today) {
    issues.push({ path: 'guardian.birthDate', message: messages.birthDateInFuture });
  }
  if (issues.length > 0) throw invalidInput(issues);
  if (!body.guardian && !body.guardianId && isMinor(body.person.birthDate, today)) {
    throw unprocessable(serverMessages.guardianRequired);
  }
}

/**
 * The unit a body puts the record in, checked against the caller's units: a given unit must be
 * one of them (403) and exist (422); without one, a user of a single unit registers into it, a
 * user of several must choose (400 on `schoolUnitId`), a network-wide user may leave none (null).
 * `undefined` for an edit that names no unit (the record stays where it is).
 */
async function unitOfBody(
  c: Context<AppEnv>,
  db: Database,
  given: string | undefined,
  creating: boolean,
): Promise<string | null | undefined> {
  const access = accessOf(c);
  if (given !== undefined) {
    const id = given.toLowerCase();
    if (!access.networkWide && !access.schoolUnitIds.includes(id)) {
      throw new ApiError(403, serverMessages.outsideSchoolUnits);
    }
    if (!(await exists(db, schoolUnits, id)))
      throw unprocessable(serverMessages.schoolUnitNotFound);
    return id;
  }
  if (!creating) return undefined;
  if (access.networkWide) return null;
  const [only, ...others] = access.schoolUnitIds;
  if (only === undefined) throw permissionDenied();
  if (others.length > 0) {
    throw invalidInput([{ path: 'schoolUnitId', message: messages.schoolUnitRequired }]);
  }
  return only;
}

/** Turns the database's refusal of a concurrent duplicate or a vanished reference into ours. */
function rethrowWrite(error: unknown, cpfTaken: string): never {
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
async function insertPerson(tx: Database, person: PersonBody, cpfTaken: string): Promise<string> {
  const id = newId();
  await tx
    .insert(persons)
    .values({ id, ...personColumns(person) })
    .catch((error: unknown) => rethrowWrite(error, cpfTaken));
  return id;
}

async function updatePerson(tx: Database, id: string, person: PersonBody, cpfTaken: string) {
  await tx
    .update(persons)
    .set(personColumns(person))
    .where(eq(persons.id, id))
    .catch((error: unknown) => rethrowWrite(error, cpfTaken));
}

/** The `:id` of the path, or 404 when it cannot be an id. */
function studentIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, studentsResource.notFound);
  return id.toLowerCase();
}

/**
 * POST /students (permission 'students.write'): `studentBodySchema` → 201 with the list item. The student's
 * person, the guardian's when `guardian` is given, and the students row, in one transaction with
 * its audit event. A person's CPF is unique across persons: 409 `personCpfTaken` for the
 * student's, 409 `guardianCpfTaken` for a new guardian's (the form offers the registered person
 * instead, GET /guardians). `guardianId` must be a registered person (422).
 */
async function createStudent(c: Context<AppEnv>, deps: Deps) {
  const { db } = deps;
  const body = await parseBody(c, studentBodySchema);
  checkToday(body, deps.today());
  const schoolUnitId = (await unitOfBody(c, db, body.schoolUnitId, true)) ?? null;
  const guardianId = body.guardianId?.toLowerCase();
  const origin = auditOrigin(c);
  const now = deps.now();
  const id = newId();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (body.person.cpf && (await personWithCpf(txDb, body.person.cpf))) {
      throw conflict(serverMessages.personCpfTaken);
    }
    if (body.guardian && (await personWithCpf(txDb, body.guardian.cpf))) {
      throw conflict(serverMessages.guardianCpfTaken);
    }
    if (guardianId && !(await exists(txDb, persons, guardianId))) {
      throw unprocessable(serverMessages.guardianNotFound);
    }
    const personId = await insertPerson(txDb, body.person, serverMessages.personCpfTaken);
    const guardianPersonId = body.guardian
      ? await insertPerson(txDb, body.guardian, serverMessages.guardianCpfTaken)
      : (guardianId ?? null);
    await txDb
      .insert(students)
      .values({ id, personId, guardianId: guardianPersonId, schoolUnitId })
      .catch((error: unknown) => rethrowWrite(error, serverMessages.personCpfTaken));
    const fields = ['person'];
    if (body.guardian) fields.push('guardian');
    if (guardianPersonId) fields.push('guardianId');
    if (schoolUnitId) fields.push('schoolUnitId');
    await writeAudit(
      txDb,
      origin,
      { action: 'create', resource: studentsResource.key, resourceId: id, fields },
      now,
    );
  });
  return c.json(await listItemOf(db, id), 201);
}

/**
 * The guardian an edit leaves the student with, and the audit fields it changes. `guardian`:
 * the current guardian's own record when it has that CPF (updated: siblings share it), else a
 * new person (409 when the CPF is another registered person's: the form should reuse it).
 * `guardianId`: a registered person other than the student (422). Neither: no guardian.
 */
async function editGuardian(
  tx: Database,
  body: StudentBody,
  current: { personId: string; guardianId: string | null },
): Promise<{ guardianId: string | null; fields: string[] }> {
  if (body.guardian) {
    const currentGuardian = current.guardianId
      ? await personById(tx, current.guardianId)
      : undefined;
    if (currentGuardian && currentGuardian.cpf === body.guardian.cpf) {
      const fields = changedPersonFields('guardian', currentGuardian, body.guardian);
      if (fields.length > 0) {
        await updatePerson(tx, currentGuardian.id, body.guardian, serverMessages.guardianCpfTaken);
      }
      return { guardianId: currentGuardian.id, fields };
    }
    if (await personWithCpf(tx, body.guardian.cpf)) {
      throw conflict(serverMessages.guardianCpfTaken);
    }
    const id = await insertPerson(tx, body.guardian, serverMessages.guardianCpfTaken);
    return { guardianId: id, fields: ['guardian', 'guardianId'] };
  }
  const guardianId = body.guardianId?.toLowerCase() ?? null;
  if (guardianId === current.personId) throw unprocessable(serverMessages.guardianIsStudent);
  if (guardianId && !(await exists(tx, persons, guardianId))) {
    throw unprocessable(serverMessages.guardianNotFound);
  }
  return { guardianId, fields: guardianId === current.guardianId ? [] : ['guardianId'] };
}

/**
 * PATCH /students/<id> (permission 'students.write'): the whole record again
 * (`studentBodySchema`) → 200 with the list item | 400 | 404 (unknown, or outside the caller's units) |
 * 409 | 422. Updates the student's person and sets the guardian (`editGuardian`); a given
 * `schoolUnitId` moves the record to that unit (one of the caller's). One audit 'update' names
 * the changed fields ('person.name', 'guardian.contact', 'guardianId', …), none when nothing
 * changed.
 */
async function updateStudent(c: Context<AppEnv>, deps: Deps) {
  const { db } = deps;
  const id = studentIdParam(c);
  const scope = readScope(c, studentsSpec);
  const body = await parseBody(c, studentBodySchema);
  checkToday(body, deps.today());
  const schoolUnitId = await unitOfBody(c, db, body.schoolUnitId, false);
  const origin: AuditOrigin = auditOrigin(c);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    // Locks the record: concurrent edits of one student apply one after the other.
    const [current] = await txDb
      .select({
        personId: students.personId,
        guardianId: students.guardianId,
        schoolUnitId: students.schoolUnitId,
      })
      .from(students)
      .where(and(eq(students.id, id), scope))
      .for('update');
    if (!current) throw new ApiError(404, studentsResource.notFound);
    const person = await personById(txDb, current.personId);
    if (!person) throw new ApiError(404, studentsResource.notFound);
    if (body.person.cpf && (await personWithCpf(txDb, body.person.cpf, current.personId))) {
      throw conflict(serverMessages.personCpfTaken);
    }
    // The student's person first: a CPF it gives up is free for a new guardian below.
    const fields = changedPersonFields('person', person, body.person);
    if (fields.length > 0) {
      await updatePerson(txDb, person.id, body.person, serverMessages.personCpfTaken);
    }
    const guardian = await editGuardian(txDb, body, current);
    fields.push(...guardian.fields);
    const unitChanged = schoolUnitId !== undefined && schoolUnitId !== current.schoolUnitId;
    if (unitChanged) fields.push('schoolUnitId');
    if (guardian.guardianId !== current.guardianId || unitChanged) {
      await txDb
        .update(students)
        .set({
          guardianId: guardian.guardianId,
          ...(unitChanged ? { schoolUnitId } : {}),
        })
        .where(eq(students.id, id))
        .catch((error: unknown) => rethrowWrite(error, serverMessages.guardianCpfTaken));
    }
    if (fields.length > 0) {
      await writeAudit(
        txDb,
        origin,
        { action: 'update', resource: studentsResource.key, resourceId: id, fields },
        now,
      );
    }
  });
  return c.json(await listItemOf(db, id));
}

/**
 * GET /students/<id>: the full record (person and guardian — null for an adult without one:
 * documents, ethnicity, address), for 'students.read-sensitive' only, within the caller's units;
 * every such read is written to the audit log.
 */
async function readStudentRecord(c: Context<AppEnv>, deps: Deps) {
  const id = studentIdParam(c);
  const [row] = await deps.db
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
}

/**
 * The students' routes besides the list (which `mountResources` mounts from `studentsSpec`):
 * POST /students, GET and PATCH /students/<id>, and GET /guardians (routes/guardians.ts).
 * Mounted before the resources, so POST /students answers here and not with the list's 405.
 */
export function mountStudentRecord(app: Hono<AppEnv>, deps: Deps) {
  const write = requirePermission('students.write');
  const path = `${studentRecordResource.path}/:id`;
  mountGuardianLookup(app, deps);
  app.post(studentsResource.path, write, (c) => createStudent(c, deps));
  // Not `all`: GET /students is the list's, mounted after this.
  app.on(['PUT', 'PATCH', 'DELETE'], studentsResource.path, methodNotAllowed('GET, POST'));
  app.get(path, requirePermission('students.read-sensitive'), (c) => readStudentRecord(c, deps));
  app.patch(path, write, (c) => updateStudent(c, deps));
  app.all(path, methodNotAllowed('GET, PATCH'));
}
