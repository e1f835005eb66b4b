/*
 * The year's evaluation (issue 28): a course's 'Regra de Avaliação' and the pure rules that turn
 * the numbers the server gathers (term averages, attendance, a final exam, a council decision)
 * into a final average, the exam grade still needed and a situation per component, and the
 * student's overall result. The server calls these; its SQL only gathers the numbers.
 */

export const termAggregations = ['ARITHMETIC', 'WEIGHTED'] as const;
export type TermAggregation = (typeof termAggregations)[number];

export const recoveryKinds = ['NONE', 'FINAL_EXAM'] as const;
export type RecoveryKind = (typeof recoveryKinds)[number];

export const recoveryFormulas = ['MEAN_WITH_EXAM', 'EXAM_REPLACES_IF_HIGHER'] as const;
export type RecoveryFormula = (typeof recoveryFormulas)[number];

export const attendanceScopes = ['OVERALL', 'PER_COMPONENT'] as const;
export type AttendanceScope = (typeof attendanceScopes)[number];

/** A student's situation in a component, and (the same words) the overall result of the year. */
export const evaluationSituations = [
  'CURSANDO',
  'EM_RECUPERACAO',
  'APROVADO',
  'APROVADO_APOS_RECUPERACAO',
  'APROVADO_PELO_CONSELHO',
  'REPROVADO',
  'REPROVADO_POR_FALTAS',
] as const;
export type EvaluationSituation = (typeof evaluationSituations)[number];

/** The overall results that pass the year: the student goes on to the next grade level. */
export const approvedResults = [
  'APROVADO',
  'APROVADO_APOS_RECUPERACAO',
  'APROVADO_PELO_CONSELHO',
] as const satisfies readonly EvaluationSituation[];

/** Whether an overall result passes the year ('Rematrícula': the next level; else the same). */
export function isApproved(result: string): boolean {
  return (approvedResults as readonly string[]).includes(result);
}

/** The defaults the issue names: maximum score 10, 75% minimum attendance (LDB), 1 decimal. */
export const EVALUATION_RULE_DEFAULTS = { maxScore: 10, minAttendance: 75, decimals: 1 } as const;

/** A course's 'Regra de Avaliação' as stored and answered. */
export interface EvaluationRule {
  maxScore: number;
  passMark: number;
  termAggregation: TermAggregation;
  /** One weight per term in date order (WEIGHTED only; null otherwise). */
  termWeights: number[] | null;
  recovery: RecoveryKind;
  /** FINAL_EXAM only (null otherwise). */
  recoveryPassMark: number | null;
  recoveryFormula: RecoveryFormula | null;
  /** Percentage present required (0–100). */
  minAttendance: number;
  attendanceScope: AttendanceScope;
  /** Decimals shown (0–2): averages are rounded to them. */
  decimals: number;
}

/** A tolerance for binary floating point (0.1 + 0.2): far below any shown decimal. */
const EPSILON = 1e-9;

/** `value` rounded to `decimals`, half away from zero (as PostgreSQL's numeric `round`). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0.
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + EPSILON)) / factor + 0;
}

/** `value` rounded up to `decimals` (7.01 → 7.1 with one decimal). */
export function roundUpTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.ceil(value * factor - EPSILON) / factor + 0;
}

/**
 * A term average as the grades store it (0–10, decision 0014) on the rule's scale (0–maxScore),
 * unrounded: the final average rounds once.
 */
export function onRuleScale(rule: Pick<EvaluationRule, 'maxScore'>, average10: number): number {
  return (average10 * rule.maxScore) / 10;
}

/** Whether the rule's weights fit a calendar of `termCount` terms (always, when ARITHMETIC). */
export function weightsFitTerms(rule: EvaluationRule, termCount: number): boolean {
  return rule.termAggregation === 'ARITHMETIC' || (rule.termWeights?.length ?? 0) === termCount;
}

/**
 * The final average of a component from its term averages (on the rule's scale, in term order),
 * rounded to the rule's decimals: their mean, or with WEIGHTED their mean weighted by
 * `termWeights`. Null while a term has no average, or without terms.
 */
