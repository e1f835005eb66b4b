import { serverMessages, toasts } from '../messages.ts';
import { academicCalendarSchema } from '../schemas/entities/calendar.ts';
import { academicCalendarCreateSchema } from '../schemas/forms/academic-calendar.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const academicCalendarsResource = defineResource({
  ...RESOURCE_CATALOGUE.academicCalendars,
  path: '/academic-calendars',
  item: academicCalendarSchema,
  create: academicCalendarCreateSchema,
  update: academicCalendarCreateSchema,
  sortKeys: ['title', 'academicYear', 'status'],
  references: { academicYearId: 'academic-years' },
  describe: (calendar) => calendar.title,
  messages: {
    created: toasts.academicCalendarCreated,
    updated: toasts.academicCalendarUpdated,
    deleted: toasts.academicCalendarDeleted,
  },
  notFound: serverMessages.academicCalendarNotFound,
});
