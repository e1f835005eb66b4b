/** Labels of the school-day list, its add dialog and the day-type dialog. */
export const diasEscolaresLabels = {
  date: 'Data',
  calendar: 'Calendário Acadêmico',
  type: 'Tipo',
  dialogTitle: 'Adicionar Dia Escolar',
  calendarPlaceholder: 'Selecione o calendário',
  typePlaceholder: 'Selecione o tipo',
  manageTypes: 'Gerenciar tipos de dias escolares',
  typeDialogTitle: 'Adicionar Tipo de Dia Escolar',
  typeDialogDescription: 'Adicione quantos tipos precisar; a janela continua aberta.',
  description: 'Descrição',
  descriptionPlaceholder: 'Ex.: Recesso escolar',
  existingTypes: 'Tipos cadastrados',
  noTypes: 'Nenhum tipo cadastrado.',
} as const;
