import {
  LDB_MIN_ANNUAL_HOURS,
  LDB_MIN_LESSON_DAYS,
  SCHOOL_DAY_TYPE_FIELD_LABELS,
  type Shift,
  shiftLabels,
} from '@lousa/domain';

/** 'MATUTINO' as a word in a sentence: 'Matutino'. */
const asWord = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

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

  // 'Adicionar período' (issue 27): a range of dates at once.
  addRange: 'Adicionar período',
  rangeTitle: 'Adicionar período',
  rangeDescription:
    'Um dia do tipo escolhido em cada data do período, nos dias da semana marcados. As datas que o calendário já tem ficam como estão.',
  from: 'De',
  to: 'Até',
  weekdays: 'Dias da semana',
  /** The days of the week in the API's order (0 = Sunday). */
  weekdayShort: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
  rangeSubmit: 'Adicionar',
  /** A day type among the range's choices, with its kind: 'Feriado nacional (Feriado)'. */
  typeWithKind: (description: string, kindLabel: string) => `${description} (${kindLabel})`,

  // The year's totals a secretary checks against the law (LDB, art. 24).
  summaryTitle: 'Totais do calendário',
  summaryCalendar: 'Calendário Acadêmico',
  lessonDays: (days: number) => `Dias letivos: ${days}`,
  lessonDaysMinimum: `mínimo ${LDB_MIN_LESSON_DAYS} (LDB, art. 24)`,
  annualHours: 'Carga horária anual',
  shiftHours: (shift: Shift, hours: number) => `${asWord(shiftLabels[shift])}: ${hours} h`,
  hoursMinimum: `mínimo ${LDB_MIN_ANNUAL_HOURS} h`,
  belowMinimum: 'Abaixo do mínimo',
  summaryLoading: 'Carregando os totais…',
  noCalendars: 'Nenhum calendário acadêmico cadastrado.',
} as const;
