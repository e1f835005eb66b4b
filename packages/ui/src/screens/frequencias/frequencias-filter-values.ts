import { type ATTENDANCE_SHEET_FILTERS, attendanceStatuses, type MyClass } from '@lousa/domain';
import { frequenciasLabels as labels } from './labels';

export type FrequenciasFilter = (typeof ATTENDANCE_SHEET_FILTERS)[number];
/** Each filter's value as the address holds it ('' for none). */
export type FrequenciasFilterValues = Readonly<Record<FrequenciasFilter, string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNone = (value: string) => (UUID.test(value) ? value : '');

/** The address's `todo` that shows every day ('Todas'); without it, the to-do is shown. */
export const ALL_DAYS = '0';

/**
 * The filters the list call is sent: the class and component ids of the address when they are
 * ids (a component only with its class, as 'Minhas Turmas' links them), a status of the
 * domain's, and the to-do (`todo=1`, the server's rule) unless the address says 'Todas'
 * (`todo=0`): the to-do is the default. Anything else is left out rather than refused by the
 * server.
 */
export function frequenciasListFilters(values: FrequenciasFilterValues): FrequenciasFilterValues {
  const classroomId = idOrNone(values.classroomId);
  return {
    classroomId,
    curricularComponentId: classroomId ? idOrNone(values.curricularComponentId) : '',
    status: (attendanceStatuses as readonly string[]).includes(values.status) ? values.status : '',
    todo: values.todo === ALL_DAYS ? '' : '1',
  };
}

/** One choice of 'Turma e componente': the classroom's and the component's ids. */
export const classChoiceValue = (classroomId: string, curricularComponentId: string) =>
  `${classroomId}:${curricularComponentId}`;

/** The ids a 'Turma e componente' choice stands for. */
export function classOfChoice(value: string) {
  const [classroomId = '', curricularComponentId = ''] = value.split(':');
  return { classroomId, curricularComponentId };
}

/** The user's classes as choices, by classroom name (numbers in order) and then component. */
export function frequenciasClassItems(classes: readonly MyClass[]) {
  return [...classes]
    .sort(
      (a, b) =>
        a.classroom.name.localeCompare(b.classroom.name, 'pt-BR', { numeric: true }) ||
        a.curricularComponent.name.localeCompare(b.curricularComponent.name, 'pt-BR'),
    )
    .map((item) => ({
      value: classChoiceValue(item.classroom.id, item.curricularComponent.id),
      label: labels.classFilter(item.classroom.name, item.curricularComponent.name),
    }));
}
