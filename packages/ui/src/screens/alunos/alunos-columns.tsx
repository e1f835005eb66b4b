import { formatCpf, formatDate, genderLabels, labelOf, type StudentRecord } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { alunosLabels as labels } from './labels';

/** CPF (formatted), Nome, Sexo (MASCULINO/FEMININO), Data de Nascimento (DD/MM/YYYY); all sortable. */
export const alunosColumns = defineColumns<StudentRecord>([
  {
    id: 'cpf',
    header: labels.cpf,
    sortKey: 'cpf',
    nowrap: true,
    cell: (record) => formatCpf(record.person.cpf),
  },
  { id: 'name', header: labels.name, sortKey: 'name', cell: (record) => record.person.name },
  {
    id: 'gender',
    header: labels.gender,
    sortKey: 'gender',
    cell: (record) => labelOf(genderLabels, record.person.gender),
  },
  {
    id: 'birthDate',
    header: labels.birthDate,
    sortKey: 'birthDate',
    nowrap: true,
    cell: (record) => formatDate(record.person.birthDate),
  },
]);
