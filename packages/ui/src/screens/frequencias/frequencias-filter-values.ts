import { type ATTENDANCE_SHEET_FILTERS, attendanceStatuses } from '@lousa/domain';

export type FrequenciasFilter = (typeof ATTENDANCE_SHEET_FILTERS)[number];
/** Each filter's value as the address holds it ('' for none). */
export type FrequenciasFilterValues = Readonly<Record<FrequenciasFilter, string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNone = (value: string) => (UUID.test(value) ? value : '');

/**
 * The filters the list call is sent: the class and component ids of the address when they are
 * ids (a component only with its class, as 'Minhas Turmas' links them), and a status of the
 * domain's; anything else is left out rather than refused by the server.
 */
export function frequenciasListFilters(values: FrequenciasFilterValues): FrequenciasFilterValues {
  const classroomId = idOrNone(values.classroomId);
  return {
    classroomId,
    curricularComponentId: classroomId ? idOrNone(values.curricularComponentId) : '',
    status: (attendanceStatuses as readonly string[]).includes(values.status) ? values.status : '',
  };
}
