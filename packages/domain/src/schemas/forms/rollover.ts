import * as v from 'valibot';
import { messages } from '../../messages.ts';
import { dateField, formObject, single, uuidField, uuidListField } from './fields.ts';

/** The most lines one POST /rollovers takes (a network's year of students, with room to spare). */
export const ROLLOVER_MAX_ITEMS = 5000;

/**
 * POST /rollovers/preview ('Rematrícula', issue 28): the closed classes of the source year whose
 * students are proposed — the classes named (`classroomIds`), else a unit's (`schoolUnitId`), else
 * every one of the caller's units — and the year they go to.
 */
export const rolloverPreviewSchema = formObject({
  fromAcademicYearId: uuidField(messages.copyFromYearRequired, messages.academicYearInvalid),
  toAcademicYearId: uuidField(messages.copyToYearRequired, messages.academicYearInvalid),
  classroomIds: v.optional(uuidListField(messages.enrollmentClassroomInvalid)),
  schoolUnitId: v.optional(uuidField(messages.schoolUnitInvalid)),
});
export type RolloverPreviewInput = v.InferInput<typeof rolloverPreviewSchema>;
export type RolloverPreviewBody = v.InferOutput<typeof rolloverPreviewSchema>;

/** One line of POST /rollovers: the student and the class of the target year they go into. */
export const rolloverItemSchema = formObject({
  studentId: uuidField(messages.enrollmentStudentRequired, messages.enrollmentStudentInvalid),
  classroomId: uuidField(messages.enrollmentClassroomRequired, messages.enrollmentClassroomInvalid),
});

/**
 * POST /rollovers: the confirmed lines of a 'Rematrícula', enrolled into the target year from
 * `date` in one transaction (a line left out of `items` is a student skipped on screen).
 */
export const rolloverSchema = formObject({
  toAcademicYearId: uuidField(messages.copyToYearRequired, messages.academicYearInvalid),
  date: dateField(messages.enrollmentDateRequired),
  items: single(
    v.pipe(
      v.array(rolloverItemSchema, messages.rolloverItemsRequired),
      v.maxLength(ROLLOVER_MAX_ITEMS, messages.rolloverTooManyItems),
    ),
  ),
});
export type RolloverInput = v.InferInput<typeof rolloverSchema>;
export type RolloverBody = v.InferOutput<typeof rolloverSchema>;
