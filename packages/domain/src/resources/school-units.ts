import { serverMessages, toasts } from '../messages.ts';
import { schoolUnitSchema } from '../schemas/entities/school-unit.ts';
import { schoolUnitCreateSchema } from '../schemas/forms/school-unit.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const schoolUnitsResource = defineResource({
  ...RESOURCE_CATALOGUE.schoolUnits,
  path: '/school-units',
  item: schoolUnitSchema,
  create: schoolUnitCreateSchema,
  update: schoolUnitCreateSchema,
  sortKeys: ['cnpj', 'name', 'principalName'],
  references: {},
  describe: (unit) => unit.name,
  messages: {
    created: toasts.schoolUnitCreated,
    updated: toasts.schoolUnitUpdated,
    deleted: toasts.schoolUnitDeleted,
  },
  notFound: serverMessages.schoolUnitNotFound,
});
