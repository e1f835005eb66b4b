import { type AcademicYear, formatDate } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { anosLetivosLabels as labels } from './labels';

/** Ano, Data de Início, Data de Fim (DD/MM/YYYY). */
export const anosLetivosColumns = defineColumns<AcademicYear>([
  { id: 'year', header: labels.year, cell: (year) => year.year },
  {
    id: 'startDate',
    header: labels.startDate,
    nowrap: true,
    cell: (year) => formatDate(year.startDate),
  },
  { id: 'endDate', header: labels.endDate, nowrap: true, cell: (year) => formatDate(year.endDate) },
]);
