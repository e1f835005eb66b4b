/** Labels of the lesson-plan list. */
export const planosAulaLabels = {
  add: 'Adicionar',
  title: 'Título',
  component: 'Componente Curricular',
  classroom: 'Turma',
  actions: 'Ações',
  print: 'Imprimir',
  details: 'Detalhes',
  printPlan: (title: string) => `Imprimir ${title}`,
  planDetails: (title: string) => `Detalhes de ${title}`,
} as const;
