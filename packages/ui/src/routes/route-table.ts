import type { Permission } from '@lousa/domain';
import { type ResourcePageSlug, resourcePages } from '@lousa/domain/resources/keys.ts';

/**
 * The one table of the product's routes under /app: path, page title, sidebar label and
 * grouping. The router, the sidebar and the Astro pages (one static page per route) all
 * read it, so no path, label or title is written twice.
 */

/** The routes of the screens of their own; each registry's list screen adds its slug. */
type OwnRouteId = (typeof ownRoutes)[number]['id'];
export type RouteId = OwnRouteId | ResourcePageSlug;

/** A route under /app. */
export interface AppRoute extends RouteFields {
  id: RouteId;
}

interface RouteFields {
  /** Path relative to the router's basename (/app); '' is the index. */
  path: string;
  /** Page title shown in the page header. */
  title: string;
  /** Line under the title. */
  subtitle?: string;
  /** Label in the sidebar, when the route has a sidebar item. */
  label?: string;
  /**
   * Who may open it: a user holding any one of these permissions (GET /me). Absent: every
   * signed-in user. The server decides what the screen's calls answer; this only keeps the
   * menu and the page from offering what would be refused.
   */
  access?: readonly Permission[];
}

const PEDAGOGY: readonly Permission[] = ['pedagogy.own-classes', 'pedagogy.unit-classes'];

export const APP_BASENAME = '/app';

const ownRoutes = [
  { id: 'home', path: '', title: 'Página Inicial', label: 'Página Inicial' },
  {
    id: 'alunos-adicionar',
    path: 'alunos/adicionar',
    title: 'Adicionar Aluno',
    subtitle: 'Preencha os dados do aluno e do responsável.',
    access: ['students.write'],
  },
  {
    // The record travels in the query string (`?id=<uuid>`), like every edit page (decision 0010).
    id: 'alunos-ficha',
    path: 'alunos/ficha',
    title: 'Ficha do Aluno',
    subtitle: 'Dados do aluno, do responsável e o histórico de matrículas.',
    access: ['students.read-sensitive'],
  },
  {
    id: 'alunos-editar',
    path: 'alunos/editar',
    title: 'Editar Aluno',
    subtitle: 'Altere os dados abaixo',
    access: ['students.write'],
  },
  {
    id: 'matriculas-adicionar',
    path: 'matriculas/adicionar',
    title: 'Nova Matrícula',
    subtitle: 'Escolha o aluno, a turma do ano letivo e a data da matrícula.',
    access: ['enrollments.write'],
  },
  {
    id: 'unidades-escolares-adicionar',
    path: 'unidades-escolares/adicionar',
    title: 'Adicionar Unidade Escolar',
    subtitle: 'Preencha os dados abaixo',
    access: ['school-units.write'],
  },
  {
    // The record travels in the query string (`?id=<uuid>`), not in the path: the site has one
    // static page per route, so a route parameter would need a page per record.
    id: 'unidades-escolares-editar',
    path: 'unidades-escolares/editar',
    title: 'Editar Unidade Escolar',
    subtitle: 'Altere os dados abaixo',
    access: ['school-units.write'],
  },
  {
    id: 'atividades-pedagogicas',
    path: 'atividades-pedagogicas',
    title: 'Atividades Pedagógicas',
    subtitle: 'Acompanhe as atividades pedagógicas das turmas.',
    label: 'Atividades Pedagógicas',
    access: PEDAGOGY,
  },
  {
    id: 'calendario-academico',
    path: 'calendario-academico',
    title: 'Calendário Acadêmico',
    subtitle: 'Consulte os eventos do calendário acadêmico.',
    label: 'Calendário Acadêmico',
    access: [...PEDAGOGY, 'registries.read'],
  },
  {
    id: 'frequencias',
    path: 'frequencias',
    title: 'Frequências',
    subtitle: 'Acompanhe e realize os lançamentos de frequência.',
    label: 'Frequências',
    access: PEDAGOGY,
  },
  {
    id: 'frequencias-lancamento',
    path: 'frequencias/lancamento',
    title: 'Lançamento de Frequência',
    subtitle: 'Marque a presença dos alunos e justifique as faltas.',
    access: PEDAGOGY,
  },
  {
    id: 'minhas-turmas',
    path: 'minhas-turmas',
    title: 'Minhas Turmas',
    subtitle: 'Acompanhe as turmas em que você leciona.',
    label: 'Minhas Turmas',
    // The classes the user teaches (GET /me/classes): a unit reader teaches none.
    access: ['pedagogy.own-classes'],
  },
  {
    id: 'notas',
    path: 'notas',
    title: 'Notas',
    subtitle: 'Lance e acompanhe as notas dos alunos.',
    label: 'Notas',
    access: PEDAGOGY,
  },
  {
    // 'Resultados da Turma' (issue 28): the class map of final averages and situations.
    id: 'resultados',
    path: 'resultados',
    title: 'Resultados da Turma',
    subtitle: 'Médias finais e situação dos alunos em cada componente.',
    label: 'Resultados',
    access: PEDAGOGY,
  },
  {
    id: 'planos-aula',
    path: 'planos-aula',
    title: 'Planos de Aula',
    subtitle: 'Gerencie os planos de aula das turmas.',
    label: 'Planos de Aula',
    access: PEDAGOGY,
  },
  {
    id: 'planos-aula-adicionar',
    path: 'planos-aula/adicionar',
    title: 'Adicionar Plano de Aula',
    subtitle: 'Preencha os dados abaixo',
    access: ['pedagogy.own-classes'],
  },
  {
    id: 'planos-aula-editar',
    path: 'planos-aula/editar',
    title: 'Editar Plano de Aula',
    subtitle: 'Altere os dados abaixo',
    access: ['pedagogy.own-classes'],
  },
  {
    // 'Detalhes' and 'Imprimir': the plan on its own page (`?id=<uuid>`), printable on A4.
    id: 'planos-aula-detalhes',
    path: 'planos-aula/detalhes',
    title: 'Plano de Aula',
    subtitle: 'Detalhes do plano de aula',
    access: PEDAGOGY,
  },
] as const satisfies readonly (RouteFields & { id: string })[];

/**
 * Every route: the screens of their own above, and each registry's list screen from its
 * declaration (`RESOURCE_CATALOGUE` of `@lousa/domain`: slug, title, subtitle, access).
 */
export const appRoutes: readonly AppRoute[] = [
  ...ownRoutes,
  ...resourcePages.map(({ slug, title, subtitle, label, access }) => ({
    id: slug,
    path: slug,
    title,
    subtitle,
    label: label ?? title,
    access,
  })),
];

const byId = new Map<RouteId, AppRoute>(appRoutes.map((route) => [route.id, route]));

export function getRoute(id: RouteId): AppRoute {
  const route = byId.get(id);
  if (!route) throw new Error(`Rota desconhecida: ${id}`);
  return route;
}

/** Absolute URL path of a route, e.g. `/app/turmas`. */
export function routeHref(id: RouteId): string {
  const { path } = getRoute(id);
  return path ? `${APP_BASENAME}/${path}` : APP_BASENAME;
}

/** Public pages outside the router. */
export const publicPaths = { home: '/', signIn: '/sign-in/' } as const;

/**
 * Path of a route inside the router (which has basename /app), e.g. `/turmas`; `query` adds a
 * query string, e.g. `routeTo('unidades-escolares-editar', { id })` →
 * `/unidades-escolares/editar?id=…`.
 */
export function routeTo(id: RouteId, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `/${getRoute(id).path}${search ? `?${search}` : ''}`;
}
