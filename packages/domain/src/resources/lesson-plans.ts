import { serverMessages, toasts } from '../messages.ts';
import { lessonPlanItemSchema } from '../schemas/entities/teaching.ts';
import { lessonPlanSchema } from '../schemas/forms/lesson-plan.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/**
 * Lesson plans (issue 14): a teacher writes them for its own classes and components (its
 * assignments); only the author edits or deletes one. Unit readers ('pedagogy.unit-classes')
 * read those of their units' classes.
 */
export const lessonPlansResource = defineResource({
  ...RESOURCE_CATALOGUE.lessonPlans,
  path: '/lesson-plans',
  item: lessonPlanItemSchema,
  create: lessonPlanSchema,
  update: lessonPlanSchema,
  sortKeys: ['title', 'classroom', 'curricularComponent', 'createdAt'],
  references: { classroomId: 'classrooms', curricularComponentId: 'curricular-components' },
  describe: (plan) => plan.title,
  messages: {
    created: toasts.lessonPlanCreated,
    updated: toasts.lessonPlanUpdated,
    deleted: toasts.lessonPlanDeleted,
  },
  notFound: serverMessages.lessonPlanNotFound,
});
