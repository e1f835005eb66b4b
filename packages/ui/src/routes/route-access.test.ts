import { BUILT_IN_ROLES, PERMISSIONS } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { canOpen, canOpenRoute, visibleSidebarMenu } from './route-access';
import { sidebarMenu } from './sidebar-menu';

const permissionsOf = (name: (typeof BUILT_IN_ROLES)[number]['name']) => [
  ...(BUILT_IN_ROLES.find((role) => role.name === name)?.permissions ?? []),
];

/** Every label of a menu, links by route id, sub-groups and disabled items by label. */
function labels(menu: ReturnType<typeof visibleSidebarMenu>): string[] {
  return menu.flatMap((group) => [
    group.label,
    ...group.entries.flatMap((entry) =>
      entry.kind === 'link'
        ? [entry.route, ...(entry.addRoute ? [`+${entry.addRoute}`] : [])]
        : entry.kind === 'subgroup'
          ? [entry.label, ...entry.items.map((item) => item.route)]
          : [entry.label],
    ),
  ]);
}

describe('canOpenRoute', () => {
  it('a route without access opens for every signed-in user; one with access for any of them', () => {
    expect(canOpenRoute({}, [])).toBe(true);
    expect(canOpen('home', [])).toBe(true);
    expect(canOpen('usuarios', [])).toBe(false);
    expect(canOpen('usuarios', ['users.read'])).toBe(true);
    expect(canOpen('calendario-academico', ['pedagogy.own-classes'])).toBe(true);
    expect(canOpen('calendario-academico', ['registries.read'])).toBe(true);
    expect(canOpen('unidades-escolares-adicionar', ['school-units.read'])).toBe(false);
  });
});

describe('visibleSidebarMenu', () => {
  it('the administrator sees the whole menu of the spec, shortcuts included', () => {
    expect(visibleSidebarMenu(sidebarMenu, [...PERMISSIONS])).toEqual(sidebarMenu);
  });

  it('a teacher: students and the pedagogical screens; no registries, no users, no shortcuts they cannot use', () => {
    const menu = labels(visibleSidebarMenu(sidebarMenu, permissionsOf('Professor(a)')));
    expect(menu).toEqual([
      'Área Administrativa',
      'alunos',
      'matriculas',
      'Censo Escolar',
      'Gestão Pedagógica',
      'minhas-turmas',
      'planos-aula',
      '+planos-aula-adicionar',
      'frequencias',
      'notas',
      'resultados',
      'atividades-pedagogicas',
      'calendario-academico',
      'Recursos Humanos',
      'Servidores',
      'Gestão Financeira',
      'PDDE',
    ]);
  });

  it('a school secretary: the registries and units, without the units’ add shortcut or users', () => {
    const menu = labels(visibleSidebarMenu(sidebarMenu, permissionsOf('Secretaria Escolar')));
    expect(menu).toContain('Cadastros');
    expect(menu).toContain('unidades-escolares');
    expect(menu).not.toContain('+unidades-escolares-adicionar');
    expect(menu).not.toContain('usuarios');
    // The unit's attendance and grades, to correct them (decision 0014); no classes of its own.
    expect(menu).toContain('calendario-academico');
    expect(menu).toContain('frequencias');
    expect(menu).toContain('resultados');
    expect(menu).not.toContain('minhas-turmas');
  });

  it('no permission at all: only what needs none (the disabled items’ groups)', () => {
    expect(labels(visibleSidebarMenu(sidebarMenu, []))).toEqual([
      'Recursos Humanos',
      'Servidores',
      'Gestão Financeira',
      'PDDE',
    ]);
  });
});
