/** The home page ('Página Inicial', issue 26): its panels and tiles. */

const count = new Intl.NumberFormat('pt-BR');

/** A figure as the home page shows it: 1.234. */
export const formatHomeCount = (value: number) => count.format(value);

const plural = (n: number, one: string, many: string) =>
  `${formatHomeCount(n)} ${n === 1 ? one : many}`;

export const homeMessages = {
  greeting: (firstName: string) => `Olá, ${firstName}, seja bem-vindo`,
  /** Joins the greeting and the product name: "... seja bem-vindo à Lousa". */
  productJoiner: ' à ',
  panels: 'Painéis',
  empty: 'Nenhum painel para o seu perfil por enquanto.',
  teacher: {
    heading: 'Meu dia',
    today: 'Aulas de hoje',
    noClassesToday: 'Nenhuma aula hoje.',
    /** A class of today, as its link reads: 'Turma 1A — Matemática: PENDENTE'. */
    todayClass: (classroom: string, component: string, status: string) =>
      `${classroom} — ${component}: ${status}`,
    pending: 'Frequências pendentes',
    pendingHint: (days: number) => `Nos últimos ${days} dias`,
    ungraded: 'Avaliações sem notas',
    ungradedHint: 'Até hoje, sem nenhuma nota lançada',
  },
  school: {
    heading: 'Minhas unidades',
    networkHeading: 'Unidades da rede',
    enrollments: (year: string | null) => (year ? `Matrículas de ${year}` : 'Matrículas'),
    enrollmentsHint: 'Ativas no ano letivo',
    byCourse: 'Matrículas por unidade e curso',
    course: (name: string, enrollments: number, classrooms: number) =>
      `${name}: ${plural(enrollments, 'matrícula', 'matrículas')} em ${plural(classrooms, 'turma', 'turmas')}`,
    noClassrooms: 'Nenhuma turma cadastrada.',
    withoutTeacher: 'Turmas sem professor',
    withoutTeacherHint: (components: number) =>
      `${plural(components, 'componente', 'componentes')} sem professor`,
    withoutClass: 'Alunos sem turma',
    withoutClassHint: 'Sem matrícula ativa no ano letivo',
    untypedDays: 'Dias sem tipo no calendário',
    untypedDaysHint: 'Dias úteis do ano letivo sem tipo definido',
  },
  network: {
    heading: 'Rede',
    schoolUnits: 'Unidades escolares',
    students: 'Alunos',
    classrooms: 'Turmas',
    teachers: 'Professores',
    schoolUnitsHint: 'Cadastradas na rede',
    studentsHint: 'Alunos com ficha na rede',
    classroomsHint: 'Em todas as unidades',
    teachersHint: 'Usuários ativos com perfil de professor',
  },
} as const;
