import * as v from 'valibot';
import { TEXTAREA_MAX_LENGTH } from '../../constants.ts';
import { formatDecimalInput, parseDecimal } from '../../decimal.ts';
import { calendarEventTypeCodes } from '../../labels.ts';
import { messages } from '../../messages.ts';
import {
  choiceField,
  dateField,
  formObject,
  optionalText,
  requiredText,
  single,
  uuidField,
} from './fields.ts';

/*
 * Assessments and grades (issue 14): typed with a decimal comma ('7,5'), sent as numbers. The
 * server checks each score against its assessment's maximum.
 */

/** A required positive decimal (typed '1,5' or sent 1.5) not above `max`. */
function positiveDecimal(required: string, invalid: string, max: number, tooBig: string) {
  return single(
    v.pipe(
      v.union([v.string(required), v.number(invalid)], invalid),
      v.check((value) => typeof value === 'number' || value.trim() !== '', required),
      v.transform((value) => parseDecimal(value)),
      v.check((value): value is number => value !== null && value > 0, invalid),
      v.transform((value) => value as number),
      v.check((value) => value <= max, tooBig),
      v.transform((value) => Math.round(value * 100) / 100),
    ),
  );
}

export const ASSESSMENT_WEIGHT_MAX = 10;
export const ASSESSMENT_MAX_SCORE_MAX = 100;
export const GRADES_MAX_ENTRIES = 5000;

/** POST /assessments (and the 'Nova Avaliação' form). PATCH takes any subset of these. */
export const assessmentCreateSchema = formObject({
  classroomId: uuidField(messages.lessonClassroomRequired, messages.classroomInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  academicTermId: uuidField(messages.academicTermRequired, messages.academicTermInvalid),
  title: requiredText(messages.assessmentTitleRequired),
  date: dateField(messages.assessmentDateRequired),
  weight: positiveDecimal(
    messages.weightRequired,
    messages.weightInvalid,
    ASSESSMENT_WEIGHT_MAX,
    messages.weightMax,
  ),
  maxScore: positiveDecimal(
    messages.maxScoreRequired,
    messages.maxScoreInvalid,
    ASSESSMENT_MAX_SCORE_MAX,
    messages.maxScoreMax,
  ),
});
export type AssessmentCreateInput = v.InferInput<typeof assessmentCreateSchema>;
export type AssessmentCreateBody = v.InferOutput<typeof assessmentCreateSchema>;

/**
 * A score: a number, or typed text with a comma; empty text or null clears it. The range against
 * the assessment's maximum is checked by `scoreWithin` (the form) and by the server.
 */
export const scoreField = single(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()], messages.scoreInvalid)),
    v.check(
      (value) =>
        value === null ||
        (typeof value === 'string' && value.trim() === '') ||
        (parseDecimal(value) !== null && (parseDecimal(value) as number) >= 0),
      messages.scoreInvalid,
    ),
    v.transform((value) =>
      value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : Math.round((parseDecimal(value) as number) * 100) / 100,
    ),
  ),
);

/** Whether a score fits an assessment's 0..maxScore; the message names the maximum. */
export function scoreWithin(score: number | null, maxScore: number): string | null {
  if (score === null) return null;
  return score >= 0 && score <= maxScore ? null : messages.scoreRange(formatDecimalInput(maxScore));
}

/** PUT /assessments/<id>/grades: one score per student (null clears it). */
export const assessmentGradesSchema = formObject({
  grades: v.pipe(
    v.array(
      formObject({ studentId: uuidField(messages.studentInvalid), score: scoreField }),
      messages.invalidFormat,
    ),
    v.maxLength(GRADES_MAX_ENTRIES, messages.invalidValue),
  ),
});
export type AssessmentGradesBody = v.InferOutput<typeof assessmentGradesSchema>;

/**
 * PUT /grades: the whole 'Lançar Notas' grid of a class, component and term in one request —
 * every changed (assessment, student) score; null clears one.
 */
export const gradeSheetSaveSchema = formObject({
  classroomId: uuidField(messages.lessonClassroomRequired, messages.classroomInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  academicTermId: uuidField(messages.academicTermRequired, messages.academicTermInvalid),
  grades: v.pipe(
    v.array(
      formObject({
        assessmentId: uuidField(messages.assessmentInvalid),
        studentId: uuidField(messages.studentInvalid),
        score: scoreField,
      }),
      messages.invalidFormat,
    ),
    v.maxLength(GRADES_MAX_ENTRIES, messages.invalidValue),
  ),
});
export type GradeSheetSaveInput = v.InferInput<typeof gradeSheetSaveSchema>;
export type GradeSheetSaveBody = v.InferOutput<typeof gradeSheetSaveSchema>;

/** POST/PATCH /events: an event an administrator adds to the academic calendar. */
export const calendarEventCreateSchema = formObject({
  title: requiredText(messages.eventTitleRequired),
  description: optionalText(TEXTAREA_MAX_LENGTH),
  date: dateField(messages.eventDateRequired),
  type: choiceField(calendarEventTypeCodes, messages.eventTypeRequired, messages.eventTypeInvalid),
});
export type CalendarEventCreateInput = v.InferInput<typeof calendarEventCreateSchema>;
export type CalendarEventCreateBody = v.InferOutput<typeof calendarEventCreateSchema>;

/** The most bytes of a BNCC CSV file (about 5,000 lines). */
export const BNCC_IMPORT_MAX_BYTES = 2_000_000;
export const BNCC_IMPORT_MAX_LINES = 5000;

/**
 * POST /bncc-standards/import: the CSV text (header `codigo;descricao;objeto_conhecimento;
 * componente;ano`, `;` or `,` between columns, quotes allowed) and whether to only preview.
 */
export const bnccImportSchema = formObject({
  csv: single(
    v.pipe(
      v.string(messages.bnccFileRequired),
      v.nonEmpty(messages.bnccFileRequired),
      v.maxLength(BNCC_IMPORT_MAX_BYTES, messages.invalidValue),
    ),
  ),
  dryRun: v.optional(v.boolean(messages.invalidValue), true),
});
export type BnccImportBody = v.InferOutput<typeof bnccImportSchema>;
