import * as v from 'valibot';
import { isPermission } from '../../access.ts';
import { messages } from '../../messages.ts';
import { formObject, requiredText } from './fields.ts';

/** POST /roles and PATCH /roles/<id>, and the role form: a name and catalogue permissions. */
export const roleBodySchema = formObject({
  name: requiredText(messages.roleNameRequired),
  permissions: v.pipe(
    v.array(v.string(messages.permissionInvalid), messages.permissionInvalid),
    v.check((list) => list.every(isPermission), messages.permissionInvalid),
    v.transform((list) => [...new Set(list)]),
  ),
});
export type RoleBody = v.InferOutput<typeof roleBodySchema>;
export type RoleInput = v.InferInput<typeof roleBodySchema>;
