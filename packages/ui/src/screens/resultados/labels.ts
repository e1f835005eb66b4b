import type { EvaluationSituation } from '@lousa/domain';

/** Labels of 'Resultados da Turma' (issue 28). */
export const resultadosLabels = {
  selection: 'Turma e situação',
  classroom: 'Turma',
  classPlaceholder: 'Selecione a turma',
  situation: 'Situação',
  allSituations: 'Todas',
  loading: 'Carregando os resultados…',
  noClassesTitle: 'Você não tem turmas atribuídas.',
  noClassesDetail: 'Os resultados aparecem aqui para as turmas em que você leciona ou acompanha.',
  chooseTitle: 'Escolha uma turma.',
  chooseDetail: 'O mapa da turma mostra a média final e a situação de cada aluno por componente.',
  noStudents: 'Nenhum aluno matriculado nesta turma.',
  noneInSituation: 'Nenhum aluno nesta situação.',
  student: 'Aluno',
  attendance: 'Frequência',
  result: 'Resultado',
  table: (classroom: string) => `Resultados da turma ${classroom}`,
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'aluno' : 'alunos'}`
      : `${shown} de ${total} ${total === 1 ? 'aluno' : 'alunos'}`,
  /** While in recovery: the exam grade that passes, or that none can. */
  needed: (score: string | null) =>
    score === null ? 'nenhuma nota de exame aprova' : `precisa de ${score} no exame`,
  legend: 'Legenda',
  mapRegion: 'Mapa da turma',
  noValue: '-',
} as const;

/**
 * The situations' short forms in the class map, as school diaries write them; the legend under
 * the map and each one's title give the full name.
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
