import { serverMessages, toasts } from '../messages.ts';
import { enrollmentSchema } from '../schemas/entities/enrollment.ts';
import { enrollmentCancelSchema, enrollmentTransferSchema } from '../schemas/forms/enrollment.ts';
import { defineListResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/**
 * Enrolments: the list (filters `ENROLLMENT_FILTERS`), POST /enrollments
 * (`enrollmentCreateSchema`) and the actions POST /enrollments/<id>/transfer
 * (`enrollmentTransferSchema`), /cancel (`enrollmentCancelSchema`) and /complete (no body).
 * Never edited or deleted: a change of classroom is a transfer, and the history stays.
 */
export const enrollmentsResource = defineListResource({
  ...RESOURCE_CATALOGUE.enrollments,
  path: '/enrollments',
  item: enrollmentSchema,
  sortKeys: ['student', 'classroom', 'schoolUnit', 'academicYear', 'status', 'date'],
  describe: (enrollment) => enrollment.student.name,
  notFound: serverMessages.enrollmentNotFound,
});

/** Filters of GET /enrollments besides the list parameters. */
export const ENROLLMENT_FILTERS = [
  'academicYearId',
  'schoolUnitId',
  'classroomId',
  'studentId',
  'status',
] as const;

/** The actions on an enrolment: POST /enrollments/<id>/<action>. */
export const enrollmentActions = {
  transfer: { body: enrollmentTransferSchema, message: toasts.enrollmentTransferred },
  cancel: { body: enrollmentCancelSchema, message: toasts.enrollmentCancelled },
  complete: { body: null, message: toasts.enrollmentCompleted },
} as const;
export type EnrollmentAction = keyof typeof enrollmentActions;

/**
 * PATCH /enrollments/<id> `enrollmentEndSchema` (issue 28): an active enrolment ends for a
 * reason, ABANDONED ('Abandono') or DECEASED ('Falecimento'), on a day; the toast of each.
 */
export const enrollmentEndMessages = {
  ABANDONED: toasts.enrollmentAbandoned,
  DECEASED: toasts.enrollmentDeceased,
} as const;

/**
 * 'Rematrícula' (issue 28): POST /rollovers/preview (`rolloverPreviewSchema` → 200
 * `rolloverPreviewResultSchema`) proposes, per student of the closed classes of a year, the grade
 * level and a class of the next year; POST /rollovers (`rolloverSchema` → 201
 * `rolloverResultSchema`) enrols the confirmed lines in one transaction, skipping with a reason
 * what cannot be enrolled (already enrolled that year, a full or closed class).
 */
export const rolloverPreviewPath = '/rollovers/preview';
export const rolloversPath = '/rollovers';
