import * as v from 'valibot';
import { shifts } from '../../labels.ts';
import { messages } from '../../messages.ts';
import { choiceField, formObject, requiredText, single, uuidField } from './fields.ts';

/** A classroom's capacity ('Vagas'): optional; typed as text or sent as a number, 1 to 999. */
export const capacityField = v.optional(
  single(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()], messages.capacityNotNumber), ''),
      v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
      v.check(
        (value) => value === '' || Number.isFinite(Number(value)),
        messages.capacityNotNumber,
      ),
      v.transform((value) => (value === '' ? null : Number(value))),
      v.check((value) => value === null || Number.isInteger(value), messages.capacityNotInteger),
      v.check((value) => value === null || value >= 1, messages.capacityMin),
      v.check((value) => value === null || value <= 999, messages.capacityMax),
    ),
  ),
);

/** Classroom add form; output is the POST /classrooms body. */
export const classroomCreateSchema = formObject({
  name: requiredText(messages.classroomNameRequired),
  shift: choiceField(shifts, messages.shiftRequired, messages.shiftInvalid),
  schoolUnitId: uuidField(messages.schoolUnitRequired, messages.schoolUnitInvalid),
  courseId: uuidField(messages.courseRequired, messages.courseInvalid),
  academicYearId: uuidField(messages.academicYearRequired, messages.academicYearInvalid),
  /** One of the course's grade levels (422 otherwise). */
  gradeLevelId: uuidField(messages.gradeLevelRequired, messages.gradeLevelInvalid),
  capacity: capacityField,
});

export type ClassroomCreateInput = v.InferInput<typeof classroomCreateSchema>;
export type ClassroomCreateBody = v.InferOutput<typeof classroomCreateSchema>;

/**
 * POST /academic-years/<toId>/classrooms/copy (issue 28): the year whose classes are copied into
 * the path's year, for the network or one school unit (absent: every unit the caller works in).
 */
export const classroomCopySchema = formObject({
  fromAcademicYearId: uuidField(messages.copyFromYearRequired, messages.academicYearInvalid),
  schoolUnitId: v.optional(uuidField(messages.schoolUnitInvalid)),
});
export type ClassroomCopyInput = v.InferInput<typeof classroomCopySchema>;
export type ClassroomCopyBody = v.InferOutput<typeof classroomCopySchema>;

/**
 * The 'Copiar turmas do ano anterior' form: the target year (the path's), the source year, and
 * the unit (null: every unit the user works in, 'Todas as unidades'). `classroomCopyBodyOf` makes the call of it.
 */
export const classroomCopyFormSchema = formObject({
  toAcademicYearId: uuidField(messages.copyToYearRequired, messages.academicYearInvalid),
  fromAcademicYearId: uuidField(messages.copyFromYearRequired, messages.academicYearInvalid),
  schoolUnitId: v.nullable(uuidField(messages.schoolUnitInvalid)),
});
export type ClassroomCopyFormInput = v.InferInput<typeof classroomCopyFormSchema>;
export type ClassroomCopyFormValues = v.InferOutput<typeof classroomCopyFormSchema>;

/** The form's values as the call: the target year and the body (no unit: every unit). */
export function classroomCopyBodyOf(values: ClassroomCopyFormValues): {
  toAcademicYearId: string;
  body: ClassroomCopyBody;
} {
  return {
    toAcademicYearId: values.toAcademicYearId,
    body: {
      fromAcademicYearId: values.fromAcademicYearId,
      ...(values.schoolUnitId ? { schoolUnitId: values.schoolUnitId } : {}),
    },
  };
}
