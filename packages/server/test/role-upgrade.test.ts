import { BUILT_IN_ROLES, PERMISSIONS } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseAt, insertOldUser, rolesOf, signedIn, textArray } from './migrations-at.ts';

/*
 * A database made by the release before the attendance and grades work (migrations 0000–0006)
 * holds the built-in roles as that release's catalogue gave them: 'Secretaria Escolar' without
 * 'pedagogy.unit-classes' and 'pedagogy.correct-records', 'Diretor(a)' without the latter. The
 * new release grants each built-in role, once, every permission the catalogue gives it and it
 * has not been given before; it keeps what an administrator added, and a permission the
 * administrator takes away afterwards stays away at the next start.
 */

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

describe('upgrading the built-in roles of an older release', () => {
  it('grants what the catalogue gives them today, once, keeping what an administrator chose', async () => {
    const old = await databaseAt(6, async (db) => {
      await db.execute(sql`
        insert into roles (id, name, permissions) values
          ('01900000-0000-7000-8000-000000000001', 'Administrador', ${textArray(PERMISSIONS.filter((p) => p !== 'pedagogy.correct-records'))}),
          ('01900000-0000-7000-8000-000000000002', 'Secretaria Escolar', ${textArray(OLD_SECRETARY)}),
          ('01900000-0000-7000-8000-000000000003', 'Diretor(a)', ${textArray([...OLD_SECRETARY, 'pedagogy.unit-classes', 'audit.read'])}),
          ('01900000-0000-7000-8000-000000000004', 'Professor(a)', array['students.read', 'pedagogy.own-classes']),
          ('01900000-0000-7000-8000-000000000005', 'Coordenação', array['students.read'])`);
      await insertOldUser(db, {
        id: '01900000-0000-7000-8000-0000000000a1',
        email: 'secretaria@escola.test',
        firstName: 'Sara',
        roleId: '01900000-0000-7000-8000-000000000002',
      });
    });

    // The new release starts on it.
    await old.start(async (server) => {
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
      const secretary = await signedIn(server, 'secretaria@escola.test');
      const me = await secretary.get<{ permissions: string[] }>('/api/me');
      expect(me.body.permissions).toContain('pedagogy.correct-records');

      // An administrator takes a catalogue permission away from a built-in role...
      await server.db.execute(sql`
        update roles set permissions = array_remove(permissions, 'pedagogy.correct-records')
         where name = 'Secretaria Escolar'`);
    });

    // ...and the next start does not give it back: it was granted once already.
    await old.start(async (server) => {
      const roles = await rolesOf(server);
      expect(roles.get('Secretaria Escolar')).toEqual([...OLD_SECRETARY, 'pedagogy.unit-classes']);
      expect(roles.get('Diretor(a)')).toContain('pedagogy.correct-records');
    });
  }, 180_000);

  it('a new database records its built-in roles as granted: a later start changes nothing', async () => {
    const latest = await databaseAt('latest');
    await latest.start(async (server) => {
      const roles = await rolesOf(server);
      for (const role of BUILT_IN_ROLES) expect(roles.get(role.name)).toEqual(role.permissions);
      await server.db.execute(sql`
        update roles set permissions = array['students.read'] where name = 'Professor(a)'`);
    });
    await latest.start(async (server) => {
      expect((await rolesOf(server)).get('Professor(a)')).toEqual(['students.read']);
    });
  }, 120_000);
});
