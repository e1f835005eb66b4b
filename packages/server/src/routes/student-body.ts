import {
  type FieldIssue,
  isMinor,
  messages,
  type StudentBody,
  serverMessages,
} from '@lousa/domain';
import type { Context } from 'hono';
import { type AuditChanges, changesOf } from '../audit/audit.ts';
import { accessOf, permissionDenied } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { exists } from '../db/exists.ts';
import { persons, schoolUnits } from '../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { invalidInput } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';
import {
  insertPerson,
  type PersonBody,
  type PersonRow,
  personById,
  personWithCpf,
  updatePerson,
} from '../queries/students.ts';
import { isPlainObject, mergeBody } from '../resources/merge.ts';

/*
 * The rules of a student's body that are not the schema's: the server's "today", the unit that
 * holds the record, the guardian an edit leaves, and the PATCH body merged over the record.
 */

/** A stored person in the shape of its body: what a PATCH merges over, and audits against. */
export function personBodyOf(row: PersonRow): Record<string, unknown> {
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
export function changedPersonFields(prefix: string, row: PersonRow, body: PersonBody): string[] {
  return Object.keys(changedPersonValues(prefix, row, body));
}

/** The same fields (`prefix.field`) with their values before and after, for the audit log. */
export function changedPersonValues(
  prefix: string,
  row: PersonRow,
  body: PersonBody,
): AuditChanges {
  return Object.fromEntries(
    Object.entries(changesOf(personBodyOf(row), body as Record<string, unknown>)).map(
      ([field, change]) => [`${prefix}.${field}`, change],
    ),
  );
}

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * A PATCH body merged over the stored student (`person`, `guardianId`): a partial body changes
 * what it names and keeps the rest, nested objects (the person, its address) field by field,
 * `null` clearing a field. The guardian:
 * - `guardian` with the current guardian's CPF, or without a CPF, is merged over the current
 *   guardian's record (`{ guardian: { contact } }` changes a phone); with another CPF it is a
 *   new person, taken as given (the whole person);
 * - `guardianId` points to a registered person; `guardianId: null` (or `guardian: null`) leaves
 *   the student without a guardian (an adult's);
 * - neither: the current guardian stays.
 * `schoolUnitId` is taken as given (absent: the record stays in its unit). The result is then
 * checked by `studentBodySchema`, so its issues name the merged record's fields.
 */
export function mergeStudentPatch(
  patch: Record<string, unknown>,
  stored: { person: PersonRow; guardian: PersonRow | undefined },
): Record<string, unknown> {
  const person = personBodyOf(stored.person);
  const merged: Record<string, unknown> = {
    person: patch.person === undefined ? person : mergeBody(person, patch.person),
  };
  const { guardian, guardianId } = patch;
  if (isPlainObject(guardian)) {
    const sameGuardian =
      stored.guardian &&
      (guardian.cpf === undefined || digits(guardian.cpf) === stored.guardian.cpf);
    merged.guardian = sameGuardian
      ? mergeBody(personBodyOf(stored.guardian as PersonRow), guardian)
      : guardian;
  } else if (guardian !== undefined && guardian !== null) {
    merged.guardian = guardian; // not an object: the schema names it
  }
  if (guardianId !== undefined && guardianId !== null) merged.guardianId = guardianId;
  else if (guardianId === undefined && guardian === undefined && stored.guardian) {
    merged.guardianId = stored.guardian.id;
  }
  if (patch.schoolUnitId !== undefined) merged.schoolUnitId = patch.schoolUnitId;
  return merged;
}

/**
 * The rules that depend on the server's "today" (America/Sao_Paulo), which the schema checked
 * against the client's or the process's clock: no birth date after today (400), and a student
 * under 18 has a guardian (422).
 */
export function checkToday(body: StudentBody, today: string) {
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
export async function unitOfBody(
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

/**
 * The guardian an edit leaves the student with, and the audit fields it changes. `guardian`:
 * the current guardian's own record when it has that CPF (updated: siblings share it), else a
 * new person (409 when the CPF is another registered person's: the form should reuse it).
 * `guardianId`: a registered person other than the student (422). Neither: no guardian.
 */
export async function editGuardian(
  tx: Database,
  body: StudentBody,
  current: { personId: string; guardianId: string | null },
  currentGuardian: PersonRow | undefined,
  /** The 409 of a guardian's CPF held by `holderId` (naming the holder when the caller may read it). */
  cpfConflict: (holderId: string) => Promise<Error> = async () =>
    conflict(serverMessages.guardianCpfTaken, 'guardian.cpf'),
): Promise<{ guardianId: string | null; fields: string[] }> {
  if (body.guardian) {
    if (currentGuardian && currentGuardian.cpf === body.guardian.cpf) {
      const fields = changedPersonFields('guardian', currentGuardian, body.guardian);
      if (fields.length > 0) {
        await updatePerson(tx, currentGuardian.id, body.guardian, serverMessages.guardianCpfTaken);
      }
      return { guardianId: currentGuardian.id, fields };
    }
    const holder = await personWithCpf(tx, body.guardian.cpf);
    if (holder) throw await cpfConflict(holder.id);
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

/** The student's stored person and guardian (the guardian undefined when none). */
export async function storedPersons(
  tx: Database,
  current: { personId: string; guardianId: string | null },
) {
  const person = await personById(tx, current.personId);
  const guardian = current.guardianId ? await personById(tx, current.guardianId) : undefined;
  return { person, guardian };
}
