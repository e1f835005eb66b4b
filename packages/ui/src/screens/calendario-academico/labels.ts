import { emptyStates } from '@lousa/domain';

/** Labels of the academic calendar screen. */
export const calendarioLabels = {
  events: 'Lista de Eventos',
  eventsOf: (date: string) => `Eventos de ${date}`,
  noEvents: emptyStates.events,
  calendar: 'Calendário',
} as const;
