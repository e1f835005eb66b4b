/**
 * Who may do what: the fixed catalogue of permissions, grouped by area with their pt-BR labels,
 * and the built-in roles created at first start. The server checks these names on every data
 * route (deny by default); the screens use them to decide what to offer.
 */

/** Every permission, grouped by the area a role editor shows them under. */
export const permissionAreas = [
  {
    area: 'Rede',
    permissions: [
      { key: 'network.all', label: 'Acessar todas as unidades escolares da rede' },
      { key: 'school-units.read', label: 'Ver unidades escolares' },
      { key: 'school-units.write', label: 'Cadastrar e editar unidades escolares' },
    ],
  },
  {
    area: 'Cadastros',
    permissions: [
      { key: 'registries.read', label: 'Ver cadastros (cursos, turmas, calendários…)' },
      { key: 'registries.write', label: 'Cadastrar e editar cadastros' },
    ],
  },
  {
    area: 'Alunos e matrículas',
    permissions: [
      { key: 'students.read', label: 'Ver a lista de alunos' },
      { key: 'students.read-sensitive', label: 'Ver a ficha completa do aluno (dados pessoais)' },
      { key: 'students.write', label: 'Cadastrar e editar alunos' },
      { key: 'enrollments.write', label: 'Matricular, transferir e cancelar matrículas' },
    ],
  },
  {
    area: 'Pedagógico',
    permissions: [
      { key: 'pedagogy.own-classes', label: 'Planos, frequência e notas das próprias turmas' },
      { key: 'pedagogy.unit-classes', label: 'Ver o pedagógico das turmas da unidade' },
      {
        key: 'pedagogy.correct-records',
        label: 'Corrigir frequências e notas das turmas da unidade, também após o prazo',
      },
    ],
  },
  {
    area: 'Administração',
    permissions: [
      { key: 'users.read', label: 'Ver usuários' },
      { key: 'users.manage', label: 'Cadastrar, editar e desativar usuários' },
      { key: 'roles.manage', label: 'Gerenciar perfis de acesso' },
      { key: 'audit.read', label: 'Consultar a auditoria' },
    ],
  },
] as const;

export type Permission = (typeof permissionAreas)[number]['permissions'][number]['key'];

/** The catalogue, in the order the areas list it. */
export const PERMISSIONS: readonly Permission[] = permissionAreas.flatMap((area) =>
  area.permissions.map((permission) => permission.key),
);

const permissionSet: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && permissionSet.has(value);
}

/** The pt-BR label of a permission. */
export function permissionLabel(permission: Permission): string {
  for (const area of permissionAreas) {
    for (const item of area.permissions) if (item.key === permission) return item.label;
  }
  return permission;
}

/**
 * The permission that lifts the unit scope: its holders see and change every unit's records.
 * Anyone else sees only the records of the school units given to them.
 */
export const NETWORK_WIDE: Permission = 'network.all';

const secretary: Permission[] = [
  'school-units.read',
  'registries.read',
  'registries.write',
  'students.read',
  'students.read-sensitive',
  'students.write',
  'enrollments.write',
  'pedagogy.unit-classes',
  'pedagogy.correct-records',
];

/** The roles created at first start (and by the upgrade of an older database). */
export const BUILT_IN_ROLES = [
  { name: 'Administrador', permissions: [...PERMISSIONS] },
  { name: 'Secretaria Escolar', permissions: secretary },
  { name: 'Diretor(a)', permissions: [...secretary] },
  { name: 'Professor(a)', permissions: ['students.read', 'pedagogy.own-classes'] },
] as const satisfies readonly { name: string; permissions: readonly Permission[] }[];

export const ADMIN_ROLE_NAME = 'Administrador';

/** Whether a set of granted permissions includes `permission`. */
export function can(
  granted: readonly string[] | null | undefined,
  permission: Permission,
): boolean {
  return granted?.includes(permission) ?? false;
}
