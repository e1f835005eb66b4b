import { messages, serverMessages, toasts } from '../messages.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';
import { defineNamedResource } from './named.ts';

export const teachingModalitiesResource = defineNamedResource(
  RESOURCE_CATALOGUE.teachingModalities,
  {
    path: '/teaching-modalities',
    nameRequired: messages.modalityNameRequired,
    messages: {
      created: toasts.teachingModalityCreated,
      updated: toasts.teachingModalityUpdated,
      deleted: toasts.teachingModalityDeleted,
    },
    notFound: serverMessages.teachingModalityNotFound,
  },
);
