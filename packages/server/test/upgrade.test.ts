import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSIONS, serverMessages } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/password.ts';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import { ADMIN, createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * A database from before access control (migrations 0000–0003, the old 'users:read' permission
 * names, a user without a role) upgrades on start: migration 0004 runs, the built-in roles and
 * the catalogue are created, 'Administrador' gets every permission, names no longer in the
 * catalogue are dropped, and the user without a role stays without one (deny by default).
 */

const stores: TestStore[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const store of stores) await store.cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The rows of a raw query, whichever driver answered it. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const OLD_PASSWORD = 'Senha-Antiga-da-Escola-1';

/** The committed migrations up to (and including) `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lousa-old-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('upgrading a database from before access control', () => {
  it('creates the roles and the catalogue; roleless users stay roleless', async () => {
    const store = await createTestStore({ fresh: true });
    stores.push(store);
    // The database as the previous release left it.
    const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    const oldFolder = migrationsUpTo(3);
    if (handle.pglite) await migratePglite(handle.db as never, { migrationsFolder: oldFolder });
    else await migratePostgres(handle.db as never, { migrationsFolder: oldFolder });
    await handle.db.execute(sql`
      insert into roles (id, name, permissions) values
        ('01900000-0000-7000-8000-000000000001', 'Administrador', array['users:read', 'users:create']),
        ('01900000-0000-7000-8000-000000000002', 'Coordenação', array['students:read', 'classrooms:read'])`);
    const hash = await createPasswordHasher(2 ** 10).hash(OLD_PASSWORD);
    await handle.db.execute(sql`
      insert into users (id, cpf, email, first_name, last_name, password_hash, role_id) values
        ('01900000-0000-7000-8000-0000000000a1', '39053344705', 'sem.perfil@escola.test', 'Caio',
         'Lima', ${hash}, null)`);
    await handle.close();

    // The new release starts on it.
    const server = await startTestServer({ store });
    try {
      const roles = rowsOf<{ name: string; permissions: string[] }>(
        await server.db.execute(sql`select name, permissions from roles`),
      );
      const byName = new Map(roles.map((row) => [row.name, row.permissions]));
      expect([...byName.keys()].sort()).toEqual(
        ['Administrador', 'Coordenação', 'Diretor(a)', 'Professor(a)', 'Secretaria Escolar'].sort(),
      );
      expect([...(byName.get('Administrador') ?? [])].sort()).toEqual([...PERMISSIONS].sort());
      // Old names are gone; an administrator gives the role catalogue permissions again.
      expect(byName.get('Coordenação')).toEqual([]);

      // The administrator of the new release (LOUSA_ADMIN_*) is not created: users existed.
      const admin = await new TestClient(server.url).post('/api/auth', {
        login: ADMIN.email,
        password: ADMIN.password,
      });
      expect(admin.status).toBe(401);
      // The user without a role signs in, reads /me, and every data route refuses it.
      const roleless = new TestClient(server.url);
      await roleless.login('sem.perfil@escola.test', OLD_PASSWORD);
      const me = await roleless.get<{ role: unknown; mustChangePassword: boolean }>('/api/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ role: null, mustChangePassword: false });
      const refused = await roleless.get('/api/teaching-modalities');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: serverMessages.permissionDenied });
    } finally {
      await server.close();
    }
  }, 120_000);
});
