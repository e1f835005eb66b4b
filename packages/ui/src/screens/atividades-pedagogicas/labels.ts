/** Labels of the pedagogical activities screen and of its add/edit dialog. */
export const atividadesLabels = {
  title: 'Título',
  classroom: 'Turma',
  component: 'Componente Curricular',
  date: 'Data',
  description: 'Descrição',
  addTitle: 'Adicionar Atividade',
  editTitle: 'Editar Atividade',
  classroomPlaceholder: 'Selecione a turma',
  noClassroom: 'Nenhuma turma encontrada...',
  componentPlaceholder: 'Selecione o componente curricular',
  componentNeedsClassroom: 'Selecione antes a turma',
  noClasses:
    'Você ainda não leciona em nenhuma turma: peça à secretaria da escola que atribua você como professor(a) em Turmas › Professores.',
} as const;
