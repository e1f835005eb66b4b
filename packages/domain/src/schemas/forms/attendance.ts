import * as v from 'valibot';
import { ATTENDANCE_MAX_STUDENTS, TEXTAREA_MAX_LENGTH } from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, requiredText, requiredTextarea, single, uuidField } from './fields.ts';

const justificationText = single(
  v.pipe(
    v.string(messages.justificationRequired),
    v.trim(),
    v.maxLength(TEXTAREA_MAX_LENGTH, messages.maxLength(TEXTAREA_MAX_LENGTH)),
  ),
);

/** One row of the attendance entry; a justified student is absent and has a justification. */
export const attendanceStudentSchema = v.pipe(
  formObject({
    id: uuidField(messages.studentInvalid),
    code: requiredText(messages.studentCodeRequired),
    name: requiredText(messages.studentNameRequired),
    isPresent: v.optional(v.boolean(messages.invalidValue), false),
    justified: v.optional(v.boolean(messages.invalidValue), false),
    justification: v.nullish(justificationText),
  }),
  v.forward(
    v.partialCheck(
      [['justified'], ['isPresent']],
      (student) => !student.justified || !student.isPresent,
      messages.justifiedMustBeAbsent,
    ),
    ['isPresent'],
  ),
  v.forward(
    v.partialCheck(
      [['justified'], ['justification']],
      (student) => !student.justified || Boolean(student.justification),
      messages.justificationRequired,
    ),
    ['justification'],
  ),
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
