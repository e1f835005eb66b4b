import { serverMessages, toasts } from '../messages.ts';
import { teachingModalitySchema } from '../schemas/entities/curriculum.ts';
import { teachingModalityCreateSchema } from '../schemas/forms/teaching-modality.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const teachingModalitiesResource = defineResource({
  ...RESOURCE_CATALOGUE.teachingModalities,
  path: '/teaching-modalities',
  item: teachingModalitySchema,
  create: teachingModalityCreateSchema,
  update: teachingModalityCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (modality) => modality.name,
  messages: {
    created: toasts.teachingModalityCreated,
    updated: toasts.teachingModalityUpdated,
    deleted: toasts.teachingModalityDeleted,
  },
  notFound: serverMessages.teachingModalityNotFound,
});
