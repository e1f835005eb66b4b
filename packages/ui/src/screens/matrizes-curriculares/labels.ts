/** Labels of the curriculum-matrix list and its add and edit dialogs. */
export const matrizesCurricularesLabels = {
  name: 'Nome',
  addTitle: 'Adicionar Matriz Curricular',
  editTitle: 'Editar Matriz Curricular',
  namePlaceholder: 'Ex.: Matriz Anos Iniciais 2026',
  components: 'Componentes da matriz',
  rowLegend: (row: number) => `Componente ${row}`,
  component: 'Componente Curricular',
  componentPlaceholder: 'Selecione o componente',
  workload: 'Carga Horária',
  workloadPlaceholder: 'Horas',
  addRow: 'Adicionar componente',
  removeRow: (row: number) => `Remover componente ${row}`,
  noRows: 'Nenhum componente adicionado.',
} as const;