export function finalAverage(
  rule: EvaluationRule,
  terms: readonly (number | null)[],
): number | null {
  if (terms.length === 0 || terms.some((term) => term === null)) return null;
  const values = terms as readonly number[];
  const weights =
    rule.termAggregation === 'WEIGHTED' ? (rule.termWeights ?? []) : values.map(() => 1);
  if (weights.length !== values.length) {
    throw new Error(`${weights.length} weights for ${values.length} terms`);
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const weighted = values.reduce((sum, value, index) => sum + value * (weights[index] ?? 0), 0);
  return roundTo(weighted / total, rule.decimals);
}

/**
 * Whether a final exam passes under the rule's formula (FINAL_EXAM): the mean of the final
 * average and the exam, or the higher of the two (the exam replaces the average when higher),
 * at least `recoveryPassMark`. Compared unrounded, so that `neededExamScore` is exact.
 */
export function examPasses(rule: EvaluationRule, final: number, exam: number): boolean {
  const passMark = rule.recoveryPassMark ?? rule.passMark;
  const after =
    rule.recoveryFormula === 'EXAM_REPLACES_IF_HIGHER' ? Math.max(final, exam) : (final + exam) / 2;
  return after >= passMark - EPSILON;
}

/**
 * The least exam grade that passes under the formula (`examPasses`), rounded up to the rule's
 * decimals; null when no grade up to the maximum can pass.
 */
export function neededExamScore(rule: EvaluationRule, final: number): number | null {
  const passMark = rule.recoveryPassMark ?? rule.passMark;
  const exact =
    rule.recoveryFormula === 'EXAM_REPLACES_IF_HIGHER'
      ? final >= passMark - EPSILON
        ? 0
        : passMark
      : 2 * passMark - final;
  const needed = roundUpTo(Math.max(0, exact), rule.decimals);
  return needed <= rule.maxScore + EPSILON ? needed : null;
}

/** What a component's situation is computed from. */
export interface ComponentFacts {
  /** The term averages on the rule's scale, in term order (null: none yet). */
  terms: readonly (number | null)[];
  /** Whether the year's last term has ended. */
  yearOver: boolean;
  /** The final exam's score, when given. */
  examScore: number | null;
  /** Whether a 'Conselho de Classe' approved the student in the component. */
  council: boolean;
  /** The component's attendance percentage (one decimal; null before any recorded day). */
  attendance: number | null;
}

/** A component's computed outcome. */
export interface ComponentOutcome {
  finalAverage: number | null;
  /** While EM_RECUPERACAO: the exam grade that passes (null when none can); else null. */
  neededExamScore: number | null;
  situation: EvaluationSituation;
}

/**
 * Whether an attendance percentage (one decimal, as shown) is under the rule's minimum: 74,9%
 * fails a 75% minimum, 75,0% passes. No recorded day (null) fails nobody.
 */
export function underMinAttendance(rule: EvaluationRule, attendance: number | null): boolean {
  return attendance !== null && attendance < rule.minAttendance - EPSILON;
}

/**
 * A student's situation in a component, in this order: CURSANDO while a term has no average or
 * the year is not over; APROVADO_PELO_CONSELHO after a council decision; REPROVADO_POR_FALTAS
 * under the minimum attendance when the rule counts it PER_COMPONENT (OVERALL: the overall
 * result says it); APROVADO at the pass mark; with a final exam: EM_RECUPERACAO until it is
 * given (with the grade needed), then APROVADO_APOS_RECUPERACAO or REPROVADO; without: REPROVADO.
 */
export function componentOutcome(rule: EvaluationRule, facts: ComponentFacts): ComponentOutcome {
  const final = finalAverage(rule, facts.terms);
  const outcome = (situation: EvaluationSituation, needed: number | null = null) => ({
    finalAverage: final,
    neededExamScore: needed,
    situation,
  });
  if (final === null || !facts.yearOver) return outcome('CURSANDO');
  if (facts.council) return outcome('APROVADO_PELO_CONSELHO');
  if (rule.attendanceScope === 'PER_COMPONENT' && underMinAttendance(rule, facts.attendance)) {
    return outcome('REPROVADO_POR_FALTAS');
  }
  if (final >= rule.passMark - EPSILON) return outcome('APROVADO');
  if (rule.recovery !== 'FINAL_EXAM') return outcome('REPROVADO');
  if (facts.examScore === null) return outcome('EM_RECUPERACAO', neededExamScore(rule, final));
  return outcome(
    examPasses(rule, final, facts.examScore) ? 'APROVADO_APOS_RECUPERACAO' : 'REPROVADO',
  );
}

/**
 * The student's result of the year from the components' situations and the overall attendance
 * (over all components' lessons of the year, as the LDB counts it):
 * REPROVADO_POR_FALTAS under the minimum overall (OVERALL scope, once the year is over) or in a
 * component (PER_COMPONENT); else REPROVADO when any component is; else CURSANDO while any is,
 * then EM_RECUPERACAO while any is; else approved. Decision: an approval names the strongest help
 * any component needed — APROVADO_PELO_CONSELHO when a council approved one, else
 * APROVADO_APOS_RECUPERACAO when an exam did, else APROVADO — so the result alone tells a
 * secretary that the year needed the council or a recovery.
 */
export function overallResult(
  rule: EvaluationRule,
  situations: readonly EvaluationSituation[],
  attendance: number | null,
  yearOver: boolean,
): EvaluationSituation {
  const any = (situation: EvaluationSituation) => situations.includes(situation);
  if (
    (rule.attendanceScope === 'OVERALL' && yearOver && underMinAttendance(rule, attendance)) ||
    any('REPROVADO_POR_FALTAS')
  ) {
    return 'REPROVADO_POR_FALTAS';
  }
  if (any('REPROVADO')) return 'REPROVADO';
  if (any('CURSANDO') || (situations.length === 0 && !yearOver)) return 'CURSANDO';
  if (any('EM_RECUPERACAO')) return 'EM_RECUPERACAO';
  if (any('APROVADO_PELO_CONSELHO')) return 'APROVADO_PELO_CONSELHO';
  if (any('APROVADO_APOS_RECUPERACAO')) return 'APROVADO_APOS_RECUPERACAO';
  return 'APROVADO';
}

/**
 * The overall attendance over all components' recorded lessons: present lessons over lessons,
 * one decimal (as `attendanceFigures` rounds a component's); null without any lesson.
 */
export function overallAttendance(
  figures: readonly { lessons: number; absences: number }[],
): number | null {
  const lessons = figures.reduce((sum, figure) => sum + figure.lessons, 0);
  if (lessons === 0) return null;
  const absences = figures.reduce((sum, figure) => sum + figure.absences, 0);
  return roundTo((100 * (lessons - absences)) / lessons, 1);
}
