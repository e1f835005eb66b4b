import { serverMessages, userCreateBodySchema } from '@lousa/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { newId } from '../db/ids.ts';
import { roles, users } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { conflict, methodNotAllowed, rethrowUnique } from '../http/route-helpers.ts';

/** GET/POST /api/users. Passwords are never answered. */
export function userRoutes(deps: Deps) {
  const { db, hasher } = deps;
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const rows = await db
      .select({
        id: users.id,
        cpf: users.cpf,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: roles.id,
        roleName: roles.name,
        rolePermissions: roles.permissions,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId))
      .orderBy(asc(users.id));
    return c.json(
      rows.map(({ roleId, roleName, rolePermissions, ...user }) => ({
        ...user,
        role: roleId ? { id: roleId, name: roleName, permissions: rolePermissions } : null,
      })),
    );
  });

  app.post('/', async (c) => {
    const body = await parseBody(c, userCreateBodySchema);
    const [sameCpf] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.cpf, body.cpf))
      .limit(1);
    if (sameCpf) throw conflict(serverMessages.cpfTaken);
    const [sameEmail] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .limit(1);
    if (sameEmail) throw conflict(serverMessages.emailTaken);

    const user = {
      id: newId(),
      cpf: body.cpf,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
    };
    const passwordHash = await hasher.hash(body.password);
    await db
      .insert(users)
      .values({ ...user, passwordHash, roleId: null })
      .catch((error: unknown) =>
        rethrowUnique(error, {
          users_cpf_unique: serverMessages.cpfTaken,
          users_email_unique: serverMessages.emailTaken,
        }),
      );
    return c.json({ ...user, role: null }, 201);
  });

  app.all('/', methodNotAllowed('GET, POST'));
  return app;
}
