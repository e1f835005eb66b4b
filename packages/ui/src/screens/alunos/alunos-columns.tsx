import { formatCpf, formatDate, genderLabels, labelOf, type StudentRecord } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { alunosLabels as labels } from './labels';

/** CPF (formatted), Nome, Sexo (MASCULINO/FEMININO), Data de Nascimento (DD/MM/YYYY). */
export const alunosColumns = defineColumns<StudentRecord>([
  { id: 'cpf', header: labels.cpf, nowrap: true, cell: (record) => formatCpf(record.person.cpf) },
  { id: 'name', header: labels.name, cell: (record) => record.person.name },
  {
    id: 'gender',
    header: labels.gender,
    cell: (record) => labelOf(genderLabels, record.person.gender),
  },
  {
    id: 'birthDate',
    header: labels.birthDate,
    nowrap: true,
    cell: (record) => formatDate(record.person.birthDate),
  },
]);
