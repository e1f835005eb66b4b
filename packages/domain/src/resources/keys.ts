/**
 * The light half of every declaration: what names a resource and where people meet it — its key
 * (query keys, fixture collection, audit log), the label the audit log shows and, for a registry
 * with a screen of its own, that screen's route, title, subtitle and place in the sidebar. The
 * other half (schemas, messages, rules) is the resource's module (`<key>.ts`), which spreads its
 * entry of this catalogue. They are apart so that what only names a resource — the app's shell:
 * route table, sidebar, query keys — loads no schema nor message (decision 0016).
 *
 * The route table (`ui/routes/route-table.ts`), the sidebar (`ui/routes/sidebar-menu.ts`), the
 * screen loaded for a route (`ui/app/route-screens.ts`: `screens/<slug>/<slug>-screen.tsx`) and
 * the audit screen's 'Recurso' filter are derived from this catalogue.
 */
import type { Permission } from '../access.ts';

/** The sidebar groups a registry's screen can sit in (their labels are the sidebar's). */
export type ResourceMenuGroup = 'cadastros' | 'calendarios' | 'administrativa';

/** The list screen of a registry: a route under /app and, when `menu` is set, a sidebar item. */
export interface ResourcePage {
  /** The route's id and path under /app (pt-BR, the URL): 'modalidades-ensino'. */
  slug: string;
  title: string;
  subtitle: string;
  /** The sidebar item's label (default: the title). */
  label?: string;
  /** Who may open it: a user holding any one of these (GET /me); the server decides the calls. */
  access: readonly Permission[];
  /** The sidebar group and the item's place in it (ascending). */
  menu: { group: ResourceMenuGroup; order: number };
}

export interface ResourceCatalogueEntry {
  /** Query-key root, fixture collection and the audit log's resource name: 'teaching-modalities'. */
  key: string;
  /** What the audit screen calls the resource ('Recurso'); absent: the log never names it. */
  auditLabel?: string;
  page?: ResourcePage;
}

const REGISTRIES: readonly Permission[] = ['registries.read'];

