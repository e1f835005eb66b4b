/** Labels of /app/anos-letivos: columns, the add and edit dialogs and their fields. */
export const anosLetivosLabels = {
  year: 'Ano',
  startDate: 'Data de Início',
  endDate: 'Data de Fim',
  addTitle: 'Adicionar Ano Letivo',
  editTitle: 'Editar Ano Letivo',
  yearPlaceholder: 'AAAA',
} as const;
