import { PERMISSIONS, serverMessages } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, TestClient } from './helpers.ts';
import { databaseAt, insertOldUser, rolesOf, signedIn } from './migrations-at.ts';

/*
 * A database from before access control (migrations 0000–0003, the old 'users:read' permission
 * names, a user without a role) upgrades on start: migration 0004 runs, the built-in roles and
 * the catalogue are created, 'Administrador' gets every permission, names no longer in the
 * catalogue are dropped, and the user without a role stays without one (deny by default).
 */

describe('upgrading a database from before access control', () => {
  it('creates the roles and the catalogue; roleless users stay roleless', async () => {
    // The database as the previous release left it.
    const old = await databaseAt(3, async (db) => {
      await db.execute(sql`
        insert into roles (id, name, permissions) values
          ('01900000-0000-7000-8000-000000000001', 'Administrador', array['users:read', 'users:create']),
          ('01900000-0000-7000-8000-000000000002', 'Coordenação', array['students:read', 'classrooms:read'])`);
      await insertOldUser(db, {
        id: '01900000-0000-7000-8000-0000000000a1',
        email: 'sem.perfil@escola.test',
        firstName: 'Caio',
        roleId: null,
      });
    });

    // The new release starts on it.
    await old.start(async (server) => {
      const byName = await rolesOf(server);
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
      const roleless = await signedIn(server, 'sem.perfil@escola.test');
      const me = await roleless.get<{ role: unknown; mustChangePassword: boolean }>('/api/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ role: null, mustChangePassword: false });
      const refused = await roleless.get('/api/teaching-modalities');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: serverMessages.permissionDenied });
    });
  }, 120_000);
});
