/** Labels of /app/anos-letivos: columns, the add dialog and its fields. */
export const anosLetivosLabels = {
  year: 'Ano',
  startDate: 'Data de Início',
  endDate: 'Data de Fim',
  dialogTitle: 'Adicionar Ano Letivo',
  yearPlaceholder: 'AAAA',
} as const;
