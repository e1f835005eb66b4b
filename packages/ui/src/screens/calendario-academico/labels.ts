import { emptyStates } from '@lousa/domain';

/** Labels of the academic calendar screen. */
export const calendarioLabels = {
  events: 'Lista de Eventos',
  eventsOf: (date: string) => `Eventos de ${date}`,
  noEvents: emptyStates.events,
  calendar: 'Calendário',
  loadingEvents: 'Carregando eventos…',
  /** What a school day entry is, beside its date (it is changed in 'Dias Escolares'). */
  schoolDay: 'Dia escolar',
  addEvent: 'Adicionar Evento',
  title: 'Título',
  description: 'Descrição',
  date: 'Data',
  type: 'Tipo',
  typePlaceholder: 'Selecione o tipo',
  delete: 'Excluir',
  deleteEvent: (title: string) => `Excluir ${title}`,
} as const;
