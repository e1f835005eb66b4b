/** Labels of /app/calendarios-academicos: columns, the add and edit dialogs and their fields. */
export const calendariosAcademicosLabels = {
  title: 'Título',
  academicYear: 'Ano Letivo',
  status: 'Status',
  addTitle: 'Adicionar Calendário Acadêmico',
  editTitle: 'Editar Calendário Acadêmico',
  academicYearPlaceholder: 'Selecione o ano letivo',
} as const;
