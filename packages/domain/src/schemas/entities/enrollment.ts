import * as v from 'valibot';
import { enrollmentStatuses } from '../../labels.ts';
import { namedRefSchema, optionalString } from './common.ts';

/** An enrolment of GET /enrollments: a student in a classroom of an academic year. */
export const enrollmentSchema = v.object({
  id: v.string(),
  status: v.picklist(enrollmentStatuses),
  /** The day it started (ISO, midnight UTC). */
  date: v.string(),
  /** The day it ended (transferred, cancelled, completed); null while active. */
  endDate: v.nullable(v.string()),
  /** Why it was cancelled. */
  cancelReason: optionalString,
  student: namedRefSchema,
  classroom: namedRefSchema,
  schoolUnit: namedRefSchema,
  academicYear: v.object({ id: v.string(), year: v.string() }),
});
export type Enrollment = v.InferOutput<typeof enrollmentSchema>;
