import { serverMessages, toasts } from '../messages.ts';
import { schoolDaySchema } from '../schemas/entities/calendar.ts';
import { schoolDayCreateSchema } from '../schemas/forms/school-day.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const schoolDaysResource = defineResource({
  ...RESOURCE_CATALOGUE.schoolDays,
  path: '/school-days',
  item: schoolDaySchema,
  create: schoolDayCreateSchema,
  update: schoolDayCreateSchema,
  sortKeys: ['date', 'calendar', 'type'],
  references: { academicCalendarId: 'academic-calendars', typeId: 'school-day-types' },
  describe: (day) => day.date.slice(0, 10).split('-').reverse().join('/'),
  messages: {
    created: toasts.schoolDayCreated,
    updated: toasts.schoolDayUpdated,
    deleted: toasts.schoolDayDeleted,
  },
  notFound: serverMessages.schoolDayNotFound,
});

/**
 * POST /school-days/batch (`schoolDayBatchSchema` → 201 `schoolDayBatchResultSchema`): a range of
 * dates at once, on the chosen days of the week; dates the calendar already has are left as
 * they are and counted as skipped. Same permission as POST /school-days.
 */
export const schoolDaysBatchPath = '/school-days/batch';
