/** Labels of /app/turmas: columns, the add and edit dialogs and their fields. */
export const turmasLabels = {
  name: 'Nome',
  shift: 'Turno',
  course: 'Curso',
  schoolUnit: 'Unidade Escolar',
  addTitle: 'Adicionar Turma',
  editTitle: 'Editar Turma',
  shiftPlaceholder: 'Selecione o turno',
  schoolUnitPlaceholder: 'Selecione a unidade escolar',
  coursePlaceholder: 'Selecione o curso',
  courseNeedsUnit: 'Escolha antes a unidade escolar',
  coursesLoading: 'Carregando cursos…',
} as const;
