/** Labels of /app/turmas: columns, the add and edit dialogs and their fields. */
export const turmasLabels = {
  name: 'Nome',
  shift: 'Turno',
  course: 'Curso',
  schoolUnit: 'Unidade Escolar',
  capacity: 'Vagas',
  capacityHelp: 'Quantos alunos a turma recebe. Em branco: sem limite.',
  enrolled: 'Matriculados',
  /** 'Matriculados': how many of the seats ('12/30'), or only how many when unlimited. */
  enrolledOf: (enrolled: number, capacity: number | null) =>
    capacity === null ? String(enrolled) : `${enrolled}/${capacity}`,
  addTitle: 'Adicionar Turma',
  editTitle: 'Editar Turma',
  shiftPlaceholder: 'Selecione o turno',
  schoolUnitPlaceholder: 'Selecione a unidade escolar',
  coursePlaceholder: 'Selecione o curso',
  courseNeedsUnit: 'Escolha antes a unidade escolar',
  coursesLoading: 'Carregando cursos…',
} as const;
