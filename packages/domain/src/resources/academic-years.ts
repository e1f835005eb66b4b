import { serverMessages, toasts } from '../messages.ts';
import { academicYearSchema } from '../schemas/entities/calendar.ts';
import { academicYearCreateSchema } from '../schemas/forms/academic-year.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const academicYearsResource = defineResource({
  ...RESOURCE_CATALOGUE.academicYears,
  path: '/academic-calendars/years',
  item: academicYearSchema,
  create: academicYearCreateSchema,
  update: academicYearCreateSchema,
  sortKeys: ['year', 'startDate', 'endDate'],
  references: {},
  describe: (year) => year.year,
  messages: {
    created: toasts.academicYearCreated,
    updated: toasts.academicYearUpdated,
    deleted: toasts.academicYearDeleted,
  },
  notFound: serverMessages.academicYearNotFound,
});
