import type * as v from 'valibot';
import { enrollmentEndStatuses } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { choiceField, dateField, formObject, requiredTextarea, uuidField } from './fields.ts';

/** POST /enrollments: a student into a classroom of an academic year, from a date. */
export const enrollmentCreateSchema = formObject({
  studentId: uuidField(messages.enrollmentStudentRequired, messages.enrollmentStudentInvalid),
  classroomId: uuidField(messages.enrollmentClassroomRequired, messages.enrollmentClassroomInvalid),
  academicYearId: uuidField(messages.academicYearRequired, messages.academicYearInvalid),
  date: dateField(messages.enrollmentDateRequired),
});
export type EnrollmentCreateInput = v.InferInput<typeof enrollmentCreateSchema>;
export type EnrollmentCreateBody = v.InferOutput<typeof enrollmentCreateSchema>;

/** The 'Nova Matrícula' form: the body plus the unit the classroom is chosen in. */
export const enrollmentFormSchema = formObject({
  ...enrollmentCreateSchema.entries,
  schoolUnitId: uuidField(messages.schoolUnitRequired, messages.schoolUnitInvalid),
});
export type EnrollmentFormInput = v.InferInput<typeof enrollmentFormSchema>;

/** POST /enrollments/<id>/transfer: the new classroom (same academic year) and the day it starts. */
export const enrollmentTransferSchema = formObject({
  classroomId: uuidField(messages.enrollmentClassroomRequired, messages.enrollmentClassroomInvalid),
  date: dateField(messages.transferDateRequired),
});
export type EnrollmentTransferInput = v.InferInput<typeof enrollmentTransferSchema>;
export type EnrollmentTransferBody = v.InferOutput<typeof enrollmentTransferSchema>;

/** POST /enrollments/<id>/cancel: why (required). */
export const enrollmentCancelSchema = formObject({
  reason: requiredTextarea(messages.cancelReasonRequired),
});
export type EnrollmentCancelInput = v.InferInput<typeof enrollmentCancelSchema>;
export type EnrollmentCancelBody = v.InferOutput<typeof enrollmentCancelSchema>;

/**
 * PATCH /enrollments/<id> (issue 28): an active enrolment ends for a reason, 'Abandono'
 * (ABANDONED) or 'Falecimento' (DECEASED), on a day not before its start and within its year.
 */
export const enrollmentEndSchema = formObject({
  status: choiceField(enrollmentEndStatuses, messages.endStatusRequired, messages.endStatusInvalid),
  endDate: dateField(messages.enrollmentEndDateRequired),
});
export type EnrollmentEndInput = v.InferInput<typeof enrollmentEndSchema>;
export type EnrollmentEndBody = v.InferOutput<typeof enrollmentEndSchema>;
