/** Labels of the curriculum-matrix list and its add dialog. */
export const matrizesCurricularesLabels = {
  name: 'Nome',
  dialogTitle: 'Adicionar Matriz Curricular',
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
