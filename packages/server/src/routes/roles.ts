import { ADMIN_ROLE_NAME, inUseMessages, rolesResource, serverMessages } from '@lousa/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fold, roles, users } from '../db/schema.ts';
import { conflict } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * How many users hold the role. `"roles"."id"` is written out: drizzle leaves columns unqualified
 * in a select without joins, and a bare "id" inside the subquery would be the user's.
 */
const userCount = sql<number>`(select count(*)::int from ${users}
  where ${users.roleId} = ${sql.identifier(getTableName(roles))}.${sql.identifier(roles.id.name)})`;

/** The 409 of an edit or delete of 'Administrador', which always holds every permission. */
const ADMIN_ROLE_LOCKED = serverMessages.adminRoleLocked;

/**
 * Access roles (permission 'roles.manage' to read and to write): a name and permissions of the
 * catalogue. 'Administrador' is kept with every permission; a role users hold is not deleted.
 */
export const rolesSpec = resourceSpec({
  def: rolesResource,
  permission: { read: 'roles.manage', write: 'roles.manage' },
  table: roles,
  select: (db: Database) =>
    db
      .select({ id: roles.id, name: roles.name, permissions: roles.permissions, users: userCount })
      .from(roles)
      .$dynamic(),
  toItem: (row) => ({ ...row, users: Number(row.users) }),
  search: (q) => q.text(roles.name),
  sort: { name: fold(roles.name), users: userCount },
  unique: [
    {
      constraint: 'roles_name_unique',
      field: 'name',
      message: serverMessages.roleNameTaken,
      where: (body) => eq(sql`lousa_fold(${roles.name})`, sql`lousa_fold(${body.name})`),
    },
  ],
  blockers: [{ column: users.roleId, message: inUseMessages.role }],
  toRow: (body) => ({ name: body.name, permissions: body.permissions }),
  toBody: (role) => ({ name: role.name, permissions: role.permissions }),
  check: async (_tx, _body, { current }) => {
    if (current?.name === ADMIN_ROLE_NAME) throw conflict(ADMIN_ROLE_LOCKED);
  },
  refuseDelete: (role) => (role.name === ADMIN_ROLE_NAME ? ADMIN_ROLE_LOCKED : undefined),
});
