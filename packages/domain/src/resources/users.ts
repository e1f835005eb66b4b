import { serverMessages, toasts } from '../messages.ts';
import { userSchema } from '../schemas/entities/user.ts';
import { userCreateBodySchema, userUpdateBodySchema } from '../schemas/forms/user.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const usersResource = defineResource({
  ...RESOURCE_CATALOGUE.users,
  path: '/users',
  item: userSchema,
  create: userCreateBodySchema,
  update: userUpdateBodySchema,
  sortKeys: ['cpf', 'firstName', 'lastName', 'email', 'role'],
  references: { roleId: 'roles' },
  describe: (user) => `${user.firstName} ${user.lastName}`,
  messages: {
    created: toasts.userCreated,
    updated: toasts.userUpdated,
    deleted: toasts.userDeleted,
  },
  notFound: serverMessages.userNotFound,
});
