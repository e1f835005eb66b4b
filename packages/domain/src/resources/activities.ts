import { serverMessages, toasts } from '../messages.ts';
import { activitySchema } from '../schemas/entities/teaching.ts';
import { activityCreateSchema } from '../schemas/forms/teaching.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/** Pedagogical activities: a class's teacher of that component writes, edits and deletes them. */
export const activitiesResource = defineResource({
  ...RESOURCE_CATALOGUE.activities,
  path: '/activities',
  item: activitySchema,
  create: activityCreateSchema,
  update: activityCreateSchema,
  sortKeys: ['title', 'date', 'classroom', 'curricularComponent'],
  references: { classroomId: 'classrooms', curricularComponentId: 'curricular-components' },
  describe: (activity) => activity.title,
  messages: {
    created: toasts.activityCreated,
    updated: toasts.activityUpdated,
    deleted: toasts.activityDeleted,
  },
  notFound: serverMessages.activityNotFound,
});
