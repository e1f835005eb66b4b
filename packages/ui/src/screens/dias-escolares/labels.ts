/** Labels of the school-day list, its add and edit dialogs and the day-type dialogs. */
export const diasEscolaresLabels = {
  date: 'Data',
  calendar: 'Calendário Acadêmico',
  type: 'Tipo',
  addTitle: 'Adicionar Dia Escolar',
  editTitle: 'Editar Dia Escolar',
  calendarPlaceholder: 'Selecione o calendário',
  typePlaceholder: 'Selecione o tipo',
  manageTypes: 'Gerenciar tipos de dias escolares',
  typeDialogTitle: 'Adicionar Tipo de Dia Escolar',
  typeDialogDescription:
    'Adicione quantos tipos precisar; a janela continua aberta. Os tipos cadastrados podem ser editados ou excluídos na lista.',
  typeEditTitle: 'Editar Tipo de Dia Escolar',
  description: 'Descrição',
  descriptionPlaceholder: 'Ex.: Recesso escolar',
  existingTypes: 'Tipos cadastrados',
  noTypes: 'Nenhum tipo cadastrado.',
  loadingTypes: 'Carregando os tipos…',
  editType: (description: string) => `Editar ${description}`,
  deleteType: (description: string) => `Excluir ${description}`,
} as const;
