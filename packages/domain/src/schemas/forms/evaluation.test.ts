import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { flattenIssues } from '../../issues.ts';
import { messages } from '../../messages.ts';
import { councilDecisionSchema, evaluationRuleSchema, finalExamsSchema } from './evaluation.ts';

/** The issues of a parse as `{ path: message }` (first message of each path). */
function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const byPath: Record<string, string> = {};
  for (const issue of flattenIssues(result.issues ?? [])) byPath[issue.path] ??= issue.message;
  return byPath;
}

const arithmetic = { passMark: 6, termAggregation: 'ARITHMETIC', recovery: 'NONE' };

describe("the 'Regra de Avaliação'", () => {
  it('fills the defaults the issue names: maximum 10, 75% overall, one decimal', () => {
    expect(v.parse(evaluationRuleSchema, arithmetic)).toEqual({
      maxScore: 10,
      passMark: 6,
      termAggregation: 'ARITHMETIC',
      termWeights: null,
      recovery: 'NONE',
      recoveryPassMark: null,
      recoveryFormula: null,
      minAttendance: 75,
      attendanceScope: 'OVERALL',
      decimals: 1,
    });
  });

  it('reads decimals typed with a comma and keeps what applies only', () => {
    expect(
      v.parse(evaluationRuleSchema, {
        maxScore: '100',
        passMark: '60,5',
        termAggregation: 'WEIGHTED',
        termWeights: [1, '1,5', 2, 2],
        recovery: 'FINAL_EXAM',
        recoveryPassMark: '50',
        recoveryFormula: 'MEAN_WITH_EXAM',
        minAttendance: 80,
        attendanceScope: 'PER_COMPONENT',
        decimals: 0,
      }),
    ).toMatchObject({
      maxScore: 100,
      passMark: 60.5,
      termWeights: [1, 1.5, 2, 2],
      recoveryPassMark: 50,
      recoveryFormula: 'MEAN_WITH_EXAM',
      minAttendance: 80,
      decimals: 0,
    });
    // Weights of an arithmetic mean and a formula without recovery are dropped.
    expect(
      v.parse(evaluationRuleSchema, {
        ...arithmetic,
        termWeights: [1, 2],
        recoveryFormula: 'MEAN_WITH_EXAM',
        recoveryPassMark: 5,
      }),
    ).toMatchObject({ termWeights: null, recoveryFormula: null, recoveryPassMark: null });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'no pass mark',
      { termAggregation: 'ARITHMETIC', recovery: 'NONE' },
      { passMark: messages.passMarkRequired },
    ],
    [
      'pass mark above the maximum',
      { ...arithmetic, passMark: 11 },
      { passMark: messages.passMarkAboveMax },
    ],
    ['pass mark zero', { ...arithmetic, passMark: 0 }, { passMark: messages.passMarkAboveMax }],
    ['maximum above 100', { ...arithmetic, maxScore: 101 }, { maxScore: messages.maxScoreMax }],
    [
      'weighted without weights',
      { ...arithmetic, termAggregation: 'WEIGHTED' },
      { termWeights: messages.termWeightsRequired },
    ],
    [
      'weighted with a weight of zero',
      { ...arithmetic, termAggregation: 'WEIGHTED', termWeights: [1, 0] },
      { termWeights: messages.termWeightsPositive },
    ],
    [
      'a weight above 10 (or beyond a number: 1e308)',
      { ...arithmetic, termAggregation: 'WEIGHTED', termWeights: [1, 1e308] },
      { termWeights: messages.termWeightsPositive },
    ],
    [
      'a negative weight',
      { ...arithmetic, termAggregation: 'WEIGHTED', termWeights: [1, -1] },
      { 'termWeights.1': messages.termWeightsPositive },
    ],
    [
      'unknown aggregation',
      { ...arithmetic, termAggregation: 'MEDIAN' },
      { termAggregation: messages.termAggregationRequired },
    ],
    [
      'final exam without pass mark nor formula',
      { ...arithmetic, recovery: 'FINAL_EXAM' },
      {
        recoveryPassMark: messages.recoveryPassMarkRequired,
        recoveryFormula: messages.recoveryFormulaRequired,
      },
    ],
    [
      'recovery pass mark above the maximum',
      {
        ...arithmetic,
        recovery: 'FINAL_EXAM',
        recoveryPassMark: 12,
        recoveryFormula: 'MEAN_WITH_EXAM',
      },
      { recoveryPassMark: messages.recoveryPassMarkRequired },
    ],
    [
      'attendance above 100%',
      { ...arithmetic, minAttendance: 101 },
      { minAttendance: messages.minAttendanceRange },
    ],
    ['three decimals', { ...arithmetic, decimals: 3 }, { decimals: messages.decimalsRange }],
    [
      'unknown attendance scope',
      { ...arithmetic, attendanceScope: 'YEARLY' },
      { attendanceScope: messages.invalidValue },
    ],
  ])('%s', (_, input, expected) => {
    expect(issuesOf(evaluationRuleSchema, input)).toEqual(expected);
  });
});

describe('final exams and council decisions', () => {
  const id = '0b6f3b8e-6c47-4a39-9a8e-3f1d2c4b5a69';
  it('a final exam grade is a score, typed with a comma; null clears it', () => {
    expect(
      v.parse(finalExamsSchema, {
        curricularComponentId: id,
        grades: [
          { studentId: id, score: '6,5' },
          { studentId: id, score: null },
        ],
      }).grades,
    ).toEqual([
      { studentId: id, score: 6.5 },
      { studentId: id, score: null },
    ]);
    expect(
      issuesOf(finalExamsSchema, {
        curricularComponentId: id,
        grades: [{ studentId: id, score: 'dez' }],
      }),
    ).toEqual({
      'grades.0.score': messages.scoreInvalid,
    });
  });

  it('a council decision needs its reason', () => {
    expect(
      issuesOf(councilDecisionSchema, { studentId: id, curricularComponentId: id, reason: '  ' }),
    ).toEqual({
      reason: messages.councilReasonRequired,
    });
    expect(
      v.parse(councilDecisionSchema, {
        studentId: id,
        curricularComponentId: id,
        reason: ' Progresso no 4º bimestre ',
      }).reason,
    ).toBe('Progresso no 4º bimestre');
  });
});
