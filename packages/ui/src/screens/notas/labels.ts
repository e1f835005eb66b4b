/** Labels of the grades screen. */
export const notasLabels = {
  launch: 'Lançar Notas',
  classroom: 'Turma',
  component: 'Componente Curricular',
  term: 'Período Letivo',
  status: 'Status',
} as const;
