import { formatDate, type SchoolDay } from '@lousa/domain';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { diasEscolaresLabels as labels } from './labels';

/** Data, Calendário Acadêmico, Tipo badge. */
export const diasEscolaresColumns = defineColumns<SchoolDay>([
  { id: 'date', header: labels.date, nowrap: true, cell: (day) => formatDate(day.date) },
  { id: 'calendar', header: labels.calendar, cell: (day) => day.academicCalendar.title },
  {
    id: 'type',
    header: labels.type,
    cell: (day) => <Badge>{day.type.description}</Badge>,
  },
]);
