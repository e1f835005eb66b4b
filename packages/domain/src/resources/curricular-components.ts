import { serverMessages, toasts } from '../messages.ts';
import { curricularComponentSchema } from '../schemas/entities/curriculum.ts';
import { curricularComponentCreateSchema } from '../schemas/forms/curricular-component.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const curricularComponentsResource = defineResource({
  ...RESOURCE_CATALOGUE.curricularComponents,
  path: '/curricular-components',
  item: curricularComponentSchema,
  create: curricularComponentCreateSchema,
  update: curricularComponentCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (component) => component.name,
  messages: {
    created: toasts.curricularComponentCreated,
    updated: toasts.curricularComponentUpdated,
    deleted: toasts.curricularComponentDeleted,
  },
  notFound: serverMessages.curricularComponentNotFound,
});
