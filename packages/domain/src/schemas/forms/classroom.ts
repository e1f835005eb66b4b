import type * as v from 'valibot';
import { shifts } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { choiceField, formObject, requiredText, uuidField } from './fields.ts';

/** Classroom add form; output is the POST /classrooms body. */
export const classroomCreateSchema = formObject({
  name: requiredText(messages.classroomNameRequired),
  shift: choiceField(shifts, messages.shiftRequired, messages.shiftInvalid),
  schoolUnitId: uuidField(messages.schoolUnitRequired, messages.schoolUnitInvalid),
  courseId: uuidField(messages.courseRequired, messages.courseInvalid),
});

export type ClassroomCreateInput = v.InferInput<typeof classroomCreateSchema>;
export type ClassroomCreateBody = v.InferOutput<typeof classroomCreateSchema>;
