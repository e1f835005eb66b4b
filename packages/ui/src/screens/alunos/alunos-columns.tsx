import { formatCpf, formatDate, genderLabels, labelOf, type StudentListItem } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { alunosLabels as labels } from './labels';

/**
 * CPF (formatted; '-' for a child registered by birth certificate alone), Nome, Sexo
 * (MASCULINO/FEMININO), Data de Nascimento (DD/MM/YYYY), all sortable, and Turma (the class of
 * the active enrolment, or '-'). They read the list's flat item (GET /students), not the record.
 */
export const alunosColumns = defineColumns<StudentListItem>([
  {
    id: 'cpf',
    header: labels.cpf,
    sortKey: 'cpf',
    nowrap: true,
    cell: (student) => (student.cpf ? formatCpf(student.cpf) : labels.none),
  },
  { id: 'name', header: labels.name, sortKey: 'name', cell: (student) => student.name },
  {
    id: 'gender',
    header: labels.gender,
    sortKey: 'gender',
    cell: (student) => labelOf(genderLabels, student.gender),
  },
  {
    id: 'birthDate',
    header: labels.birthDate,
    sortKey: 'birthDate',
    nowrap: true,
    cell: (student) => formatDate(student.birthDate),
  },
  {
    id: 'classroom',
    header: labels.classroom,
    nowrap: true,
    cell: (student) => student.classroom?.name ?? labels.none,
  },
]);
