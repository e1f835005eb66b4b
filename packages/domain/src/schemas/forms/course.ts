import type * as v from 'valibot';
import { COURSE_NAME_MIN_LENGTH } from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, requiredText, requiredTextMin, uuidField } from './fields.ts';

/** Course add form; output is the POST /courses body. */
export const courseCreateSchema = formObject({
  name: requiredText(messages.courseNameRequired),
  teachingModalityId: uuidField(messages.modalityInvalid),
  curriculumMatrixId: uuidField(messages.matrixInvalid),
  schoolUnitId: uuidField(messages.schoolUnitInvalid),
});

export type CourseCreateInput = v.InferInput<typeof courseCreateSchema>;
export type CourseCreateBody = v.InferOutput<typeof courseCreateSchema>;

/** The product's separate (unused) course-name schema: a name of more than 3 characters. */
export const courseNameSchema = formObject({
  name: requiredTextMin(messages.courseNameMin, COURSE_NAME_MIN_LENGTH, messages.courseNameMin),
});

export type CourseNameInput = v.InferInput<typeof courseNameSchema>;
export type CourseNameBody = v.InferOutput<typeof courseNameSchema>;
