/** Labels of the attendance list. */
export const frequenciasLabels = {
  classroom: 'Turma',
  classDate: 'Data da Aula',
  launchDate: 'Data de Lançamento',
  status: 'Status',
  actions: 'Ações',
  launch: 'Realizar Lançamento',
  noDate: '-',
} as const;
