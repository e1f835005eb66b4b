import { describe, expect, it } from 'vitest';
import {
  type ComponentFacts,
  componentOutcome,
  type EvaluationRule,
  type EvaluationSituation,
  examPasses,
  finalAverage,
  neededExamScore,
  onRuleScale,
  overallAttendance,
  overallResult,
  roundTo,
  roundUpTo,
  underMinAttendance,
  weightsFitTerms,
} from './evaluation.ts';

/** Pass mark 6 of 10, arithmetic mean, no recovery, 75% overall, one decimal. */
const base: EvaluationRule = {
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
};
const weighted: EvaluationRule = { ...base, termAggregation: 'WEIGHTED', termWeights: [1, 2, 3] };
const mean: EvaluationRule = {
  ...base,
  recovery: 'FINAL_EXAM',
  recoveryPassMark: 5,
  recoveryFormula: 'MEAN_WITH_EXAM',
};
const replaces: EvaluationRule = { ...mean, recoveryFormula: 'EXAM_REPLACES_IF_HIGHER' };

describe('rounding', () => {
  it.each([
    [6.25, 1, 6.3],
    [6.15, 1, 6.2],
    [6.05, 1, 6.1],
    [-6.25, 1, -6.3],
    [7.449, 1, 7.4],
    [7.5, 0, 8],
    [1.005, 2, 1.01],
  ])('roundTo(%s, %s) = %s (half away from zero)', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it.each([
    [7.01, 1, 7.1],
    [7, 1, 7],
    [0.1 + 0.2, 1, 0.3],
    [6.001, 0, 7],
    [5.25, 2, 5.25],
  ])('roundUpTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundUpTo(value, decimals)).toBe(expected);
  });

  it('puts a 0–10 term average on the rule scale', () => {
    expect(onRuleScale({ maxScore: 100 }, 7.5)).toBe(75);
    expect(onRuleScale({ maxScore: 10 }, 7.5)).toBe(7.5);
  });
});

describe('final average', () => {
  it.each<[string, EvaluationRule, (number | null)[], number | null]>([
    ['arithmetic mean', base, [6, 7, 8, 9], 7.5],
    ['arithmetic, rounded half up', base, [6, 7, 7], 6.7],
    ['arithmetic, 6.25 → 6.3', base, [6, 6.5], 6.3],
    ['arithmetic, no decimals', { ...base, decimals: 0 }, [6, 6.5], 6],
    ['arithmetic, two decimals', { ...base, decimals: 2 }, [6, 7, 7], 6.67],
    ['weighted 1-2-3', weighted, [4, 6, 8], 6.7],
    ['weighted, the last term weighs most', weighted, [10, 4, 4], 5],
    ['a term without average', base, [6, null, 8], null],
    ['no terms', base, [], null],
  ])('%s', (_, rule, terms, expected) => {
    expect(finalAverage(rule, terms)).toBe(expected);
  });

  it('weights must fit the terms', () => {
    expect(weightsFitTerms(weighted, 3)).toBe(true);
    expect(weightsFitTerms(weighted, 4)).toBe(false);
    expect(weightsFitTerms(base, 4)).toBe(true);
    expect(() => finalAverage(weighted, [5, 5])).toThrow();
  });
});

describe('attendance minimum', () => {
  it.each<[number | null, boolean]>([
    [74.9, true],
    [75, false],
    [75.1, false],
    [0, true],
    [null, false],
  ])('%s%% under 75%%: %s', (attendance, under) => {
    expect(underMinAttendance(base, attendance)).toBe(under);
  });

  it('overall: present over all lessons of every component, one decimal', () => {
    expect(overallAttendance([])).toBeNull();
    expect(overallAttendance([{ lessons: 0, absences: 0 }])).toBeNull();
    // 3 absences in 12 lessons: 75,0%.
    expect(
      overallAttendance([
        { lessons: 8, absences: 3 },
        { lessons: 4, absences: 0 },
      ]),
    ).toBe(75);
    // 251 absences of 1000 lessons: 74,9%.
    expect(overallAttendance([{ lessons: 1000, absences: 251 }])).toBe(74.9);
    // 2 of 3: 66,666… → 66,7.
    expect(overallAttendance([{ lessons: 3, absences: 1 }])).toBe(66.7);
  });
});

