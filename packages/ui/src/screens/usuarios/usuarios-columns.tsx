import { formatCpf, type User } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { usuariosLabels as labels } from './labels';

/** CPF (formatted), Nome, Sobrenome, Email, Atribuição (role name, or a dash). */
export const usuariosColumns = defineColumns<User>([
  { id: 'cpf', header: labels.cpf, nowrap: true, cell: (user) => formatCpf(user.cpf) },
  { id: 'firstName', header: labels.firstName, cell: (user) => user.firstName },
  { id: 'lastName', header: labels.lastName, cell: (user) => user.lastName },
  { id: 'email', header: labels.email, cell: (user) => user.email },
  { id: 'role', header: labels.role, cell: (user) => user.role?.name || '-' },
]);
