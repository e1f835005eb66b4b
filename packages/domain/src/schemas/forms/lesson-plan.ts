import * as v from 'valibot';
import {
  LESSON_PLAN_MAX_STANDARDS,
  TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
} from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, optionalText, requiredText, requiredTextarea } from './fields.ts';

/** Lesson-plan form (spec §3): the fields behind 'Título*', 'Unidade Temática*', ... */
export const lessonPlanSchema = formObject({
  title: requiredText(messages.lessonTitleRequired),
  theme: requiredText(messages.lessonThemeRequired),
  classroomId: requiredText(messages.lessonClassroomRequired),
  componente: requiredText(messages.lessonComponentRequired),
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
