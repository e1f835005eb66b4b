import type { Permission } from '@lousa/domain';

/**
 * The one table of the product's routes under /app: path, page title, sidebar label and
 * grouping. The router, the sidebar and the Astro pages (one static page per route) all
 * read it, so no path, label or title is written twice.
 */

export type RouteId =
  | 'home'
  | 'alunos'
  | 'alunos-adicionar'
  | 'alunos-ficha'
  | 'alunos-editar'
  | 'anos-letivos'
  | 'calendarios-academicos'
  | 'dias-escolares'
  | 'matriculas'
  | 'matriculas-adicionar'
  | 'periodos-letivos'
  | 'turmas'
  | 'unidades-escolares'
  | 'unidades-escolares-adicionar'
  | 'unidades-escolares-editar'
  | 'usuarios'
  | 'perfis'
  | 'auditoria'
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
  | 'planos-aula-adicionar'
  | 'planos-aula-editar'
  | 'planos-aula-detalhes';

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
  /**
   * Who may open it: a user holding any one of these permissions (GET /me). Absent: every
   * signed-in user. The server decides what the screen's calls answer; this only keeps the
   * menu and the page from offering what would be refused.
   */
  access?: readonly Permission[];
}

const REGISTRIES: readonly Permission[] = ['registries.read'];
const PEDAGOGY: readonly Permission[] = ['pedagogy.own-classes', 'pedagogy.unit-classes'];

export const APP_BASENAME = '/app';

export const appRoutes = [
  { id: 'home', path: '', title: 'Página Inicial', label: 'Página Inicial' },
  {
    id: 'alunos',
    path: 'alunos',
    title: 'Alunos',
    subtitle: 'Consulte os alunos da rede e seus responsáveis.',
    label: 'Alunos',
    access: ['students.read'],
  },
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
    id: 'anos-letivos',
    path: 'anos-letivos',
    title: 'Anos Letivos',
    subtitle: 'Gerencie os anos letivos da rede.',
    label: 'Anos Letivos',
    access: REGISTRIES,
  },
  {
    id: 'calendarios-academicos',
    path: 'calendarios-academicos',
    title: 'Calendários Acadêmicos',
    subtitle: 'Gerencie os calendários acadêmicos de cada ano letivo.',
    label: 'Calendários',
    access: REGISTRIES,
  },
  {
    id: 'dias-escolares',
    path: 'dias-escolares',
    title: 'Dias Escolares',
    subtitle: 'Gerencie os dias escolares dos calendários e seus tipos.',
    label: 'Dias Escolares',
    access: REGISTRIES,
  },
  {
    id: 'matriculas',
    path: 'matriculas',
    title: 'Matrículas',
    subtitle: 'Consulte as matrículas dos alunos.',
    label: 'Matrículas',
    access: ['students.read'],
  },
  {
    id: 'matriculas-adicionar',
    path: 'matriculas/adicionar',
    title: 'Nova Matrícula',
    subtitle: 'Escolha o aluno, a turma do ano letivo e a data da matrícula.',
    access: ['enrollments.write'],
  },
  {
    id: 'periodos-letivos',
    path: 'periodos-letivos',
    title: 'Períodos Letivos',
    subtitle: 'Gerencie os períodos letivos dos calendários acadêmicos.',
    label: 'Períodos Letivos',
    access: REGISTRIES,
  },
  {
    id: 'turmas',
    path: 'turmas',
    title: 'Turmas',
    subtitle: 'Gerencie as turmas das unidades escolares.',
    label: 'Turmas',
    access: REGISTRIES,
  },
  {
    id: 'unidades-escolares',
    path: 'unidades-escolares',
    title: 'Unidades Escolares',
    subtitle: 'Gerencie as unidades escolares da rede.',
    label: 'Unidades Escolares',
    access: ['school-units.read'],
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
    id: 'usuarios',
    path: 'usuarios',
    title: 'Usuários',
    subtitle: 'Gerencie os usuários que acessam o sistema.',
    label: 'Usuários',
    access: ['users.read'],
  },
  {
    id: 'perfis',
    path: 'perfis',
    title: 'Perfis de Acesso',
    subtitle: 'Defina o que cada perfil pode fazer no sistema.',
    label: 'Perfis de Acesso',
    access: ['roles.manage'],
  },
  {
    id: 'auditoria',
    path: 'auditoria',
    title: 'Auditoria',
    subtitle: 'Consulte quem fez o quê e quando.',
    label: 'Auditoria',
    access: ['audit.read'],
  },
  {
    id: 'componentes-curriculares',
    path: 'componentes-curriculares',
    title: 'Componentes Curriculares',
    subtitle: 'Gerencie os componentes curriculares.',
    label: 'Componentes Curriculares',
    access: REGISTRIES,
  },
  {
    id: 'cursos',
    path: 'cursos',
    title: 'Cursos',
    subtitle: 'Gerencie os cursos oferecidos pelas unidades escolares.',
    label: 'Cursos',
    access: REGISTRIES,
  },
  {
    id: 'matrizes-curriculares',
    path: 'matrizes-curriculares',
    title: 'Matrizes Curriculares',
    subtitle: 'Gerencie as matrizes curriculares e suas cargas horárias.',
    label: 'Matrizes Curriculares',
    access: REGISTRIES,
  },
  {
    id: 'modalidades-ensino',
    path: 'modalidades-ensino',
    title: 'Modalidades de Ensino',
    subtitle: 'Gerencie as modalidades de ensino.',
    label: 'Modalidades de Ensino',
    access: REGISTRIES,
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
