import { isPermission, NETWORK_WIDE, type Permission } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { roles, userSchoolUnits, users } from '../db/schema.ts';

/**
 * What the signed-in user may do right now, read from the database on every request (a role,
 * unit or deactivation change applies to the next request, not at the token's expiry).
 */
export interface Access {
  userId: string;
  email: string;
  permissions: ReadonlySet<Permission>;
  /** The role covers the whole network: no unit scope. */
  networkWide: boolean;
  /** The school units a unit-scoped user works in. */
  schoolUnitIds: readonly string[];
  mustChangePassword: boolean;
}

/** The access of an active user, or null when the user is gone or deactivated. */
export async function loadAccess(db: Database, userId: string): Promise<Access | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      active: users.active,
      mustChangePassword: users.mustChangePassword,
      permissions: roles.permissions,
      units: sql<string[]>`coalesce((select array_agg(${userSchoolUnits.schoolUnitId}::text)
        from ${userSchoolUnits} where ${userSchoolUnits.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.active) return null;
  const permissions = new Set((row.permissions ?? []).filter(isPermission));
  return {
    userId: row.id,
    email: row.email,
    permissions,
    networkWide: permissions.has(NETWORK_WIDE),
    schoolUnitIds: row.units ?? [],
    mustChangePassword: row.mustChangePassword,
  };
}
