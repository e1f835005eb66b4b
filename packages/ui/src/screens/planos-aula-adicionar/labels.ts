/** Labels of the lesson-plan form (spec §3: 'Título*', 'Unidade Temática*', ...). */
export const lessonPlanFormLabels = {
  form: 'Plano de aula',
  title: 'Título',
  theme: 'Unidade Temática',
  classroom: 'Turma*',
  classroomPlaceholder: 'Selecione a turma',
  component: 'Componente Curricular*',
  componentPlaceholder: 'Selecione o componente curricular',
  standards: 'Normas BNCC*',
  standardsPlaceholder: 'Buscar norma BNCC',
  standardsHelp: 'As normas BNCC selecionadas compõem o plano de aula.',
  learningObject: 'Objeto(s) de Conhecimento',
  generalObjective: 'Objetivos',
  references: 'Referências',
  save: 'Salvar',
} as const;
