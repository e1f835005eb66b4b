import * as v from 'valibot';

export const roleSchema = v.object({
  id: v.string(),
  name: v.string(),
  permissions: v.optional(v.array(v.string())),
});
export type Role = v.InferOutput<typeof roleSchema>;

/** A user of GET /users. */
export const userSchema = v.object({
  id: v.string(),
  cpf: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.nullish(roleSchema),
});
export type User = v.InferOutput<typeof userSchema>;
export const userListSchema = v.array(userSchema);
