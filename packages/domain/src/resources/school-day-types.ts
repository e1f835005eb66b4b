import { serverMessages, toasts } from '../messages.ts';
import { schoolDayTypeSchema } from '../schemas/entities/calendar.ts';
import { schoolDayTypeCreateSchema } from '../schemas/forms/school-day.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const schoolDayTypesResource = defineResource({
  ...RESOURCE_CATALOGUE.schoolDayTypes,
  path: '/school-day-types',
  item: schoolDayTypeSchema,
  create: schoolDayTypeCreateSchema,
  update: schoolDayTypeCreateSchema,
  sortKeys: ['description'],
  references: {},
  describe: (type) => type.description,
  messages: {
    created: toasts.schoolDayTypeCreated,
    updated: toasts.schoolDayTypeUpdated,
    deleted: toasts.schoolDayTypeDeleted,
  },
  notFound: serverMessages.schoolDayTypeNotFound,
});
