import { NETWORK_WIDE, serverMessages, usersResource } from '@lousa/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import type { Database } from '../db/client.ts';
import { fold, refreshTokens, roles, schoolUnits, userSchoolUnits, users } from '../db/schema.ts';
import { invalidInput } from '../http/body.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';
import { resourceSpec } from '../resources/spec.ts';
import { userCpfConflict } from './cpf-conflict.ts';

/** The user's units as `[{ id, name }]`, by name. */
const unitsOfUser = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', su.id, 'name', su.name) order by lousa_fold(su.name), su.id)
    from ${userSchoolUnits} usu join ${schoolUnits} su on su.id = usu.school_unit_id
   where usu.user_id = ${users.id}), '[]'::json)`;

/**
 * Users (permission: read 'users.read', write 'users.manage'), with their role, school units and
 * whether they are active. A password is set on create and may be reset on edit (hashed, never
 * answered, never in the audit): either way someone else chose it, so the user must choose their
 * own at the next sign-in (`mustChangePassword`: every data route answers 403 until then), and a
 * reset ends the user's sessions. Nobody deletes or deactivates their own account, nor resets
 * their own password here ('Alterar senha' asks for the current one); deactivating a user ends
 * its sessions at once.
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
        schoolUnits: unitsOfUser,
        active: users.active,
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
      field: 'cpf',
      message: serverMessages.cpfTaken,
      where: (body) => eq(users.cpf, body.cpf),
      conflictOf: userCpfConflict,
    },
    {
      constraint: 'users_email_unique',
      field: 'email',
      message: serverMessages.emailTaken,
      where: (body) => eq(sql`lower(${users.email})`, body.email.toLowerCase()),
    },
  ],
  toRow: (body, ctx) => ({
    cpf: body.cpf,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    roleId: body.roleId ?? null,
    // A create takes no `active` (a new user is active); an edit sets it.
    ...(ctx.creating ? {} : { active: body.active }),
  }),
  toBody: (user) => ({
    cpf: user.cpf,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.role?.id ?? null,
    schoolUnitIds: user.schoolUnits.map((unit) => unit.id),
    active: user.active,
  }),
  check: async (tx, body, { id, current, userId }) => {
    if (id && id === userId && current?.active && body.active === false) {
      throw conflict(serverMessages.cannotDeactivateSelf);
    }
    if (id && id === userId && body.password !== undefined) {
      throw conflict(serverMessages.cannotResetOwnPassword, 'password');
    }
    const unitIds = body.schoolUnitIds ?? [];
    if (unitIds.length > 0) {
      const found = await tx
        .select({ id: schoolUnits.id })
        .from(schoolUnits)
        .where(inArray(schoolUnits.id, unitIds));
      if (found.length !== unitIds.length)
        throw unprocessable(serverMessages.schoolUnitNotFound, 'schoolUnitIds');
    }
    if (body.roleId && unitIds.length === 0) {
      const [role] = await tx
        .select({ permissions: roles.permissions })
        .from(roles)
        .where(eq(roles.id, body.roleId))
        .limit(1);
      if (role && !role.permissions.includes(NETWORK_WIDE)) {
        throw unprocessable(serverMessages.schoolUnitsRequired, 'schoolUnitIds');
      }
    }
  },
  afterWrite: async (tx, id, body, { current, origin, now }) => {
    await tx.delete(userSchoolUnits).where(eq(userSchoolUnits.userId, id));
    const unitIds = body.schoolUnitIds ?? [];
    if (unitIds.length > 0) {
      await tx
        .insert(userSchoolUnits)
        .values(unitIds.map((schoolUnitId) => ({ userId: id, schoolUnitId })));
    }
    const reset = current !== undefined && body.password !== undefined;
    if (reset || (current && current.active !== body.active && !body.active)) {
      // Every session of the user ends now: a deactivated user's access tokens fail on their next
      // request, a reset one's answer 403 until the new password is chosen.
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    }
    if (reset) {
      // Who reset whose password, never the password.
      await writeAudit(
        tx,
        origin,
        {
          action: 'password-reset',
          resource: usersResource.key,
          resourceId: id,
          label: `${body.firstName} ${body.lastName}`,
        },
        now,
      );
    }
    if (current && current.active !== body.active) {
      await writeAudit(
        tx,
        origin,
        {
          action: body.active ? 'account-enabled' : 'account-disabled',
          resource: usersResource.key,
          resourceId: id,
          label: `${body.firstName} ${body.lastName}`,
        },
        now,
      );
    }
  },
  prepareCreate: async (body, deps) => {
    // The common-password list and the e-mail/CPF rule (auth/password-policy.ts), before hashing.
    const problem = passwordProblem(body.password, body);
    if (problem) throw invalidInput([{ path: 'password', message: problem }]);
    // Chosen by someone else: the user chooses their own at the first sign-in.
    return { passwordHash: await deps.hasher.hash(body.password), mustChangePassword: true };
  },
  prepareUpdate: async (body, deps) => {
    if (body.password === undefined) return {};
    const problem = passwordProblem(body.password, body);
    if (problem) throw invalidInput([{ path: 'password', message: problem }]);
    return { passwordHash: await deps.hasher.hash(body.password), mustChangePassword: true };
  },
  refuseDelete: (user, userId) =>
    user.id === userId ? serverMessages.cannotDeleteSelf : undefined,
});
