/**
 * The one table of the product's routes under /app: path, page title, sidebar label and
 * grouping. The router, the sidebar and the Astro pages (one static page per route) all
 * read it, so no path, label or title is written twice.
 */

export type RouteId =
  | 'home'
  | 'alunos'
  | 'anos-letivos'
  | 'calendarios-academicos'
  | 'dias-escolares'
  | 'matriculas'
  | 'periodos-letivos'
  | 'turmas'
  | 'unidades-escolares'
  | 'unidades-escolares-adicionar'
  | 'unidades-escolares-editar'
  | 'usuarios'
  | 'componentes-curriculares'
  | 'cursos'
  | 'matrizes-curriculares'
  | 'modalidades-ensino'
  | 'atividades-pedagogicas'
  | 'calendario-academico'
  | 'frequencias'
  | 'frequencias-lancamento'
  | 'minhas-turmas'
  | 'notas'
  | 'planos-aula'
  | 'planos-aula-adicionar';

export interface AppRoute {
  id: RouteId;
  /** Path relative to the router's basename (/app); '' is the index. */
  path: string;
  /** Page title shown in the page header. */
  title: string;
  /** Line under the title. */
  subtitle?: string;
  /** Label in the sidebar, when the route has a sidebar item. */
  label?: string;
}

export const APP_BASENAME = '/app';

export const appRoutes = [
  { id: 'home', path: '', title: 'Página Inicial', label: 'Página Inicial' },
  {
    id: 'alunos',
    path: 'alunos',
    title: 'Alunos',
    subtitle: 'Consulte os alunos da rede e seus responsáveis.',
    label: 'Alunos',
  },
  {
    id: 'anos-letivos',
    path: 'anos-letivos',
    title: 'Anos Letivos',
    subtitle: 'Gerencie os anos letivos da rede.',
    label: 'Anos Letivos',
  },
  {
    id: 'calendarios-academicos',
    path: 'calendarios-academicos',
    title: 'Calendários Acadêmicos',
    subtitle: 'Gerencie os calendários acadêmicos de cada ano letivo.',
    label: 'Calendários',
  },
  {
    id: 'dias-escolares',
    path: 'dias-escolares',
    title: 'Dias Escolares',
    subtitle: 'Gerencie os dias escolares dos calendários e seus tipos.',
    label: 'Dias Escolares',
  },
  {
    id: 'matriculas',
    path: 'matriculas',
    title: 'Matrículas',
    subtitle: 'Consulte as matrículas dos alunos.',
    label: 'Matrículas',
  },
  {
    id: 'periodos-letivos',
    path: 'periodos-letivos',
    title: 'Períodos Letivos',
    subtitle: 'Gerencie os períodos letivos dos calendários acadêmicos.',
    label: 'Períodos Letivos',
  },
  {
    id: 'turmas',
    path: 'turmas',
    title: 'Turmas',
    subtitle: 'Gerencie as turmas das unidades escolares.',
    label: 'Turmas',
  },
  {
    id: 'unidades-escolares',
    path: 'unidades-escolares',
    title: 'Unidades Escolares',
    subtitle: 'Gerencie as unidades escolares da rede.',
    label: 'Unidades Escolares',
  },
  {
    id: 'unidades-escolares-adicionar',
    path: 'unidades-escolares/adicionar',
    title: 'Adicionar Unidade Escolar',
    subtitle: 'Preencha os dados abaixo',
  },
  {
    // The record travels in the query string (`?id=<uuid>`), not in the path: the site has one
    // static page per route, so a route parameter would need a page per record.
    id: 'unidades-escolares-editar',
    path: 'unidades-escolares/editar',
    title: 'Editar Unidade Escolar',
    subtitle: 'Altere os dados abaixo',
  },
  {
    id: 'usuarios',
    path: 'usuarios',
    title: 'Usuários',
    subtitle: 'Gerencie os usuários que acessam o sistema.',
    label: 'Usuários',
  },
  {
    id: 'componentes-curriculares',
    path: 'componentes-curriculares',
    title: 'Componentes Curriculares',
    subtitle: 'Gerencie os componentes curriculares.',
    label: 'Componentes Curriculares',
  },
  {
    id: 'cursos',
    path: 'cursos',
    title: 'Cursos',
    subtitle: 'Gerencie os cursos oferecidos pelas unidades escolares.',
    label: 'Cursos',
  },
  {
    id: 'matrizes-curriculares',
    path: 'matrizes-curriculares',
    title: 'Matrizes Curriculares',
    subtitle: 'Gerencie as matrizes curriculares e suas cargas horárias.',
    label: 'Matrizes Curriculares',
  },
  {
    id: 'modalidades-ensino',
    path: 'modalidades-ensino',
    title: 'Modalidades de Ensino',
    subtitle: 'Gerencie as modalidades de ensino.',
    label: 'Modalidades de Ensino',
  },
  {
    id: 'atividades-pedagogicas',
    path: 'atividades-pedagogicas',
    title: 'Atividades Pedagógicas',
    subtitle: 'Acompanhe as atividades pedagógicas das turmas.',
    label: 'Atividades Pedagógicas',
  },
  {
    id: 'calendario-academico',
    path: 'calendario-academico',
    title: 'Calendário Acadêmico',
    subtitle: 'Consulte os eventos do calendário acadêmico.',
    label: 'Calendário Acadêmico',
  },
  {
    id: 'frequencias',
    path: 'frequencias',
    title: 'Frequências',
    subtitle: 'Acompanhe e realize os lançamentos de frequência.',
    label: 'Frequências',
  },
  {
    id: 'frequencias-lancamento',
    path: 'frequencias/lancamento',
    title: 'Lançamento de Frequência',
    subtitle: 'Marque a presença dos alunos e justifique as faltas.',
  },
  {
    id: 'minhas-turmas',
    path: 'minhas-turmas',
    title: 'Minhas Turmas',
    subtitle: 'Acompanhe as turmas em que você leciona.',
    label: 'Minhas Turmas',
  },
  {
    id: 'notas',
    path: 'notas',
    title: 'Notas',
    subtitle: 'Lance e acompanhe as notas dos alunos.',
    label: 'Notas',
  },
  {
    id: 'planos-aula',
    path: 'planos-aula',
    title: 'Planos de Aula',
    subtitle: 'Gerencie os planos de aula das turmas.',
    label: 'Planos de Aula',
  },
  {
    id: 'planos-aula-adicionar',
    path: 'planos-aula/adicionar',
    title: 'Adicionar Plano de Aula',
    subtitle: 'Preencha os dados abaixo',
  },
] as const satisfies readonly AppRoute[];

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
