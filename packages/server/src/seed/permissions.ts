import { ADMIN_ROLE_NAME, BUILT_IN_ROLES, PERMISSIONS } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { roles } from '../db/schema.ts';

/**
 * Brings the roles in line with the permission catalogue, on every start (first start and
 * upgrade alike): the built-in roles that are missing are created, 'Administrador' holds every
 * permission of the catalogue, and names no longer in the catalogue (an older database's
 * 'users:read'…) are dropped from every role. Users keep their role, or none (deny by default).
 */
export async function ensureAccessCatalogue(db: Database): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    await db
      .insert(roles)
      .values({ id: newId(), name: role.name, permissions: [...role.permissions] })
      .onConflictDoNothing();
  }
  await db
    .update(roles)
    .set({ permissions: [...PERMISSIONS] })
    .where(eq(roles.name, ADMIN_ROLE_NAME));
  const catalogue = sql.join(
    PERMISSIONS.map((permission) => sql`${permission}`),
    sql`, `,
  );
  await db.execute(sql`
    update roles
       set permissions = array(
         select p from unnest(permissions) with ordinality as t(p, n)
          where p in (${catalogue}) order by n)
     where not (permissions <@ array[${catalogue}]::text[])`);
}

/** The id of the 'Administrador' role (created by `ensureAccessCatalogue`). */
export async function adminRoleId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ADMIN_ROLE_NAME))
    .limit(1);
  if (!row) throw new Error('Perfil Administrador ausente.');
  return row.id;
}
