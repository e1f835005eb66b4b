import { count, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type Env, wantsDemo } from '../env.ts';
import { type CreatedAdmin, seedAdmin } from './admin.ts';
import { ensureBnccCatalogue } from './bncc.ts';
import { seedDemo } from './demo.ts';
import { ensureAccessCatalogue } from './permissions.ts';

export interface FirstStart {
  admin: CreatedAdmin;
  demo: boolean;
}

/**
 * On every start, the roles in line with the permission catalogue (`ensureAccessCatalogue`)
 * and the seeded BNCC standards the catalogue lacks (`ensureBnccCatalogue`).
 * On an empty database (no user at all) also the first administrator and,
 * when wanted, the demo set, in one transaction (an advisory lock keeps two processes starting
 * together on one PostgreSQL from both seeding). Null when the database already had users.
 */
export async function initializeDatabase(
  db: Database,
  env: Env,
  hasher: PasswordHasher,
  options: { demoSeed?: number } = {},
): Promise<FirstStart | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(734221)`);
    await ensureAccessCatalogue(tx as unknown as Database);
    await ensureBnccCatalogue(tx as unknown as Database);
    const [row] = await tx.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return null;
    const admin = await seedAdmin(tx as unknown as Database, env, hasher);
    const demo = wantsDemo(env);
    if (demo) {
      await seedDemo(tx as unknown as Database, options.demoSeed, env.LOUSA_DEMO_STUDENTS);
    }
    return { admin: { email: admin.email, generatedPassword: admin.generatedPassword }, demo };
  });
}

/** The console lines announcing a first start (the generated password, once, plainly). */
export function firstStartMessage(first: FirstStart): string {
  const lines = ['Primeira inicialização: banco de dados preparado.'];
  if (first.admin.generatedPassword) {
    lines.push(
      'Administrador criado (guarde esta senha: ela não será mostrada de novo):',
      `  login: ${first.admin.email}`,
      `  senha: ${first.admin.generatedPassword}`,
      'No primeiro acesso, a Lousa pede uma nova senha no lugar desta.',
    );
  } else {
    lines.push(`Administrador criado: ${first.admin.email} (senha de LOUSA_ADMIN_PASSWORD).`);
  }
  if (first.demo) lines.push('Dados de demonstração carregados (LOUSA_DEMO=0 para não carregar).');
  return lines.join('\n');
}
