import type { AttendanceSheet } from '@lousa/domain';
import { routeTo } from '../../routes/route-table';

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
