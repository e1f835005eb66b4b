import { formatCnpj, type SchoolUnit } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { unidadesEscolaresLabels as labels } from './labels';

/** CNPJ (formatted), Nome, Diretor da Unidade, all sortable. The kit adds the row actions. */
export const unidadesEscolaresColumns = defineColumns<SchoolUnit>([
  {
    id: 'cnpj',
    header: labels.cnpj,
    sortKey: 'cnpj',
    nowrap: true,
    cell: (unit) => formatCnpj(unit.cnpj),
  },
  { id: 'name', header: labels.name, sortKey: 'name', cell: (unit) => unit.name },
  {
    id: 'principalName',
    header: labels.principalName,
    sortKey: 'principalName',
    cell: (unit) => unit.principalName,
  },
]);
