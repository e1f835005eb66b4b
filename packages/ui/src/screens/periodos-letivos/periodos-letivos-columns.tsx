import {
  type AcademicTerm,
  formatDate,
  labelOf,
  statusBadgeVariant,
  termStatusLabels,
} from '@lousa/domain';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { periodosLetivosLabels as labels } from './labels';

/**
 * Título, Data de Início, Data de Fim (DD/MM/YYYY), Calendário Acadêmico, Status badge, each
 * sortable. The kit adds the row actions.
 */
export const periodosLetivosColumns = defineColumns<AcademicTerm>([
  { id: 'title', header: labels.title, sortKey: 'title', cell: (term) => term.title },
  {
    id: 'startDate',
    header: labels.startDate,
    sortKey: 'startDate',
    nowrap: true,
    cell: (term) => formatDate(term.startDate),
  },
  {
    id: 'endDate',
    header: labels.endDate,
    sortKey: 'endDate',
    nowrap: true,
    cell: (term) => formatDate(term.endDate),
  },
  {
    id: 'calendar',
    header: labels.calendar,
    sortKey: 'calendar',
    cell: (term) => term.academicCalendar.title,
  },
  {
    id: 'status',
    header: labels.status,
    sortKey: 'status',
    cell: (term) => (
      <Badge variant={statusBadgeVariant(term.status)}>
        {labelOf(termStatusLabels, term.status)}
      </Badge>
    ),
  },
]);
