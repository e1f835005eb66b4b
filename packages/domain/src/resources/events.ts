import { serverMessages, toasts } from '../messages.ts';
import { calendarEventSchema } from '../schemas/entities/pedagogical.ts';
import { calendarEventCreateSchema } from '../schemas/forms/grades.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** Events an administrator adds to the academic calendar (network-wide writes). */
export const eventsResource = defineResource({
  ...RESOURCE_CATALOGUE.events,
  path: '/events',
  item: calendarEventSchema,
  create: calendarEventCreateSchema,
  update: calendarEventCreateSchema,
  sortKeys: ['title', 'date', 'type'],
  references: {},
  describe: (event) => event.title,
  messages: {
    created: toasts.eventCreated,
    updated: toasts.eventUpdated,
    deleted: toasts.eventDeleted,
  },
  notFound: serverMessages.eventNotFound,
});

/**
 * The academic calendar's entries between two days: GET /calendar-events?from=YYYY-MM-DD&to=
 * YYYY-MM-DD (at most 366 days) → `calendarEntrySchema`[] (school days and added events).
 */
export const calendarEventsPath = '/calendar-events';
