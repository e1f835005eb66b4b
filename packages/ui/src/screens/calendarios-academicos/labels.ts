/** Labels of /app/calendarios-academicos: columns, the add dialog and its fields. */
export const calendariosAcademicosLabels = {
  title: 'Título',
  academicYear: 'Ano Letivo',
  status: 'Status',
  dialogTitle: 'Adicionar Calendário Acadêmico',
  academicYearPlaceholder: 'Selecione o ano letivo',
} as const;
