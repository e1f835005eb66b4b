import { formatCnpj, type SchoolUnit } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { unidadesEscolaresLabels as labels } from './labels';

/** CNPJ (formatted), Nome, Diretor da Unidade. */
export const unidadesEscolaresColumns = defineColumns<SchoolUnit>([
  { id: 'cnpj', header: labels.cnpj, nowrap: true, cell: (unit) => formatCnpj(unit.cnpj) },
  { id: 'name', header: labels.name, cell: (unit) => unit.name },
  { id: 'principalName', header: labels.principalName, cell: (unit) => unit.principalName },
]);
