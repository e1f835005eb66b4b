/** Labels of /app/matriculas: columns, filters, row actions and their dialogs. */
export const matriculasLabels = {
  student: 'Aluno',
  classroom: 'Turma',
  schoolUnit: 'Unidade Escolar',
  academicYear: 'Ano Letivo',
  status: 'Situação',
  date: 'Data',
  add: 'Nova Matrícula',
  filters: 'Filtros',
  allYears: 'Todos os anos',
  allUnits: 'Todas as unidades',
  allClassrooms: 'Todas as turmas',
  allStatuses: 'Todas as situações',
  /** A classroom in the filter when no unit narrows it: its unit beside its name. */
  classroomOfUnit: (classroom: string, unit: string) => `${classroom} — ${unit}`,
  classroomOfYear: (classroom: string, year: string) => `${classroom} (${year})`,
  transfer: 'Transferir',
  cancel: 'Cancelar matrícula',
  complete: 'Concluir',
  /** Closes a dialog without acting ('Cancelar' would read like 'Cancelar matrícula'). */
  back: 'Voltar',
  transferTitle: 'Transferir matrícula',
  transferDescription: (student: string, classroom: string, unit: string) =>
    `${student}, hoje na turma ${classroom} (${unit}). A matrícula atual fica TRANSFERIDA na data escolhida e uma nova começa no mesmo dia.`,
  cancelTitle: (student: string) => `Cancelar a matrícula de ${student}?`,
  cancelDescription:
    'A matrícula fica CANCELADA a partir de hoje e a vaga é liberada. O histórico é mantido.',
  reason: 'Motivo',
  reasonPlaceholder: 'Por que a matrícula é cancelada?',
  completeTitle: (student: string) => `Concluir a matrícula de ${student}?`,
  completeDescription:
    'A matrícula fica CONCLUÍDA a partir de hoje e a vaga é liberada. Ela não pode ser reaberta.',
  // An enrolment ends for a reason (issue 28): 'Abandono' and 'Falecimento', with a date.
  abandon: 'Registrar abandono',
  decease: 'Registrar falecimento',
  abandonTitle: (student: string) => `Registrar abandono de ${student}?`,
  deceaseTitle: (student: string) => `Registrar falecimento de ${student}?`,
  abandonDescription:
    'A matrícula fica ABANDONO na data informada e a vaga é liberada. Ela não pode ser reaberta.',
  deceaseDescription:
    'A matrícula fica FALECIMENTO na data informada e a vaga é liberada. O aluno não poderá ser matriculado novamente.',
  endDate: 'Data',
} as const;

/** Labels of /app/matriculas/adicionar ('Nova Matrícula') and the classroom choices. */
export const matriculaFormLabels = {
  section: 'Dados da Matrícula',
  student: 'Aluno',
  studentPlaceholder: 'Nome ou CPF do aluno',
  studentHint: 'Digite ao menos 2 caracteres do nome ou do CPF.',
  studentSearching: 'Buscando alunos…',
  studentNone: 'Nenhum aluno encontrado',
  studentSearchError: 'Não foi possível buscar os alunos.',
  studentTrigger: 'Mostrar alunos',
  studentClear: 'Limpar aluno',
  noCpf: 'Sem CPF',
  cpf: (cpf: string) => `CPF ${cpf}`,
  birthDate: (date: string) => `Nascimento ${date}`,
  academicYear: 'Ano Letivo',
  academicYearPlaceholder: 'Selecione o ano letivo',
  schoolUnit: 'Unidade Escolar',
  schoolUnitPlaceholder: 'Selecione a unidade escolar',
  classroom: 'Turma',
  classroomPlaceholder: 'Selecione a turma',
  classroomNeedsUnit: 'Escolha antes a unidade',
  classroomNeedsYear: 'Escolha antes o ano letivo',
  classroomsLoading: 'Carregando turmas…',
  noClassroom: 'Nenhuma turma encontrada',
  date: 'Data',
  /**
   * A classroom's seats: taken of the limit ('Vagas: 12 ocupadas de 30'; '12/30 vagas' read as
   * twelve free, issue 26), or only the count when unlimited.
   */
  seats: (enrolled: number, capacity: number | null) =>
    capacity === null
      ? `${enrolled} ${enrolled === 1 ? 'matriculado' : 'matriculados'}, sem limite`
      : `Vagas: ${enrolled} ${enrolled === 1 ? 'ocupada' : 'ocupadas'} de ${capacity}`,
  full: 'lotada',
} as const;
