import { serverMessages, toasts } from '../messages.ts';
import { roleItemSchema } from '../schemas/entities/user.ts';
import { roleBodySchema } from '../schemas/forms/role.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** Access roles (permission 'roles.manage'). */
export const rolesResource = defineResource({
  ...RESOURCE_CATALOGUE.roles,
  path: '/roles',
  item: roleItemSchema,
  create: roleBodySchema,
  update: roleBodySchema,
  sortKeys: ['name', 'users'],
  references: {},
  describe: (role) => role.name,
  messages: {
    created: toasts.roleCreated,
    updated: toasts.roleUpdated,
    deleted: toasts.roleDeleted,
  },
  notFound: serverMessages.roleNotFound,
});
