/**
 * The sidebar's menu (spec §2 "Sidebar menu"): groups of items pointing at route ids of the
 * route table, so labels and paths are never written twice. Items without a route are shown
 * disabled. The same items are shown to everyone (spec §6). The registries' items come from their
 * declarations (`RESOURCE_CATALOGUE`: group and order); a registry's icon, when it stands on its
 * own, is here.
 */

import { type ResourceMenuGroup, resourcePages } from '@lousa/domain/resources/keys.ts';
import {
  Award,
  BookOpen,
  Building2,
  CalendarDays,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  FileBarChart,
  GraduationCap,
  type LucideIcon,
  NotebookPen,
  Presentation,
  School,
  ScrollText,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { RouteId } from './route-table.ts';

export interface SidebarLink {
  kind: 'link';
  route: RouteId;
  icon?: LucideIcon;
  /** Route of the "+" shortcut beside the item. */
  addRoute?: RouteId;
}

export interface SidebarDisabled {
  kind: 'disabled';
  label: string;
  icon?: LucideIcon;
}

export interface SidebarSubgroup {
  kind: 'subgroup';
  label: string;
  icon: LucideIcon;
  items: SidebarLink[];
}

export type SidebarEntry = SidebarLink | SidebarDisabled | SidebarSubgroup;

export interface SidebarGroup {
  label: string;
  entries: SidebarEntry[];
}

const link = (route: RouteId, icon?: LucideIcon, addRoute?: RouteId): SidebarLink => ({
  kind: 'link',
  route,
  ...(icon ? { icon } : {}),
  ...(addRoute ? { addRoute } : {}),
});

/** The icon and the "+" shortcut of the registries that stand on their own in the menu. */
const registryItems: Partial<Record<RouteId, { icon: LucideIcon; addRoute?: RouteId }>> = {
  'anos-letivos': { icon: CalendarDays },
  'unidades-escolares': { icon: School, addRoute: 'unidades-escolares-adicionar' },
  turmas: { icon: Presentation },
  alunos: { icon: GraduationCap, addRoute: 'alunos-adicionar' },
  matriculas: { icon: NotebookPen, addRoute: 'matriculas-adicionar' },
  usuarios: { icon: Users },
  perfis: { icon: ShieldCheck },
  auditoria: { icon: ScrollText },
};

/** A group's registry screens, in their declared order (`menu` of `RESOURCE_CATALOGUE`). */
function registryLinks(group: ResourceMenuGroup): SidebarLink[] {
  return resourcePages
    .filter((page) => page.menu.group === group)
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((page) => {
      const item = registryItems[page.slug];
      return link(page.slug, item?.icon, item?.addRoute);
    });
}

export const sidebarMenu: SidebarGroup[] = [
  {
    label: 'Área Administrativa',
    entries: [
      {
        kind: 'subgroup',
        label: 'Cadastros',
        icon: ClipboardList,
        items: registryLinks('cadastros'),
      },
      {
        kind: 'subgroup',
        label: 'Calendários Acadêmicos',
        icon: CalendarRange,
        items: registryLinks('calendarios'),
      },
      ...registryLinks('administrativa'),
      { kind: 'disabled', label: 'Censo Escolar', icon: FileBarChart },
    ],
  },
  {
    label: 'Gestão Pedagógica',
    entries: [
      link('minhas-turmas', Presentation),
      link('planos-aula', BookOpen, 'planos-aula-adicionar'),
      link('frequencias', ClipboardCheck),
      link('notas', FileBarChart),
      link('resultados', Award),
      link('atividades-pedagogicas', NotebookPen),
      link('calendario-academico', CalendarDays),
    ],
  },
  {
    label: 'Recursos Humanos',
    entries: [{ kind: 'disabled', label: 'Servidores', icon: Building2 }],
  },
  {
    label: 'Gestão Financeira',
    entries: [{ kind: 'disabled', label: 'PDDE', icon: Wallet }],
  },
];
