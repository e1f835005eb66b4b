import { ADMIN_ROLE_NAME, BUILT_IN_ROLES, PERMISSIONS } from '@lousa/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { builtInRoleGrants, fold, roles } from '../db/schema.ts';

/** `array['a', 'b']::text[]` of `values`. */
const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Brings the roles in line with the permission catalogue, on every start (first start and
 * upgrade alike): the built-in roles that are missing are created, 'Administrador' holds every
 * permission of the catalogue, and names no longer in the catalogue (an older database's
 * 'users:read'…) are dropped from every role. Users keep their role, or none (deny by default).
 *
 * The other built-in roles get, once, each permission the catalogue gives them that they were
 * never given (`built_in_role_grants`, migration 0009): a database of an older release gains
 * what the catalogue added since ('pedagogy.correct-records'…), appended to what the role
 * holds. Nothing is taken away: what an administrator added to a built-in role stays, and a
 * catalogue permission the administrator removed after it was granted is not given back.
 */
export async function ensureAccessCatalogue(db: Database): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    await db
      .insert(roles)
      .values({ id: newId(), name: role.name, permissions: [...role.permissions] })
      .onConflictDoNothing();
    if (role.name !== ADMIN_ROLE_NAME) await grantOnce(db, role.name, role.permissions);
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

/**
 * Gives the built-in role `name` (its name folded, as the unique index reads it) those of
 * `permissions` it was never given, in the catalogue's order after what it holds, and records
 * them as given.
 */
async function grantOnce(db: Database, name: string, permissions: readonly string[]) {
  const given = await db
    .select({ permission: builtInRoleGrants.permission })
    .from(builtInRoleGrants)
    .where(eq(builtInRoleGrants.roleName, name));
  const done = new Set(given.map((row) => row.permission));
  const missing = permissions.filter((permission) => !done.has(permission));
  if (missing.length === 0) return;
  await db.execute(sql`
    update roles
       set permissions = permissions || array(
         select p from unnest(${textArray(missing)}) with ordinality as t(p, n)
          where not (p = any(permissions)) order by n)
     where ${fold(roles.name)} = lousa_fold(${name})
       and not (permissions @> ${textArray(missing)})`);
  await db
    .insert(builtInRoleGrants)
    .values(missing.map((permission) => ({ roleName: name, permission })))
    .onConflictDoNothing();
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
