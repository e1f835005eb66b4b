/** Labels of /app/calendarios-academicos: columns, the add and edit dialogs and their fields. */
export const calendariosAcademicosLabels = {
  title: 'Título',
  academicYear: 'Ano Letivo',
  schoolUnits: 'Unidades Escolares',
  /** A calendar of no unit in particular: it applies to the whole network. */
  wholeNetwork: 'Toda a rede',
  schoolUnitsHelp: 'Deixe vazio para toda a rede',
  status: 'Status',
  addTitle: 'Adicionar Calendário Acadêmico',
  editTitle: 'Editar Calendário Acadêmico',
  academicYearPlaceholder: 'Selecione o ano letivo',
} as const;
