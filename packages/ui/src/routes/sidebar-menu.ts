/**
 * The sidebar's menu (spec §2 "Sidebar menu"): groups of items pointing at route ids of the
 * route table, so labels and paths are never written twice. Items without a route are shown
 * disabled. The same items are shown to everyone (spec §6).
 */
import {
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

export const sidebarMenu: SidebarGroup[] = [
  {
    label: 'Área Administrativa',
    entries: [
      {
        kind: 'subgroup',
        label: 'Cadastros',
        icon: ClipboardList,
        items: [
          link('modalidades-ensino'),
          link('componentes-curriculares'),
          link('matrizes-curriculares'),
          link('cursos'),
        ],
      },
      {
        kind: 'subgroup',
        label: 'Calendários Acadêmicos',
        icon: CalendarRange,
        items: [link('calendarios-academicos'), link('periodos-letivos'), link('dias-escolares')],
      },
      link('anos-letivos', CalendarDays),
      link('unidades-escolares', School, 'unidades-escolares-adicionar'),
      link('turmas', Presentation),
      link('alunos', GraduationCap, 'alunos-adicionar'),
      link('matriculas', NotebookPen, 'matriculas-adicionar'),
      link('usuarios', Users),
      link('perfis', ShieldCheck),
      link('auditoria', ScrollText),
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
