import { serverMessages, toasts } from '../messages.ts';
import { assessmentSchema } from '../schemas/entities/pedagogical.ts';
import { assessmentCreateSchema } from '../schemas/forms/grades.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/**
 * Assessments of a class, component and term (filters `ASSESSMENT_FILTERS`): the resource verbs.
 * Deleting one deletes its grades (the screen confirms, naming how many).
 */
export const assessmentsResource = defineResource({
  ...RESOURCE_CATALOGUE.assessments,
  path: '/assessments',
  item: assessmentSchema,
  create: assessmentCreateSchema,
  update: assessmentCreateSchema,
  sortKeys: ['title', 'date', 'weight', 'maxScore'],
  references: {
    classroomId: 'classrooms',
    curricularComponentId: 'curricular-components',
    academicTermId: 'academic-terms',
  },
  describe: (assessment) => assessment.title,
  messages: {
    created: toasts.assessmentCreated,
    updated: toasts.assessmentUpdated,
    deleted: toasts.assessmentDeleted,
  },
  notFound: serverMessages.assessmentNotFound,
});

/** Filters of GET /assessments besides the list parameters. */
export const ASSESSMENT_FILTERS = [
  'classroomId',
  'curricularComponentId',
  'academicTermId',
] as const;

/** PUT /assessments/<id>/grades (`assessmentGradesSchema`) → 200 `gradeSheetSchema`. */
export const assessmentGradesPath = (assessmentId: string) =>
  `/assessments/${encodeURIComponent(assessmentId)}/grades`;

/**
 * The 'Lançar Notas' grid: GET /grades?classroomId=&curricularComponentId=&academicTermId=
 * (`gradeSheetSchema`) and PUT /grades (`gradeSheetSaveSchema`) → 200 the grid again.
 */
export const gradesPath = '/grades';

/** GET /report-cards?classroomId=&curricularComponentId=&academicTermId= (`reportCardItemSchema`[]). */
export const reportCardsPath = '/report-cards';
