import { PERMISSIONS, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import { roles, schoolUnits, userSchoolUnits, users } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { methodNotAllowed } from '../http/route-helpers.ts';
import { MY_CLASSES_SUBPATH, myClasses } from './teaching.ts';

/**
 * GET /me: the signed-in user with the role, permissions and units the server checks now — what
 * the screens use to decide what to offer. Any signed-in user (no permission needed), also one
 * who must first choose a new password. Also GET /me/classes ('pedagogy.own-classes').
 */
export function meRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const access = accessOf(c);
    const [user] = await deps.db
      .select({
        id: users.id,
        cpf: users.cpf,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: roles.id,
        roleName: roles.name,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, access.userId))
      .limit(1);
    if (!user) throw new ApiError(404, serverMessages.userNotFound);
    const units = await deps.db
      .select({ id: schoolUnits.id, name: schoolUnits.name })
      .from(userSchoolUnits)
      .innerJoin(schoolUnits, eq(schoolUnits.id, userSchoolUnits.schoolUnitId))
      .where(eq(userSchoolUnits.userId, access.userId))
      .orderBy(sql`lousa_fold(${schoolUnits.name})`, schoolUnits.id);
    const { roleId, roleName, ...person } = user;
    return c.json({
      ...person,
      role: roleId ? { id: roleId, name: roleName ?? '' } : null,
      // In the catalogue's order.
      permissions: PERMISSIONS.filter((permission) => access.permissions.has(permission)),
      networkWide: access.networkWide,
      schoolUnits: units,
      mustChangePassword: access.mustChangePassword,
    });
  });
  app.all('/', methodNotAllowed('GET'));
  // GET /me/classes: the signed-in teacher's classes and components (routes/teaching.ts).
  app.get(MY_CLASSES_SUBPATH, requirePermission('pedagogy.own-classes'), myClasses(deps));
  app.all(MY_CLASSES_SUBPATH, methodNotAllowed('GET'));
  return app;
}
