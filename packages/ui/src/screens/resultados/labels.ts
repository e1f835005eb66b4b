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
