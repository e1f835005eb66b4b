import { serverMessages } from '@lousa/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { accessOf } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { persons, students, users } from '../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import type { ApiError } from '../http/errors.ts';
import { conflict } from '../http/route-helpers.ts';
import { personWithCpf } from '../queries/students.ts';

/**
 * The 409 of a student's or guardian's CPF held by the person `holderId`, beside the body field
 * `field` ('person.cpf', 'guardian.cpf'): 'Este CPF já pertence a <nome>.' when the caller may
 * read that person — 'students.read' and a student of `scope` (the caller's units) who is that
 * person or has that person as guardian — else `generic`, which names nobody.
 */
export async function personCpfConflict(
  c: Context<AppEnv>,
  db: Database,
  holderId: string,
  field: string,
  generic: string,
  scope: SQL | undefined,
): Promise<ApiError> {
  if (!accessOf(c).permissions.has('students.read')) return conflict(generic, field);
  const [row] = await db
    .select({ name: persons.name })
    .from(persons)
    .where(
      and(
        eq(persons.id, holderId),
        sql`exists (select 1 from ${students} where ${and(
          or(eq(students.personId, holderId), eq(students.guardianId, holderId)),
          scope,
        )})`,
      ),
    )
    .limit(1);
  return conflict(row ? serverMessages.cpfBelongsTo(row.name) : generic, field);
}

/** The generic 409 of each person field of a student's body, naming nobody. */
const personCpfTaken = {
  'person.cpf': serverMessages.personCpfTaken,
  'guardian.cpf': serverMessages.guardianCpfTaken,
} as const;

/**
 * Refuses (409, `personCpfConflict`) a student's or guardian's CPF that another person holds
 * (`exceptId`: the person being edited, who may keep their own). No CPF, nothing to check.
 */
export async function refuseHeldPersonCpf(
  c: Context<AppEnv>,
  db: Database,
  cpf: string | null | undefined,
  field: keyof typeof personCpfTaken,
  scope: SQL | undefined,
  exceptId?: string,
): Promise<void> {
  const holder = cpf ? await personWithCpf(db, cpf, exceptId) : undefined;
  if (holder) {
    throw await personCpfConflict(c, db, holder.id, field, personCpfTaken[field], scope);
  }
}

/**
 * The 409 of a user's CPF held by the user `holderId`, beside 'cpf': the holder's name when the
 * caller may read users ('users.read', network-wide: the users list has no unit scope), else the
 * generic 'Já existe um usuário com este CPF.'.
 */
export async function userCpfConflict(
  c: Context<AppEnv>,
  db: Database,
  holderId: string,
): Promise<ApiError> {
  if (!accessOf(c).permissions.has('users.read')) return conflict(serverMessages.cpfTaken, 'cpf');
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, holderId))
    .limit(1);
  const name = row ? `${row.firstName} ${row.lastName}`.trim() : '';
  return conflict(name ? serverMessages.cpfBelongsTo(name) : serverMessages.cpfTaken, 'cpf');
}
