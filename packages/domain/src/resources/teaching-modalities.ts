import { messages } from '../messages.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';
import { defineNamedResource } from './named.ts';

/** 'Modalidades de Ensino': a name. Its messages are written here, the one place they live. */
export const teachingModalitiesResource = defineNamedResource(
  RESOURCE_CATALOGUE.teachingModalities,
  {
    path: '/teaching-modalities',
    nameRequired: messages.modalityNameRequired,
    messages: {
      created: 'Modalidade adicionada com sucesso!',
      updated: 'Modalidade atualizada com sucesso!',
      deleted: 'Modalidade excluída com sucesso!',
      nameTaken: 'Já existe uma modalidade de ensino com este nome.',
    },
    notFound: 'Modalidade de ensino não encontrada.',
  },
);
