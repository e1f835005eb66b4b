import { serverMessages, toasts } from '../messages.ts';
import { academicTermSchema } from '../schemas/entities/calendar.ts';
import { academicTermCreateSchema } from '../schemas/forms/academic-term.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const academicTermsResource = defineResource({
  ...RESOURCE_CATALOGUE.academicTerms,
  path: '/academic-terms',
  item: academicTermSchema,
  create: academicTermCreateSchema,
  update: academicTermCreateSchema,
  sortKeys: ['title', 'startDate', 'endDate', 'calendar', 'status'],
  references: { academicCalendarId: 'academic-calendars' },
  describe: (term) => term.title,
  messages: {
    created: toasts.academicTermCreated,
    updated: toasts.academicTermUpdated,
    deleted: toasts.academicTermDeleted,
  },
  notFound: serverMessages.academicTermNotFound,
});
