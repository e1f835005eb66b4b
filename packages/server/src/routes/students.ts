import {
  type StudentListItem,
  type StudentRecord,
  serverMessages,
  studentBodySchema,
  studentRecordResource,
  studentsResource,
  validate,
} from '@lousa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { newId } from '../db/ids.ts';
import { fold, persons, students } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody, readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import {
  currentClassroom,
  insertPerson,
  lockStudent,
  rethrowWrite,
  student,
  studentRecordQuery,
  updatePerson,
} from '../queries/students.ts';
import { isPlainObject } from '../resources/merge.ts';
import { readScope } from '../resources/routes.ts';
import { listSpec } from '../resources/spec.ts';
import { personCpfConflict, refuseHeldPersonCpf } from './cpf-conflict.ts';
import { mountGuardianLookup } from './guardians.ts';
import {
  changedPersonValues,
  checkToday,
  editGuardian,
  mergeStudentPatch,
  storedPersons,
  unitOfBody,
} from './student-body.ts';

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
    const scope = readScope(c, studentsSpec);
    await refuseHeldPersonCpf(c, txDb, body.person.cpf, 'person.cpf', scope);
    await refuseHeldPersonCpf(c, txDb, body.guardian?.cpf, 'guardian.cpf', scope);
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
      {
        action: 'create',
        resource: studentsResource.key,
        resourceId: id,
        label: body.person.name,
        fields,
      },
      now,
    );
  });
  return c.json(await listItemOf(db, id), 201);
}

/**
 * PATCH /students/<id> (permission 'students.write'): a partial body, merged over the stored
 * record (`mergeStudentPatch`: `{ person: { socialName } }` changes the social name and keeps
 * the rest, the guardian included) and checked whole by `studentBodySchema` → 200 with the list
 * item | 400 (the merged record's fields) | 404 (unknown, or outside the caller's units) | 409 |
 * 422. Updates the student's person and sets the guardian (`editGuardian`); a given
 * `schoolUnitId` moves the record to that unit (one of the caller's). One audit 'update' names
 * the changed fields ('person.name', 'guardian.contact', 'guardianId', …), none when nothing
 * changed.
 */
async function updateStudent(c: Context<AppEnv>, deps: Deps) {
  const { db } = deps;
  const id = studentIdParam(c);
  const scope = readScope(c, studentsSpec);
  const patch = await readJson(c);
  if (!isPlainObject(patch)) {
    const result = validate(studentBodySchema, patch);
    throw invalidInput(result.success ? [] : result.issues);
  }
  const origin = auditOrigin(c);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const current = await lockStudent(txDb, id, scope);
    if (!current) throw new ApiError(404, studentsResource.notFound);
    const stored = await storedPersons(txDb, current);
    if (!stored.person) throw new ApiError(404, studentsResource.notFound);
    const person = stored.person;
    const result = validate(
      studentBodySchema,
      mergeStudentPatch(patch, { person, guardian: stored.guardian }),
    );
    if (!result.success) throw invalidInput(result.issues);
    const body = result.output;
    checkToday(body, deps.today());
    const schoolUnitId = await unitOfBody(c, txDb, body.schoolUnitId, false);
    await refuseHeldPersonCpf(c, txDb, body.person.cpf, 'person.cpf', scope, current.personId);
    // The student's person first: a CPF it gives up is free for a new guardian below.
    const changes = changedPersonValues('person', person, body.person);
    const fields = Object.keys(changes);
    if (fields.length > 0) {
      await updatePerson(txDb, person.id, body.person, serverMessages.personCpfTaken);
    }
    const guardian = await editGuardian(txDb, body, current, stored.guardian, (holderId) =>
      personCpfConflict(c, txDb, holderId, 'guardian.cpf', serverMessages.guardianCpfTaken, scope),
    );
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
        {
          action: 'update',
          resource: studentsResource.key,
          resourceId: id,
          label: body.person.name,
          fields,
          changes,
        },
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
  const [row] = await studentRecordQuery(
    deps.db,
    and(eq(students.id, id), readScope(c, studentsSpec)),
  );
  if (!row) throw new ApiError(404, studentRecordResource.notFound);
  const record = JSON.parse(row.json) as StudentRecord;
  await writeAudit(
    deps.db,
    auditOrigin(c),
    {
      action: 'sensitive-read',
      resource: studentsResource.key,
      resourceId: id,
      label: record.person.name,
    },
    deps.now(),
  );
  return c.json(record);
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
