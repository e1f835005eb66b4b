import * as v from 'valibot';

export const roleSchema = v.object({
  id: v.string(),
  name: v.string(),
  permissions: v.optional(v.array(v.string())),
});
export type Role = v.InferOutput<typeof roleSchema>;

/** A role of GET /roles: its name and the permissions of the catalogue it grants. */
export const roleItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  permissions: v.array(v.string()),
  /** How many users hold it (a role in use cannot be deleted). */
  users: v.number(),
});
export type RoleItem = v.InferOutput<typeof roleItemSchema>;

/** A school unit a user works in. */
export const userSchoolUnitSchema = v.object({ id: v.string(), name: v.string() });

/** A user of GET /users. */
export const userSchema = v.object({
  id: v.string(),
  cpf: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.nullish(roleSchema),
  schoolUnits: v.array(userSchoolUnitSchema),
  active: v.boolean(),
});
export type User = v.InferOutput<typeof userSchema>;
export const userListSchema = v.array(userSchema);

/**
 * GET /me: the signed-in user, the role and permissions the server checks right now (read from
 * the database, not from the token), the units they work in, and whether a new password must be
 * chosen before anything else.
 */
export const meSchema = v.object({
  id: v.string(),
  cpf: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.nullable(v.object({ id: v.string(), name: v.string() })),
  permissions: v.array(v.string()),
  /** True when the role gives the whole network (no unit scope). */
  networkWide: v.boolean(),
  schoolUnits: v.array(userSchoolUnitSchema),
  mustChangePassword: v.boolean(),
});
export type Me = v.InferOutput<typeof meSchema>;

/** What the audit log records. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'refresh-token-reuse',
  'password-change',
  'password-reset',
  'account-disabled',
  'account-enabled',
  'sensitive-read',
  'audit-prune',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One changed field of an update: its value before and after (JSON values). */
export const auditChangeSchema = v.object({ before: v.unknown(), after: v.unknown() });
export type AuditChange = v.InferOutput<typeof auditChangeSchema>;

/** An event of GET /audit-events. */
export const auditEventSchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.nullable(v.object({ id: v.string(), email: v.string() })),
  action: v.picklist(auditActions),
  resource: v.nullable(v.string()),
  resourceId: v.nullable(v.string()),
  /** What a person read about the record when the event was written (absent on older events). */
  resourceLabel: v.optional(v.nullable(v.string())),
  fields: v.array(v.string()),
  /** An update's changed fields, each one's value before and after (never a secret's). */
  changes: v.optional(v.nullable(v.record(v.string(), auditChangeSchema))),
  ip: v.nullable(v.string()),
  requestId: v.optional(v.nullable(v.string())),
});
export type AuditEvent = v.InferOutput<typeof auditEventSchema>;
