import type { RoleItem } from '@lousa/domain';
import { defineColumns } from '../../components/data-table';
import { perfisLabels as labels } from './labels';

/** Nome (sortable), Permissões (how many), Usuários (sortable). The kit adds the row actions. */
export const perfisColumns = defineColumns<RoleItem>([
  { id: 'name', header: labels.name, sortKey: 'name', cell: (role) => role.name },
  {
    id: 'permissions',
    header: labels.permissions,
    nowrap: true,
    cell: (role) => labels.permissionCount(role.permissions.length),
  },
  { id: 'users', header: labels.users, sortKey: 'users', cell: (role) => role.users },
]);
