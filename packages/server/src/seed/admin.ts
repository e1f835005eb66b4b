import { randomBytes, randomInt } from 'node:crypto';
import { cpfCheckDigits } from '@lousa/domain';
import type { PasswordHasher } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { adminRoleId } from './permissions.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@lousa.local';

/** A random valid CPF (for an administrator created without LOUSA_ADMIN_CPF). */
function randomCpf(): string {
  let base = '';
  do {
    base = Array.from({ length: 9 }, () => String(randomInt(10))).join('');
  } while (/^(\d)\1{8}$/.test(base));
  return base + cpfCheckDigits(base);
}

export interface CreatedAdmin {
  email: string;
  /** Set only when the password was generated (to be printed once). */
  generatedPassword?: string;
}

/**
 * The first administrator (role 'Administrador', created before by `ensureAccessCatalogue`),
 * from LOUSA_ADMIN_* or admin@lousa.local with a random password. A generated password is
 * printed once on the console, so that administrator must choose a new one at first sign-in.
 * Runs inside the first-start transaction.
 */
export async function seedAdmin(
  db: Database,
  env: Env,
  hasher: PasswordHasher,
): Promise<CreatedAdmin & { roleId: string }> {
  const roleId = await adminRoleId(db);
  const email = env.LOUSA_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = env.LOUSA_ADMIN_PASSWORD
    ? undefined
    : randomBytes(12).toString('base64url');
  const password = env.LOUSA_ADMIN_PASSWORD ?? (generatedPassword as string);
  await db.insert(users).values({
    id: newId(),
    cpf: env.LOUSA_ADMIN_CPF ?? randomCpf(),
    email,
    firstName: env.LOUSA_ADMIN_FIRST_NAME ?? 'Administrador',
    lastName: env.LOUSA_ADMIN_LAST_NAME ?? 'Lousa',
    passwordHash: await hasher.hash(password),
    roleId,
    mustChangePassword: generatedPassword !== undefined,
  });
  return generatedPassword ? { email, generatedPassword, roleId } : { email, roleId };
}
