/** Labels of the lesson-plan list and of the plan's page ('Detalhes', 'Imprimir'). */
export const planosAulaLabels = {
  title: 'Título',
  component: 'Componente Curricular',
  classroom: 'Turma',
  author: 'Autor',
  details: 'Detalhes',
  edit: 'Editar',
  printPlan: (title: string) => `Imprimir ${title}`,
  planDetails: (title: string) => `Detalhes de ${title}`,
} as const;

/** Labels of the plan's page: the form's names for its fields (spec §3), and the print. */
export const planoAulaDetalhesLabels = {
  document: 'Plano de Aula',
  theme: 'Unidade Temática',
  classroom: 'Turma',
  component: 'Componente Curricular',
  author: 'Autor',
  createdAt: 'Data',
  standards: 'Normas BNCC',
  learningObject: 'Objeto(s) de Conhecimento',
  generalObjective: 'Objetivos',
  references: 'Referências',
  none: '-',
  edit: 'Editar',
  /** The top of every printed page: the plan's class. */
  printClassroom: (classroom: string) => `Turma: ${classroom}`,
  standardsLoading: 'Carregando as normas BNCC…',
  /** A code the catalogue does not describe (removed, or not loaded). */
  standardWithoutText: 'Descrição indisponível no catálogo BNCC.',
} as const;
