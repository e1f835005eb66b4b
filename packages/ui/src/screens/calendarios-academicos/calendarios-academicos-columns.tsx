import {
  type AcademicCalendar,
  calendarStatusLabels,
  labelOf,
  statusBadgeVariant,
} from '@lousa/domain';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { calendariosAcademicosLabels as labels } from './labels';

/**
 * Título, Ano Letivo, Status badge (INATIVO secondary; EM ATIVIDADE, CONCLUÍDO default), each
 * sortable. The kit adds the row actions.
 */
export const calendariosAcademicosColumns = defineColumns<AcademicCalendar>([
  { id: 'title', header: labels.title, sortKey: 'title', cell: (calendar) => calendar.title },
  {
    id: 'academicYear',
    header: labels.academicYear,
    sortKey: 'academicYear',
    cell: (calendar) => calendar.academicYear.year,
  },
  {
    id: 'status',
    header: labels.status,
    sortKey: 'status',
    cell: (calendar) => (
      <Badge variant={statusBadgeVariant(calendar.status)}>
        {labelOf(calendarStatusLabels, calendar.status)}
      </Badge>
    ),
  },
]);
