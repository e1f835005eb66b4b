import type { AttendanceSheet } from '@lousa/domain';
import { routeTo } from '../../routes/route-table';

const saoPauloDate = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * The day an instant fell on (a launch, the end of the correction window) as a person in the
 * network reads it, DD/MM/AAAA in São Paulo's time whatever the browser's zone; '' for none.
 */
export function formatInstantDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : saoPauloDate.format(date);
}

/** The address of a day's 'Lançamento de Frequência': its class, component and YYYY-MM-DD. */
export function launchHref(
  sheet: Pick<AttendanceSheet, 'classroom' | 'curricularComponent' | 'date'>,
): string {
  return routeTo('frequencias-lancamento', {
    classroomId: sheet.classroom.id,
    curricularComponentId: sheet.curricularComponent.id,
    date: sheet.date.slice(0, 10),
  });
}
