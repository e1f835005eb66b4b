import type * as v from 'valibot';
import { messages } from '../../messages.ts';
import { dateField, formObject, requiredText, requiredTextarea, uuidField } from './fields.ts';

/** POST /classrooms/<id>/teachers: a teacher (a user) for one of the class's components. */
export const teachingAssignmentCreateSchema = formObject({
  userId: uuidField(messages.teacherRequired, messages.teacherInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
});
export type TeachingAssignmentCreateInput = v.InferInput<typeof teachingAssignmentCreateSchema>;
export type TeachingAssignmentCreateBody = v.InferOutput<typeof teachingAssignmentCreateSchema>;

/** A pedagogical activity (POST/PATCH /activities). */
export const activityCreateSchema = formObject({
  title: requiredText(messages.activityTitleRequired),
  classroomId: uuidField(messages.lessonClassroomRequired, messages.classroomInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  date: dateField(messages.activityDateRequired),
  description: requiredTextarea(messages.activityDescriptionRequired),
});
export type ActivityCreateInput = v.InferInput<typeof activityCreateSchema>;
export type ActivityCreateBody = v.InferOutput<typeof activityCreateSchema>;
