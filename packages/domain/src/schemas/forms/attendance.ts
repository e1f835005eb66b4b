import * as v from 'valibot';
import { ATTENDANCE_MAX_STUDENTS, TEXTAREA_MAX_LENGTH } from '../../constants.ts';
import { messages } from '../../messages.ts';
import {
  dateField,
  formObject,
  requiredText,
  requiredTextarea,
  single,
  uuidField,
} from './fields.ts';

const justificationText = single(
  v.pipe(
    v.string(messages.justificationRequired),
    v.trim(),
    v.maxLength(TEXTAREA_MAX_LENGTH, messages.maxLength(TEXTAREA_MAX_LENGTH)),
  ),
);

type Mark = { isPresent: boolean; justified: boolean; justification?: string | null };

/** The rules of a student's mark: a justified student is absent and has a justification. */
function markRules<TInput, TOutput extends Mark>(row: v.GenericSchema<TInput, TOutput>) {
  return v.pipe(
    row,
    v.forward(
      v.check<TOutput, string>(
        (student) => !student.justified || !student.isPresent,
        messages.justifiedMustBeAbsent,
      ),
      // biome-ignore lint/suspicious/noExplicitAny: the path is a key of every mark
      ['isPresent'] as any,
    ),
    v.forward(
      v.check<TOutput, string>(
        (student) => !student.justified || Boolean(student.justification),
        messages.justificationRequired,
      ),
      // biome-ignore lint/suspicious/noExplicitAny: the path is a key of every mark
      ['justification'] as any,
    ),
  );
}

const markEntries = {
  isPresent: v.optional(v.boolean(messages.invalidValue), false),
  justified: v.optional(v.boolean(messages.invalidValue), false),
  justification: v.nullish(justificationText),
};

/** One row of the attendance entry; a justified student is absent and has a justification. */
export const attendanceStudentSchema = markRules(
  formObject({
    id: uuidField(messages.studentInvalid),
    code: requiredText(messages.studentCodeRequired),
    name: requiredText(messages.studentNameRequired),
    ...markEntries,
  }),
);

/** Attendance entry form: the roster with presence and justifications. */
export const attendanceSchema = formObject({
  students: v.pipe(
    v.array(attendanceStudentSchema, messages.invalidFormat),
    v.maxLength(ATTENDANCE_MAX_STUDENTS, messages.invalidValue),
  ),
});

export type AttendanceStudentInput = v.InferInput<typeof attendanceStudentSchema>;
export type AttendanceStudent = v.InferOutput<typeof attendanceStudentSchema>;
export type AttendanceInput = v.InferInput<typeof attendanceSchema>;
export type AttendanceBody = v.InferOutput<typeof attendanceSchema>;

/** 'Justificar Falta' dialog: a required, non-empty justification. */
export const justificationSchema = formObject({
  justification: requiredTextarea(messages.justificationRequired),
});

export type JustificationInput = v.InferInput<typeof justificationSchema>;
export type JustificationBody = v.InferOutput<typeof justificationSchema>;

/** One student of PUT /attendance, with the same rules as a row of the entry. */
export const attendanceMarkSchema = markRules(
  formObject({ studentId: uuidField(messages.studentInvalid), ...markEntries }),
);

/**
 * PUT /attendance: the whole roster of a class, component and day, saved at once (every actively
 * enrolled student once; a student not actively enrolled on that date is 422).
 */
export const attendanceSaveSchema = formObject({
  classroomId: uuidField(messages.lessonClassroomRequired, messages.classroomInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  date: dateField(messages.attendanceDateRequired),
  students: v.pipe(
    v.array(attendanceMarkSchema, messages.invalidFormat),
    v.maxLength(ATTENDANCE_MAX_STUDENTS, messages.invalidValue),
  ),
});
export type AttendanceSaveInput = v.InferInput<typeof attendanceSaveSchema>;
export type AttendanceSaveBody = v.InferOutput<typeof attendanceSaveSchema>;
