/** Labels of /app/turmas: columns, the add dialog and its fields. */
export const turmasLabels = {
  name: 'Nome',
  shift: 'Turno',
  course: 'Curso',
  schoolUnit: 'Unidade Escolar',
  dialogTitle: 'Adicionar Turma',
  shiftPlaceholder: 'Selecione o turno',
  schoolUnitPlaceholder: 'Selecione a unidade escolar',
  coursePlaceholder: 'Selecione o curso',
  courseNeedsUnit: 'Escolha antes a unidade escolar',
  coursesLoading: 'Carregando cursos…',
} as const;
