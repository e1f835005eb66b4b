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
  /** Label in the sidebar, when the route has a sidebar item. */
  label?: string;
}

export const APP_BASENAME = '/app';

export const appRoutes = [
  { id: 'home', path: '', title: 'Página Inicial', label: 'Página Inicial' },
  { id: 'alunos', path: 'alunos', title: 'Alunos', label: 'Alunos' },
  { id: 'anos-letivos', path: 'anos-letivos', title: 'Anos Letivos', label: 'Anos Letivos' },
  {
    id: 'calendarios-academicos',
    path: 'calendarios-academicos',
    title: 'Calendários Acadêmicos',
    label: 'Calendários',
  },
  {
    id: 'dias-escolares',
    path: 'dias-escolares',
    title: 'Dias Escolares',
    label: 'Dias Escolares',
  },
  { id: 'matriculas', path: 'matriculas', title: 'Matrículas', label: 'Matrículas' },
  {
    id: 'periodos-letivos',
    path: 'periodos-letivos',
    title: 'Períodos Letivos',
    label: 'Períodos Letivos',
  },
  { id: 'turmas', path: 'turmas', title: 'Turmas', label: 'Turmas' },
  {
    id: 'unidades-escolares',
    path: 'unidades-escolares',
    title: 'Unidades Escolares',
    label: 'Unidades Escolares',
  },
  {
    id: 'unidades-escolares-adicionar',
    path: 'unidades-escolares/adicionar',
    title: 'Adicionar Unidade Escolar',
  },
  { id: 'usuarios', path: 'usuarios', title: 'Usuários', label: 'Usuários' },
  {
    id: 'componentes-curriculares',
    path: 'componentes-curriculares',
    title: 'Componentes Curriculares',
    label: 'Componentes Curriculares',
  },
  { id: 'cursos', path: 'cursos', title: 'Cursos', label: 'Cursos' },
  {
    id: 'matrizes-curriculares',
    path: 'matrizes-curriculares',
    title: 'Matrizes Curriculares',
    label: 'Matrizes Curriculares',
  },
  {
    id: 'modalidades-ensino',
    path: 'modalidades-ensino',
    title: 'Modalidades de Ensino',
    label: 'Modalidades de Ensino',
  },
  {
    id: 'atividades-pedagogicas',
    path: 'atividades-pedagogicas',
    title: 'Atividades Pedagógicas',
    label: 'Atividades Pedagógicas',
  },
  {
    id: 'calendario-academico',
    path: 'calendario-academico',
    title: 'Calendário Acadêmico',
    label: 'Calendário Acadêmico',
  },
  { id: 'frequencias', path: 'frequencias', title: 'Frequências', label: 'Frequências' },
  {
    id: 'frequencias-lancamento',
    path: 'frequencias/lancamento',
    title: 'Lançamento de Frequência',
  },
  { id: 'minhas-turmas', path: 'minhas-turmas', title: 'Minhas Turmas', label: 'Minhas Turmas' },
  { id: 'notas', path: 'notas', title: 'Notas', label: 'Notas' },
  { id: 'planos-aula', path: 'planos-aula', title: 'Planos de Aula', label: 'Planos de Aula' },
  {
    id: 'planos-aula-adicionar',
    path: 'planos-aula/adicionar',
    title: 'Adicionar Plano de Aula',
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

/** Path of a route inside the router (which has basename /app), e.g. `/turmas`. */
export function routeTo(id: RouteId): string {
  return `/${getRoute(id).path}`;
}