describe('recovery', () => {
  it.each<[string, EvaluationRule, number, number, boolean]>([
    ['mean: (4 + 6) / 2 = 5 passes 5', mean, 4, 6, true],
    ['mean: (4 + 5,9) / 2 = 4,95 fails 5', mean, 4, 5.9, false],
    ['replaces: 5 ≥ 5', replaces, 4, 5, true],
    ['replaces: 4,9 fails', replaces, 4, 4.9, false],
    ['replaces: the final counts when higher', { ...replaces, recoveryPassMark: 4 }, 4.5, 0, true],
  ])('%s', (_, rule, final, exam, passes) => {
    expect(examPasses(rule, final, exam)).toBe(passes);
  });

  it.each<[string, EvaluationRule, number, number | null]>([
    ['mean: 2 × 5 − 4 = 6', mean, 4, 6],
    ['mean: 2 × 5 − 4,3 = 5,7', mean, 4.3, 5.7],
    ['mean, rounded up to the decimals', { ...mean, decimals: 0 }, 4.3, 6],
    ['mean: 2 × 7 − 2 = 12 > 10: none', { ...mean, recoveryPassMark: 7 }, 2, null],
    ['mean: exactly the maximum', { ...mean, recoveryPassMark: 6 }, 2, 10],
    ['replaces: the recovery pass mark', replaces, 4, 5],
    ['replaces: the final already reaches it', { ...replaces, recoveryPassMark: 4 }, 4.5, 0],
    ['scale of 100', { ...mean, maxScore: 100, passMark: 60, recoveryPassMark: 50 }, 41, 59],
  ])('needed exam grade, %s', (_, rule, final, needed) => {
    expect(neededExamScore(rule, final)).toBe(needed);
    // The grade needed passes and one step less does not.
    if (needed !== null) {
      expect(examPasses(rule, final, needed)).toBe(true);
      if (needed > 0) {
        expect(examPasses(rule, final, needed - 10 ** -rule.decimals)).toBe(false);
      }
    }
  });
});

const facts = (extra: Partial<ComponentFacts>): ComponentFacts => ({
  terms: [7, 7, 7, 7],
  yearOver: true,
  examScore: null,
  council: false,
  attendance: 90,
  ...extra,
});