/** In the order the audit screen's 'Recurso' filter lists them. */
export const RESOURCE_CATALOGUE = {
  users: {
    key: 'users',
    auditLabel: 'Usuários',
    page: {
      slug: 'usuarios',
      title: 'Usuários',
      subtitle: 'Gerencie os usuários que acessam o sistema.',
      access: ['users.read'],
      menu: { group: 'administrativa', order: 60 },
    },
  },
  roles: {
    key: 'roles',
    auditLabel: 'Perfis de acesso',
    page: {
      slug: 'perfis',
      title: 'Perfis de Acesso',
      subtitle: 'Defina o que cada perfil pode fazer no sistema.',
      access: ['roles.manage'],
      menu: { group: 'administrativa', order: 70 },
    },
  },
  schoolUnits: {
    key: 'school-units',
    auditLabel: 'Unidades escolares',
    page: {
      slug: 'unidades-escolares',
      title: 'Unidades Escolares',
      subtitle: 'Gerencie as unidades escolares da rede.',
      access: ['school-units.read'],
      menu: { group: 'administrativa', order: 20 },
    },
  },
  teachingModalities: {
    key: 'teaching-modalities',
    auditLabel: 'Modalidades de ensino',
    page: {
      slug: 'modalidades-ensino',
      title: 'Modalidades de Ensino',
      subtitle: 'Gerencie as modalidades de ensino.',
      access: REGISTRIES,
      menu: { group: 'cadastros', order: 10 },
    },
  },
  curricularComponents: {
    key: 'curricular-components',
    auditLabel: 'Componentes curriculares',
    page: {
      slug: 'componentes-curriculares',
      title: 'Componentes Curriculares',
      subtitle: 'Gerencie os componentes curriculares.',
      access: REGISTRIES,
      menu: { group: 'cadastros', order: 20 },
    },
  },
  curriculumMatrices: {
    key: 'curriculum-matrices',
    auditLabel: 'Matrizes curriculares',
    page: {
      slug: 'matrizes-curriculares',
      title: 'Matrizes Curriculares',
      subtitle: 'Gerencie as matrizes curriculares e suas cargas horárias.',
      access: REGISTRIES,
      menu: { group: 'cadastros', order: 30 },
    },
  },
  courses: {
    key: 'courses',
    auditLabel: 'Cursos',
    page: {
      slug: 'cursos',
      title: 'Cursos',
      subtitle: 'Gerencie os cursos oferecidos pelas unidades escolares.',
      access: REGISTRIES,
      menu: { group: 'cadastros', order: 40 },
    },
  },
  classrooms: {
    key: 'classrooms',
    auditLabel: 'Turmas',
    page: {
      slug: 'turmas',
      title: 'Turmas',
      subtitle: 'Gerencie as turmas das unidades escolares.',
      access: REGISTRIES,
      menu: { group: 'administrativa', order: 30 },
    },
  },
  academicYears: {
    key: 'academic-years',
    auditLabel: 'Anos letivos',
    page: {
      slug: 'anos-letivos',
      title: 'Anos Letivos',
      subtitle: 'Gerencie os anos letivos da rede.',
      access: REGISTRIES,
      menu: { group: 'administrativa', order: 10 },
    },
  },
  academicCalendars: {
    key: 'academic-calendars',
    auditLabel: 'Calendários acadêmicos',
    page: {
      slug: 'calendarios-academicos',
      title: 'Calendários Acadêmicos',
      subtitle: 'Gerencie os calendários acadêmicos de cada ano letivo.',
      label: 'Calendários',
      access: REGISTRIES,
      menu: { group: 'calendarios', order: 10 },
    },
  },
  academicTerms: {
    key: 'academic-terms',
    auditLabel: 'Períodos letivos',
    page: {
      slug: 'periodos-letivos',
      title: 'Períodos Letivos',
      subtitle: 'Gerencie os períodos letivos dos calendários acadêmicos.',
      access: REGISTRIES,
      menu: { group: 'calendarios', order: 20 },
    },
  },
  schoolDayTypes: { key: 'school-day-types', auditLabel: 'Tipos de dia escolar' },
  schoolDays: {
    key: 'school-days',
    auditLabel: 'Dias escolares',
    page: {
      slug: 'dias-escolares',
      title: 'Dias Escolares',
      subtitle: 'Gerencie os dias escolares dos calendários e seus tipos.',
      access: REGISTRIES,
      menu: { group: 'calendarios', order: 30 },
    },
  },
  students: {
    key: 'students',
    auditLabel: 'Alunos',
    page: {
      slug: 'alunos',
      title: 'Alunos',
      subtitle: 'Consulte os alunos da rede e seus responsáveis.',
      access: ['students.read'],
      menu: { group: 'administrativa', order: 40 },
    },
  },
  guardians: { key: 'guardians', auditLabel: 'Responsáveis' },
  enrollments: {
    key: 'enrollments',
    auditLabel: 'Matrículas',
    page: {
      slug: 'matriculas',
      title: 'Matrículas',
      subtitle: 'Consulte as matrículas dos alunos.',
      access: ['students.read'],
      menu: { group: 'administrativa', order: 50 },
    },
  },
  teachingAssignments: { key: 'teaching-assignments', auditLabel: 'Professores das turmas' },
  studentRecords: { key: 'student-records' },
  lessonPlans: { key: 'lesson-plans', auditLabel: 'Planos de aula' },
  activities: { key: 'activities', auditLabel: 'Atividades pedagógicas' },
  attendanceSheets: { key: 'attendance-sheets' },
  attendance: { key: 'attendance', auditLabel: 'Frequências' },
  assessments: { key: 'assessments', auditLabel: 'Avaliações' },
  grades: { key: 'grades', auditLabel: 'Notas' },
  evaluationRules: { key: 'evaluation-rules', auditLabel: 'Regras de Avaliação' },
  finalExams: { key: 'final-exams', auditLabel: 'Provas de recuperação' },
  councilDecisions: { key: 'council-decisions', auditLabel: 'Conselho de Classe' },
  events: { key: 'events', auditLabel: 'Eventos do calendário' },
  bnccStandards: { key: 'bncc-standards', auditLabel: 'Normas BNCC' },
  auditEvents: {
    key: 'audit-events',
    auditLabel: 'Auditoria',
    page: {
      slug: 'auditoria',
      title: 'Auditoria',
      subtitle: 'Consulte quem fez o quê e quando.',
      access: ['audit.read'],
      menu: { group: 'administrativa', order: 80 },
    },
  },
} as const satisfies Readonly<Record<string, ResourceCatalogueEntry>>;

type Catalogue = typeof RESOURCE_CATALOGUE;

/** Each resource's key: the root of its query keys and its fixture collection. */
export const RESOURCE_KEYS = Object.fromEntries(
  Object.entries(RESOURCE_CATALOGUE).map(([name, entry]) => [name, entry.key]),
) as { readonly [K in keyof Catalogue]: Catalogue[K]['key'] };

/** The slug of every registry that has a list screen of its own. */
export type ResourcePageSlug = {
  [K in keyof Catalogue]: Catalogue[K] extends { page: { slug: infer S } } ? S : never;
}[keyof Catalogue];

/** The registries' list screens, in catalogue order. */
export const resourcePages = Object.values(RESOURCE_CATALOGUE).flatMap((entry) =>
  'page' in entry ? [{ ...entry.page, key: entry.key }] : [],
) as readonly (ResourcePage & { slug: ResourcePageSlug; key: string })[];

/**
 * What the audit screen calls each resource the log names, in the order its 'Recurso' filter
 * lists them.
 */
export const auditResourceLabels: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(RESOURCE_CATALOGUE).flatMap((entry) =>
    'auditLabel' in entry ? [[entry.key, entry.auditLabel]] : [],
  ),
);
