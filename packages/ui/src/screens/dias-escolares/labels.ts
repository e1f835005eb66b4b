import { SCHOOL_DAY_TYPE_FIELD_LABELS } from '@lousa/domain';

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
  /** The type's kind (issue 27): it alone says whether its days have lessons. */
  kind: SCHOOL_DAY_TYPE_FIELD_LABELS.kind,
  kindPlaceholder: 'Selecione a categoria',
  /** A type's kind in the list of types, beside its description. */
  kindOf: (kindLabel: string) => `${SCHOOL_DAY_TYPE_FIELD_LABELS.kind}: ${kindLabel}`,
  kindHelp: 'Só os dias das categorias Dia Letivo e Sábado Letivo têm aula e frequência.',
  /** A type whose kind the system update guessed (RECESSO): the administrator checks it. */
  kindToReview: 'A revisar',
  kindToReviewNote:
    'Tipos marcados “A revisar” receberam a categoria Recesso na atualização do sistema: edite cada um, confira a categoria e salve.',
  existingTypes: 'Tipos cadastrados',
  noTypes: 'Nenhum tipo cadastrado.',
  loadingTypes: 'Carregando os tipos…',
  editType: (description: string) => `Editar ${description}`,
  deleteType: (description: string) => `Excluir ${description}`,
} as const;
