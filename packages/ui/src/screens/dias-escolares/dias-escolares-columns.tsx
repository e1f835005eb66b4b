import { formatDate, type SchoolDay } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { DayTypeBadge } from '../../components/day-kind';
import { diasEscolaresLabels as labels } from './labels';

/**
 * Data (DD/MM/YYYY), Calendário Acadêmico, Tipo badge (coloured by its kind: 'Feriado' red, ...),
 * each sortable. The kit adds the row actions.
 */
export const diasEscolaresColumns = defineColumns<SchoolDay>([
  {
    id: 'date',
    header: labels.date,
    sortKey: 'date',
    nowrap: true,
    cell: (day) => formatDate(day.date),
  },
  {
    id: 'calendar',
    header: labels.calendar,
    sortKey: 'calendar',
    cell: (day) => day.academicCalendar.title,
  },
  {
    id: 'type',
    header: labels.type,
    sortKey: 'type',
    cell: (day) => <DayTypeBadge description={day.type.description} type={day.type.kind} />,
  },
]);
