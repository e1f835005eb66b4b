/** Labels of the academic-term list and its add and edit dialogs. */
export const periodosLetivosLabels = {
  title: 'Título',
  startDate: 'Data de Início',
  endDate: 'Data de Fim',
  calendar: 'Calendário Acadêmico',
  status: 'Status',
  addTitle: 'Adicionar Período Letivo',
  editTitle: 'Editar Período Letivo',
  titlePlaceholder: 'Ex.: 1º Bimestre 2026',
  calendarPlaceholder: 'Selecione o calendário',
} as const;
