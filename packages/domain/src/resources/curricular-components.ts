import { serverMessages, toasts } from '../messages.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';
import { defineNamedResource } from './named.ts';

export const curricularComponentsResource = defineNamedResource(
  RESOURCE_CATALOGUE.curricularComponents,
  {
    path: '/curricular-components',
    messages: {
      created: toasts.curricularComponentCreated,
      updated: toasts.curricularComponentUpdated,
      deleted: toasts.curricularComponentDeleted,
      nameTaken: serverMessages.curricularComponentNameTaken,
    },
    notFound: serverMessages.curricularComponentNotFound,
  },
);
