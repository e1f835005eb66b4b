import { countOf } from '@lousa/domain';

/** Labels of the role list and its add and edit dialogs. */
export const perfisLabels = {
  name: 'Nome',
  permissions: 'Permissões',
  users: 'Usuários',
  addTitle: 'Adicionar Perfil',
  editTitle: 'Editar Perfil',
  namePlaceholder: 'Ex.: Coordenação Pedagógica',
  /** '1 permissão', '7 permissões'. */
  permissionCount: (n: number) => countOf(n, 'permissão', 'permissões'),
} as const;
