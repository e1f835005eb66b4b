import * as v from 'valibot';
import {
  LESSON_PLAN_MAX_STANDARDS,
  TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
} from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, optionalText, requiredText, requiredTextarea, uuidField } from './fields.ts';

/**
 * Lesson-plan form (spec §3): the fields behind 'Título*', 'Unidade Temática*', ...; also the
 * body of POST/PATCH /lesson-plans. The class and component are one of the author's assignments.
 */
export const lessonPlanSchema = formObject({
  title: requiredText(messages.lessonTitleRequired),
  theme: requiredText(messages.lessonThemeRequired),
  classroomId: uuidField(messages.lessonClassroomRequired, messages.classroomInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  bnccStandards: v.pipe(
    v.array(
      v.pipe(
        v.string(messages.lessonStandardsRequired),
        v.maxLength(TEXT_MAX_LENGTH, messages.maxLength(TEXT_MAX_LENGTH)),
      ),
      messages.lessonStandardsRequired,
    ),
    v.minLength(1, messages.lessonStandardsRequired),
    v.maxLength(LESSON_PLAN_MAX_STANDARDS, messages.invalidValue),
  ),
  learningObject: requiredTextarea(messages.lessonLearningObjectRequired),
  generalObjective: requiredTextarea(messages.lessonGeneralObjectiveRequired),
  references: optionalText(TEXTAREA_MAX_LENGTH),
});

export type LessonPlanInput = v.InferInput<typeof lessonPlanSchema>;
export type LessonPlanBody = v.InferOutput<typeof lessonPlanSchema>;
