import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_IN_ROLES, PERMISSIONS } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/password.ts';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * A database made by the release before the attendance and grades work (migrations 0000–0006)
 * holds the built-in roles as that release's catalogue gave them: 'Secretaria Escolar' without
 * 'pedagogy.unit-classes' and 'pedagogy.correct-records', 'Diretor(a)' without the latter. The
 * new release grants each built-in role, once, every permission the catalogue gives it and it
 * has not been given before; it keeps what an administrator added, and a permission the
 * administrator takes away afterwards stays away at the next start.
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

/** The permissions of every role, by name. */
async function rolesOf(server: RunningServer): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ name: string; permissions: string[] }>(
    await server.db.execute(sql`select name, permissions from roles`),
  );
  return new Map(rows.map((row) => [row.name, row.permissions]));
}

const catalogueOf = (name: string): readonly string[] =>
  BUILT_IN_ROLES.find((role) => role.name === name)?.permissions ?? [];

/** What the release of migrations 0000–0006 gave its built-in roles (commit 080b940). */
const OLD_SECRETARY = [
  'school-units.read',
  'registries.read',
  'registries.write',
  'students.read',
  'students.read-sensitive',
  'students.write',
  'enrollments.write',
];
const OLD_PASSWORD = 'Senha-Antiga-da-Escola-1';

describe('upgrading the built-in roles of an older release', () => {
  it('grants what the catalogue gives them today, once, keeping what an administrator chose', async () => {
    const store = await createTestStore({ fresh: true });
    stores.push(store);
    const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    const oldFolder = migrationsUpTo(6);
    if (handle.pglite) await migratePglite(handle.db as never, { migrationsFolder: oldFolder });
    else await migratePostgres(handle.db as never, { migrationsFolder: oldFolder });
    const text = (permissions: readonly string[]) =>
      sql`array[${sql.join(
        permissions.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[]`;
    await handle.db.execute(sql`
      insert into roles (id, name, permissions) values
        ('01900000-0000-7000-8000-000000000001', 'Administrador', ${text(PERMISSIONS.filter((p) => p !== 'pedagogy.correct-records'))}),
        ('01900000-0000-7000-8000-000000000002', 'Secretaria Escolar', ${text(OLD_SECRETARY)}),
        ('01900000-0000-7000-8000-000000000003', 'Diretor(a)', ${text([...OLD_SECRETARY, 'pedagogy.unit-classes', 'audit.read'])}),
        ('01900000-0000-7000-8000-000000000004', 'Professor(a)', array['students.read', 'pedagogy.own-classes']),
        ('01900000-0000-7000-8000-000000000005', 'Coordenação', array['students.read'])`);
    const hash = await createPasswordHasher(2 ** 10).hash(OLD_PASSWORD);
    await handle.db.execute(sql`
      insert into users (id, cpf, email, first_name, last_name, password_hash, role_id) values
        ('01900000-0000-7000-8000-0000000000a1', '39053344705', 'secretaria@escola.test',
         'Sara', 'Lima', ${hash}, '01900000-0000-7000-8000-000000000002')`);
    await handle.close();

    // The new release starts on it.
    let server = await startTestServer({ store });
    try {
      const roles = await rolesOf(server);
      for (const name of ['Secretaria Escolar', 'Diretor(a)', 'Professor(a)']) {
        for (const permission of catalogueOf(name)) {
          expect(roles.get(name), `${name}: ${permission}`).toContain(permission);
        }
      }
      expect(roles.get('Secretaria Escolar')).toEqual([
        ...OLD_SECRETARY,
        'pedagogy.unit-classes',
        'pedagogy.correct-records',
      ]);
      // What an administrator added to a built-in role stays; a role of its own is left alone.
      expect(roles.get('Diretor(a)')).toEqual([
        ...OLD_SECRETARY,
        'pedagogy.unit-classes',
        'audit.read',
        'pedagogy.correct-records',
      ]);
      expect(roles.get('Coordenação')).toEqual(['students.read']);
      expect([...(roles.get('Administrador') ?? [])].sort()).toEqual([...PERMISSIONS].sort());

      // The secretary of the old database may now correct records: /me says so.
      const secretary = new TestClient(server.url);
      await secretary.login('secretaria@escola.test', OLD_PASSWORD);
      const me = await secretary.get<{ permissions: string[] }>('/api/me');
      expect(me.body.permissions).toContain('pedagogy.correct-records');

      // An administrator takes a catalogue permission away from a built-in role...
      await server.db.execute(sql`
        update roles set permissions = array_remove(permissions, 'pedagogy.correct-records')
         where name = 'Secretaria Escolar'`);
    } finally {
      await server.close();
    }

    // ...and the next start does not give it back: it was granted once already.
    server = await startTestServer({ store });
    try {
      const roles = await rolesOf(server);
      expect(roles.get('Secretaria Escolar')).toEqual([...OLD_SECRETARY, 'pedagogy.unit-classes']);
      expect(roles.get('Diretor(a)')).toContain('pedagogy.correct-records');
    } finally {
      await server.close();
    }
  }, 180_000);

  it('a new database records its built-in roles as granted: a later start changes nothing', async () => {
    const store = await createTestStore();
    stores.push(store);
    let server = await startTestServer({ store });
    try {
      const roles = await rolesOf(server);
      for (const role of BUILT_IN_ROLES) expect(roles.get(role.name)).toEqual(role.permissions);
      await server.db.execute(sql`
        update roles set permissions = array['students.read'] where name = 'Professor(a)'`);
    } finally {
      await server.close();
    }
    server = await startTestServer({ store });
    try {
      expect((await rolesOf(server)).get('Professor(a)')).toEqual(['students.read']);
    } finally {
      await server.close();
    }
  }, 120_000);
});
