import { activitiesResource, bnccStandardsResource, lessonPlansResource } from '@lousa/domain';
import type { FixtureDb } from './db.ts';
import { listHandlers, resourceHandlers } from './resource-handlers.ts';

/**
 * Lesson plans and pedagogical activities (list, get, create, update, delete) and the BNCC
 * catalogue (list, `?component=<name>`), by the generic fixture handlers: they keep what is
 * asked and check no rule. A plan saved gets the signed-in user as its author
 * (fixture-resources.ts); 'not your class' (403), 'only the author' (403) and an unknown
 * standard (422) are the server's refusals, which a story that needs them sets for itself.
 */
export function pedagogyHandlers(db: FixtureDb, url: (path: string) => string) {
  return [
    resourceHandlers(db, lessonPlansResource, url),
    resourceHandlers(db, activitiesResource, url),
    listHandlers(db, bnccStandardsResource, url),
  ];
}
