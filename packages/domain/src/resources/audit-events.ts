import { serverMessages } from '../messages.ts';
import { auditEventSchema } from '../schemas/entities/user.ts';
import { defineListResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** The audit log (permission 'audit.read'): append-only, newest first. */
export const auditEventsResource = defineListResource({
  ...RESOURCE_CATALOGUE.auditEvents,
  path: '/audit-events',
  item: auditEventSchema,
  sortKeys: ['at', 'action', 'resource'],
  describe: (event) => `${event.action} ${event.resource ?? ''}`.trim(),
  notFound: serverMessages.notFound,
});

/** Filters of GET /audit-events besides the list parameters. */
export const AUDIT_FILTERS = ['actorId', 'resource', 'action', 'from', 'to'] as const;