describe("a component's situation", () => {
  it.each<[string, EvaluationRule, Partial<ComponentFacts>, EvaluationSituation, number | null]>([
    ['a term without average', base, { terms: [7, null, 7, 7] }, 'CURSANDO', null],
    ['the year not over', base, { yearOver: false }, 'CURSANDO', null],
    ['at the pass mark', base, { terms: [6, 6, 6, 6] }, 'APROVADO', null],
    ['below it without recovery', base, { terms: [5, 6, 6, 6] }, 'REPROVADO', null],
    ['below it, exam still to come', mean, { terms: [4, 4, 4, 4] }, 'EM_RECUPERACAO', 6],
    [
      'mean with the exam: passes',
      mean,
      { terms: [4, 4, 4, 4], examScore: 6 },
      'APROVADO_APOS_RECUPERACAO',
      null,
    ],
    ['mean with the exam: fails', mean, { terms: [4, 4, 4, 4], examScore: 5.9 }, 'REPROVADO', null],
    [
      'exam replaces: passes',
      replaces,
      { terms: [4, 4, 4, 4], examScore: 5 },
      'APROVADO_APOS_RECUPERACAO',
      null,
    ],
    ['exam replaces: fails', replaces, { terms: [4, 4, 4, 4], examScore: 3 }, 'REPROVADO', null],
    [
      'no exam can pass',
      { ...mean, recoveryPassMark: 7 },
      { terms: [2, 2, 2, 2] },
      'EM_RECUPERACAO',
      null,
    ],
    [
      'council',
      mean,
      { terms: [2, 2, 2, 2], examScore: 1, council: true },
      'APROVADO_PELO_CONSELHO',
      null,
    ],
    [
      'council waits for the terms',
      mean,
      { terms: [2, null, 2, 2], council: true },
      'CURSANDO',
      null,
    ],
    [
      '74,9% per component',
      { ...base, attendanceScope: 'PER_COMPONENT' },
      { attendance: 74.9 },
      'REPROVADO_POR_FALTAS',
      null,
    ],
    [
      '75,0% per component',
      { ...base, attendanceScope: 'PER_COMPONENT' },
      { attendance: 75 },
      'APROVADO',
      null,
    ],
    ['74,9% counted overall: the component passes', base, { attendance: 74.9 }, 'APROVADO', null],
  ])('%s', (_, rule, extra, situation, needed) => {
    const outcome = componentOutcome(rule, facts(extra));
    expect(outcome.situation).toBe(situation);
    expect(outcome.neededExamScore).toBe(needed);
  });

  it('answers the final average whatever the situation', () => {
    expect(componentOutcome(weighted, facts({ terms: [4, 6, 8] })).finalAverage).toBe(6.7);
    expect(componentOutcome(base, facts({ yearOver: false })).finalAverage).toBe(7);
    expect(componentOutcome(base, facts({ terms: [7, null] })).finalAverage).toBeNull();
  });
});

describe('overall result', () => {
  const perComponent: EvaluationRule = { ...base, attendanceScope: 'PER_COMPONENT' };
  it.each<
    [string, EvaluationRule, EvaluationSituation[], number | null, boolean, EvaluationSituation]
  >([
    ['all approved', base, ['APROVADO', 'APROVADO'], 90, true, 'APROVADO'],
    [
      '74,9% overall fails the year',
      base,
      ['APROVADO', 'APROVADO'],
      74.9,
      true,
      'REPROVADO_POR_FALTAS',
    ],
    ['75,0% overall passes', base, ['APROVADO', 'APROVADO'], 75, true, 'APROVADO'],
    ['attendance waits for the year’s end', base, ['CURSANDO'], 50, false, 'CURSANDO'],
    [
      'per component: overall attendance does not count',
      perComponent,
      ['APROVADO'],
      50,
      true,
      'APROVADO',
    ],
    [
      'per component: one component by absences',
      perComponent,
      ['APROVADO', 'REPROVADO_POR_FALTAS'],
      90,
      true,
      'REPROVADO_POR_FALTAS',
    ],
    [
      'one component failed',
      base,
      ['APROVADO', 'REPROVADO', 'EM_RECUPERACAO'],
      90,
      true,
      'REPROVADO',
    ],
    [
      'one still in progress',
      base,
      ['APROVADO', 'CURSANDO', 'EM_RECUPERACAO'],
      90,
      true,
      'CURSANDO',
    ],
    ['one in recovery', base, ['APROVADO', 'EM_RECUPERACAO'], 90, true, 'EM_RECUPERACAO'],
    [
      'after recovery',
      base,
      ['APROVADO', 'APROVADO_APOS_RECUPERACAO'],
      90,
      true,
      'APROVADO_APOS_RECUPERACAO',
    ],
    [
      'by the council',
      base,
      ['APROVADO_APOS_RECUPERACAO', 'APROVADO_PELO_CONSELHO'],
      90,
      true,
      'APROVADO_PELO_CONSELHO',
    ],
    ['no components, year in progress', base, [], null, false, 'CURSANDO'],
    ['no lessons recorded: not failed by absences', base, ['APROVADO'], null, true, 'APROVADO'],
  ])('%s', (_, rule, situations, attendance, yearOver, expected) => {
    expect(overallResult(rule, situations, attendance, yearOver)).toBe(expected);
  });
});
