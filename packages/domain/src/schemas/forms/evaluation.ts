import * as v from 'valibot';
import { parseDecimal } from '../../decimal.ts';
import {
  attendanceScopes,
  EVALUATION_RULE_DEFAULTS,
  type EvaluationRule,
  recoveryFormulas,
  recoveryKinds,
  termAggregations,
} from '../../evaluation.ts';
import { messages } from '../../messages.ts';
import { choiceField, formObject, requiredTextarea, single, uuidField } from './fields.ts';
import {
  ASSESSMENT_MAX_SCORE_MAX,
  ASSESSMENT_WEIGHT_MAX,
  GRADES_MAX_ENTRIES,
  scoreField,
} from './grades.ts';

/*
 * The year's evaluation (issue 28): a course's 'Regra de Avaliação' (PUT
 * /courses/<id>/evaluation-rule), final exam grades (PUT /classrooms/<id>/final-exams) and a
 * 'Conselho de Classe' decision (POST /classrooms/<id>/council-decisions). The one schema of
 * the rule holds every rule of its fields, the ones between fields too (a pass mark above the
 * maximum, weights without WEIGHTED…), each issue at the field it concerns.
 */

/** A decimal (7.5, or typed '7,5'), at least 0, two decimals at most kept; `invalid` otherwise. */
const decimalField = (invalid: string) =>
  single(
    v.pipe(
      v.union([v.string(invalid), v.number(invalid)], invalid),
      v.transform((value) => parseDecimal(value)),
      v.check((value): value is number => value !== null && value >= 0, invalid),
      v.transform((value) => Math.round((value as number) * 100) / 100),
    ),
  );

/** An optional decimal: absent, null or empty text is null. */
const optionalDecimal = (invalid: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.string(invalid), v.number(invalid)], invalid)),
      v.transform((value) => (typeof value === 'string' && value.trim() === '' ? null : value)),
      v.union([v.null(), decimalField(invalid)], invalid),
    ),
    null,
  );

/** Most weights a rule has (one per term; a calendar has a handful). */
export const EVALUATION_MAX_TERMS = 12;

