import { formatCpf, type User } from '@lousa/domain';
import { Badge } from '../../components/badge';
import { defineColumns } from '../../components/data-table';
import { usuariosLabels as labels } from './labels';

/**
 * CPF (formatted), Nome, Sobrenome, Email, Atribuição (role name, or a dash), all sortable;
 * Situação: 'Ativo' or 'Inativo'.
 */
export const usuariosColumns = defineColumns<User>([
  {
    id: 'cpf',
    header: labels.cpf,
    sortKey: 'cpf',
    nowrap: true,
    cell: (user) => formatCpf(user.cpf),
  },
  {
    id: 'firstName',
    header: labels.firstName,
    sortKey: 'firstName',
    cell: (user) => user.firstName,
  },
  { id: 'lastName', header: labels.lastName, sortKey: 'lastName', cell: (user) => user.lastName },
  { id: 'email', header: labels.email, sortKey: 'email', cell: (user) => user.email },
  { id: 'role', header: labels.role, sortKey: 'role', cell: (user) => user.role?.name || '-' },
  {
    id: 'active',
    header: labels.status,
    nowrap: true,
    cell: (user) =>
      user.active ? (
        <Badge variant="success">{labels.active}</Badge>
      ) : (
        <Badge variant="secondary">{labels.inactive}</Badge>
      ),
  },
]);
