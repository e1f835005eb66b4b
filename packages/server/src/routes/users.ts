import { serverMessages, usersResource } from '@lousa/domain';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { fold, roles, users } from '../db/schema.ts';
import { resourceSpec } from '../resources/spec.ts';

/**
 * Users (permission: read 'users.read', write 'users.manage'). Passwords are set on create only
 * (hashed, never answered); an edit changes the other fields. Nobody deletes their own account.
 */
export const usersSpec = resourceSpec({
  def: usersResource,
  permission: { read: 'users.read', write: 'users.manage' },
  table: users,
  select: (db: Database) =>
    db
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
      .$dynamic(),
  toItem: ({ roleId, roleName, rolePermissions, ...user }) => ({
    ...user,
    role: roleId ? { id: roleId, name: roleName ?? '', permissions: rolePermissions ?? [] } : null,
  }),
  search: (q) =>
    or(
      q.text(users.firstName),
      q.text(users.lastName),
      q.text(sql`${users.firstName} || ' ' || ${users.lastName}`),
      q.text(users.email),
      q.text(roles.name),
      q.digits(users.cpf),
    ),
  sort: {
    cpf: users.cpf,
    firstName: fold(users.firstName),
    lastName: fold(users.lastName),
    email: sql`lower(${users.email})`,
    role: fold(roles.name),
  },
  unique: [
    {
      constraint: 'users_cpf_unique',
      message: serverMessages.cpfTaken,
      where: (body) => eq(users.cpf, body.cpf),
    },
    {
      constraint: 'users_email_unique',
      message: serverMessages.emailTaken,
      where: (body) => eq(sql`lower(${users.email})`, body.email.toLowerCase()),
    },
  ],
  toRow: (body) => ({
    cpf: body.cpf,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
  }),
  toBody: (user) => ({
    cpf: user.cpf,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  }),
  prepareCreate: async (body, deps) => ({
    passwordHash: await deps.hasher.hash(body.password),
    roleId: null,
  }),
  refuseDelete: (id, userId) => (id === userId ? serverMessages.cannotDeleteSelf : undefined),
});
