/** Labels of the pedagogical activities screen. */
export const atividadesLabels = {
  add: 'Adicionar',
  title: 'Título',
  classroom: 'Turma',
  component: 'Componente Curricular',
  date: 'Data',
} as const;
