import { ATTENDANCE_TODO_DAYS } from '@lousa/domain';

/** Labels of the attendance list ('Frequências'). */
export const frequenciasLabels = {
  classroom: 'Turma',
  curricularComponent: 'Componente Curricular',
  classDate: 'Data da Aula',
  launchDate: 'Data de Lançamento',
  status: 'Status',
  actions: 'Ações',
  launch: 'Realizar Lançamento',
  view: 'Ver lançamento',
  /** What a row's link leaves out (read by screen readers): the class, component and day. */
  rowContext: (classroom: string, component: string, date: string) =>
    ` de ${classroom}, ${component}, ${date}`,
  noDate: '-',
  filters: 'Filtros',
  allStatuses: 'Todos os status',
  /** Which days: the to-do (the default, the server's `todo=1`) or every day. */
  todoLabel: 'Mostrar',
  todo: `A fazer (últimos ${ATTENDANCE_TODO_DAYS} dias)`,
  allDays: 'Todas',
  /** The class and component the address narrows the list to (from 'Minhas Turmas'). */
  classFilter: (classroom: string, component: string) => `${classroom} — ${component}`,
  classFilterUnknown: 'Turma selecionada',
  classFilterLabel: 'Turma e componente',
  /** The class choice while the list is not narrowed to one (a teacher's, a unit's classes). */
  allClasses: 'Todas as turmas',
  removeClassFilter: (name: string) => `Remover o filtro ${name}`,
} as const;
