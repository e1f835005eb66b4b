import type { EvaluationSituation } from '@lousa/domain';

/** What the year's results say wherever they show ('Resultados da Turma', the 'Boletim'). */
export const evaluationLabels = {
  /** A figure not there yet (no score in the term, no exam). */
  noValue: '-',
  /** While in recovery: the exam grade that passes, or that none can. */
  needed: (score: string | null) =>
    score === null ? 'nenhuma nota de exame aprova' : `precisa de ${score} no exame`,
} as const;

/**
 * The situations' short forms, as school diaries write them; where they show, the full name
 * (`evaluationSituationLabels`) is their title and a legend spells them out.
 */
export const situationAbbreviations: Record<EvaluationSituation, string> = {
  CURSANDO: 'CUR',
  EM_RECUPERACAO: 'REC',
  APROVADO: 'APR',
  APROVADO_APOS_RECUPERACAO: 'APR-R',
  APROVADO_PELO_CONSELHO: 'APR-C',
  REPROVADO: 'REP',
  REPROVADO_POR_FALTAS: 'RPF',
};
