import { serverMessages, toasts } from '../messages.ts';
import { curriculumMatrixSchema } from '../schemas/entities/curriculum.ts';
import { curriculumMatrixCreateSchema } from '../schemas/forms/curriculum-matrix.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const curriculumMatricesResource = defineResource({
  ...RESOURCE_CATALOGUE.curriculumMatrices,
  path: '/curriculum-matrices',
  item: curriculumMatrixSchema,
  create: curriculumMatrixCreateSchema,
  update: curriculumMatrixCreateSchema,
  sortKeys: ['name'],
  references: {},
  describe: (matrix) => matrix.name,
  messages: {
    created: toasts.curriculumMatrixCreated,
    updated: toasts.curriculumMatrixUpdated,
    deleted: toasts.curriculumMatrixDeleted,
  },
  notFound: serverMessages.curriculumMatrixNotFound,
});
