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
  legend: 'Legenda',
  mapRegion: 'Mapa da turma',
} as const;

/** Labels of 'Encerrar Turma' and 'Reabrir Turma' on 'Resultados da Turma' (issue 28). */
export const closingLabels = {
  region: 'Encerramento da turma',
  close: 'Encerrar Turma',
  reopen: 'Reabrir Turma',
  open: 'Turma em andamento',
  closedOn: (date: string) => `Encerrada em ${date}`,
  closeTitle: (classroom: string) => `Encerrar a turma ${classroom}?`,
  closeDescription:
    'A frequência, as notas e as decisões do Conselho de Classe da turma passam a ser somente leitura, e cada aluno recebe o seu resultado final.',
  closed: (classroom: string) => `Turma ${classroom} encerrada.`,
  gapsTitle: 'A turma ainda não pode ser encerrada',
  gapsCount: (count: number) =>
    count === 1 ? '1 registro a completar:' : `${count} registros a completar:`,
  gapsList: 'Registros que faltam',
  gapRule: 'Regra de Avaliação do curso não definida',
  gapAttendance: (component: string, date: string) =>
    `Frequência de ${component} em ${date} não lançada`,
  gapAttendanceDays: (component: string, days: number, first: string, last: string) =>
    `Frequência de ${component} não lançada em ${days} dias, de ${first} a ${last}`,
  gapGrades: (component: string, term: string | undefined) =>
    term
      ? `Notas de ${component} no ${term} não lançadas`
      : `Notas de ${component} em um período não lançadas`,
  gapExam: (component: string) => `Notas da recuperação final de ${component} não lançadas`,
  closeGaps: 'Fechar',
  reopenTitle: (classroom: string) => `Reabrir a turma ${classroom}?`,
  reopenDescription:
    'A frequência, as notas e as decisões do Conselho de Classe voltam a aceitar alterações; ao encerrar de novo, os resultados são calculados outra vez.',
  reason: 'Motivo',
  reasonPlaceholder: 'Por que a turma precisa ser reaberta?',
  reopened: (classroom: string) => `Turma ${classroom} reaberta.`,
  back: 'Voltar',
} as const;
