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

/**
 * GET /academic-calendars/<id>/summary (`academicCalendarSummarySchema`): the calendar's totals
 * (lesson days, school days, days by kind); 404 `notFound` as GET /academic-calendars/<id>.
 */
export const academicCalendarSummaryPath = (calendarId: string) =>
  `/academic-calendars/${encodeURIComponent(calendarId)}/summary`;
