import { serverMessages, toasts } from '../messages.ts';
import { courseSchema } from '../schemas/entities/curriculum.ts';
import { courseCreateSchema } from '../schemas/forms/course.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const coursesResource = defineResource({
  ...RESOURCE_CATALOGUE.courses,
  path: '/courses',
  item: courseSchema,
  create: courseCreateSchema,
  update: courseCreateSchema,
  sortKeys: ['name', 'modality', 'matrix', 'schoolUnit'],
  references: {
    teachingModalityId: 'teaching-modalities',
    curriculumMatrixId: 'curriculum-matrices',
    schoolUnitId: 'school-units',
    nextCourseId: 'courses',
  },
  describe: (course) => course.name,
  messages: {
    created: toasts.courseCreated,
    updated: toasts.courseUpdated,
    deleted: toasts.courseDeleted,
  },
  notFound: serverMessages.courseNotFound,
});

/**
 * GET and PUT /courses/<id>/evaluation-rule: the course's 'Regra de Avaliação'
 * (`evaluationRuleEntitySchema`; PUT `evaluationRuleSchema`). GET answers 404 while the course
 * has none.
 */
export const courseEvaluationRulePath = (courseId: string) =>
  `/courses/${encodeURIComponent(courseId)}/evaluation-rule`;