/** PUT /courses/<id>/evaluation-rule: the course's 'Regra de Avaliação' (`EvaluationRule`). */
export const evaluationRuleSchema = v.pipe(
  formObject({
    maxScore: v.optional(decimalField(messages.maxScoreInvalid), EVALUATION_RULE_DEFAULTS.maxScore),
    passMark: decimalField(messages.passMarkRequired),
    termAggregation: choiceField(
      termAggregations,
      messages.termAggregationRequired,
      messages.termAggregationRequired,
    ),
    termWeights: v.optional(
      v.nullable(
        v.pipe(
          v.array(decimalField(messages.termWeightsPositive), messages.termWeightsRequired),
          v.maxLength(EVALUATION_MAX_TERMS, messages.termWeightsRequired),
        ),
      ),
      null,
    ),
    recovery: choiceField(recoveryKinds, messages.recoveryRequired, messages.recoveryRequired),
    recoveryPassMark: optionalDecimal(messages.recoveryPassMarkRequired),
    recoveryFormula: v.optional(
      v.nullable(v.picklist(recoveryFormulas, messages.recoveryFormulaRequired)),
      null,
    ),
    minAttendance: v.optional(
      decimalField(messages.minAttendanceRange),
      EVALUATION_RULE_DEFAULTS.minAttendance,
    ),
    // Decision: counted over all components unless said, as the LDB counts it.
    attendanceScope: v.optional(v.picklist(attendanceScopes, messages.invalidValue), 'OVERALL'),
    decimals: v.optional(
      single(
        v.pipe(
          v.number(messages.decimalsRange),
          v.integer(messages.decimalsRange),
          v.minValue(0, messages.decimalsRange),
          v.maxValue(2, messages.decimalsRange),
        ),
      ),
      EVALUATION_RULE_DEFAULTS.decimals,
    ),
  }),
  v.forward(
    v.partialCheck(
      [['maxScore']],
      (rule) => rule.maxScore > 0 && rule.maxScore <= ASSESSMENT_MAX_SCORE_MAX,
      messages.maxScoreMax,
    ),
    ['maxScore'],
  ),
  v.forward(
    v.partialCheck(
      [['maxScore'], ['passMark']],
      (rule) => rule.passMark > 0 && rule.passMark <= rule.maxScore,
      messages.passMarkAboveMax,
    ),
    ['passMark'],
  ),
  v.forward(
    v.partialCheck(
      [['termAggregation'], ['termWeights']],
      (rule) => rule.termAggregation !== 'WEIGHTED' || (rule.termWeights?.length ?? 0) > 0,
      messages.termWeightsRequired,
    ),
    ['termWeights'],
  ),
  v.forward(
    v.partialCheck(
      [['termAggregation'], ['termWeights']],
      (rule) =>
        rule.termAggregation !== 'WEIGHTED' ||
        (rule.termWeights ?? []).every((w) => w > 0 && w <= ASSESSMENT_WEIGHT_MAX),
      messages.termWeightsPositive,
    ),
    ['termWeights'],
  ),
  v.forward(
    v.partialCheck(
      [['recovery'], ['recoveryPassMark'], ['maxScore']],
      (rule) =>
        rule.recovery !== 'FINAL_EXAM' ||
        (rule.recoveryPassMark !== null &&
          rule.recoveryPassMark > 0 &&
          rule.recoveryPassMark <= rule.maxScore),
      messages.recoveryPassMarkRequired,
    ),
    ['recoveryPassMark'],
  ),
  v.forward(
    v.partialCheck(
      [['recovery'], ['recoveryFormula']],
      (rule) => rule.recovery !== 'FINAL_EXAM' || rule.recoveryFormula !== null,
      messages.recoveryFormulaRequired,
    ),
    ['recoveryFormula'],
  ),
  v.forward(
    v.partialCheck(
      [['minAttendance']],
      (rule) => rule.minAttendance <= 100,
      messages.minAttendanceRange,
    ),
    ['minAttendance'],
  ),
  // What does not apply is not kept: weights of an arithmetic mean, a recovery without exam.
  v.transform(
    (rule): EvaluationRule => ({
      ...rule,
      termWeights: rule.termAggregation === 'WEIGHTED' ? rule.termWeights : null,
      recoveryPassMark: rule.recovery === 'FINAL_EXAM' ? rule.recoveryPassMark : null,
      recoveryFormula: rule.recovery === 'FINAL_EXAM' ? rule.recoveryFormula : null,
    }),
  ),
);
export type EvaluationRuleInput = v.InferInput<typeof evaluationRuleSchema>;

/** PUT /classrooms/<id>/final-exams: a component's final exam grades (the range: the server). */
export const finalExamsSchema = formObject({
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  grades: v.pipe(
    v.array(
      formObject({ studentId: uuidField(messages.studentInvalid), score: scoreField }),
      messages.invalidFormat,
    ),
    v.maxLength(GRADES_MAX_ENTRIES, messages.invalidValue),
  ),
});
export type FinalExamsBody = v.InferOutput<typeof finalExamsSchema>;

/** POST /classrooms/<id>/council-decisions: a 'Conselho de Classe' approval, with its reason. */
export const councilDecisionSchema = formObject({
  studentId: uuidField(messages.enrollmentStudentRequired, messages.studentInvalid),
  curricularComponentId: uuidField(
    messages.lessonComponentRequired,
    messages.matrixComponentInvalid,
  ),
  reason: requiredTextarea(messages.councilReasonRequired),
});
export type CouncilDecisionBody = v.InferOutput<typeof councilDecisionSchema>;

/** POST /classrooms/<id>/reopen: 'Reabrir Turma', with its reason. */
export const classroomReopenSchema = formObject({
  reason: requiredTextarea(messages.reopenReasonRequired),
});
export type ClassroomReopenBody = v.InferOutput<typeof classroomReopenSchema>;
