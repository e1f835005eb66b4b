/** Labels of the 'Minhas Turmas' screen. */
export const minhasTurmasLabels = {
  list: 'Turmas e componentes',
  loading: 'Carregando suas turmas…',
  schoolUnit: 'Unidade',
  students: 'Alunos',
  /** '1 aluno', '28 alunos', 'Nenhum aluno'. */
  studentsCount: (count: number) =>
    count === 0 ? 'Nenhum aluno' : count === 1 ? '1 aluno' : `${count} alunos`,
  attendance: 'Frequência',
  grades: 'Notas',
  /** What a link's visible word leaves out (read by screen readers): the class and component. */
  linkContext: (classroom: string, component: string) => ` de ${classroom}, ${component}`,
  emptyTitle: 'Você ainda não tem turmas atribuídas.',
  emptyDetail:
    'Peça à secretaria da sua escola que atribua você às turmas e aos componentes em que leciona (Turmas › Professores).',
} as const;
