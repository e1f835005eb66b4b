import { type AcademicYear, formatDate } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { anosLetivosLabels as labels } from './labels';

/** Ano, Data de Início, Data de Fim (DD/MM/YYYY), each sortable. The kit adds the row actions. */
export const anosLetivosColumns = defineColumns<AcademicYear>([
  { id: 'year', header: labels.year, sortKey: 'year', cell: (year) => year.year },
  {
    id: 'startDate',
    header: labels.startDate,
    sortKey: 'startDate',
    nowrap: true,
    cell: (year) => formatDate(year.startDate),
  },
  {
    id: 'endDate',
    header: labels.endDate,
    sortKey: 'endDate',
    nowrap: true,
    cell: (year) => formatDate(year.endDate),
  },
]);
