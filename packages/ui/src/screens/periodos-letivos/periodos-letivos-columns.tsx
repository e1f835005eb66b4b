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

/** Título, Data de Início, Data de Fim, Calendário Acadêmico, Status badge. */
export const periodosLetivosColumns = defineColumns<AcademicTerm>([
  { id: 'title', header: labels.title, cell: (term) => term.title },
  {
    id: 'startDate',
    header: labels.startDate,
    nowrap: true,
    cell: (term) => formatDate(term.startDate),
  },
  { id: 'endDate', header: labels.endDate, nowrap: true, cell: (term) => formatDate(term.endDate) },
  { id: 'calendar', header: labels.calendar, cell: (term) => term.academicCalendar.title },
  {
    id: 'status',
    header: labels.status,
    cell: (term) => (
      <Badge variant={statusBadgeVariant(term.status)}>
        {labelOf(termStatusLabels, term.status)}
      </Badge>
    ),
  },
]);
