import { countOf } from './count.ts';

/** Error messages the server answers with (`{ message }` bodies). */
export const serverMessages = {
  invalidCredentials: 'Login ou senha inválidos.',
  cpfTaken: 'Já existe um usuário com este CPF.',
  /** A CPF conflict naming the holder, for a caller who may read that person. */
  cpfBelongsTo: (name: string) => `Este CPF já pertence a ${name}.`,
  emailTaken: 'Já existe um usuário com este e-mail.',
  cnpjTaken: 'Já existe uma unidade com este CNPJ.',
  inepCodeTaken: 'Já existe uma unidade com este código INEP.',
  academicYearTaken: 'Já existe um ano letivo para este ano.',
  curricularComponentNameTaken: 'Já existe um componente curricular com este nome.',
  curriculumMatrixNameTaken: 'Já existe uma matriz curricular com este nome.',
  schoolDayTypeDescriptionTaken: 'Já existe um tipo de dia escolar com esta descrição.',
  courseNameTaken: 'Já existe um curso com este nome nesta unidade escolar.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Tente novamente em instantes.',
  invalidBody: 'Corpo da requisição inválido.',
  notFound: 'Recurso não encontrado.',
  curriculumMatrixNotFound: 'Matriz curricular não encontrada.',
  schoolUnitNotFound: 'Unidade escolar não encontrada.',
  courseNotFound: 'Curso não encontrado.',
  /** A course named as the one that follows itself. */
  nextCourseSelf: 'Um curso não pode ser o curso seguinte de si mesmo.',
  /** A grade level of a course body whose id is not one of that course's levels. */
  gradeLevelNotFound: 'Série/ano não encontrada neste curso.',
  courseNotInSchoolUnit: 'O curso não pertence à unidade escolar informada.',
  /** A classroom's grade level that is not one of its course's. */
  gradeLevelNotInCourse: 'A série/ano não pertence ao curso da turma.',
  /** An enrolment (or a transfer) into a classroom of another academic year. */
  enrollmentYearMismatch:
    'A turma é de outro ano letivo: escolha uma turma do ano letivo da matrícula.',
  /** A classroom whose year changes while it has enrolments of its year. */
  classroomYearInUse: (enrollments: number) =>
    `A turma tem ${countOf(enrollments, 'matrícula', 'matrículas')} e não pode mudar de ano letivo.`,
  /**
   * Two calendars of one academic year that cover one school unit (`units`: the units both
   * cover), or that both apply to the whole network (`units` empty).
   */
  calendarUnitTaken: (other: string, title: string, units: readonly string[]) =>
    `Os calendários '${other}' e '${title}' são do mesmo ano letivo e cobririam ${
      units.length === 0
        ? 'toda a rede'
        : `${units.length === 1 ? 'a unidade' : 'as unidades'} ${units.join(', ')}`
    }: cada unidade escolar tem um calendário por ano.`,
  academicCalendarNotFound: 'Calendário acadêmico não encontrado.',
  schoolDayTypeNotFound: 'Tipo de dia escolar não encontrado.',
  academicYearNotFound: 'Ano letivo não encontrado.',
  curricularComponentNotFound: 'Componente curricular não encontrado.',
  userNotFound: 'Usuário não encontrado.',
  classroomNotFound: 'Turma não encontrada.',
  academicTermNotFound: 'Período letivo não encontrado.',
  schoolDayNotFound: 'Dia escolar não encontrado.',
  studentNotFound: 'Aluno não encontrado.',
  personCpfTaken: 'Já existe uma pessoa cadastrada com este CPF.',
  guardianCpfTaken:
    'Já existe uma pessoa cadastrada com o CPF do responsável: busque-a pelo CPF e use o cadastro existente.',
  guardianNotFound: 'Responsável não encontrado.',
  guardianRequired: 'Alunos menores de 18 anos precisam de um responsável.',
  guardianIsStudent: 'O responsável não pode ser o próprio aluno.',
  enrollmentNotFound: 'Matrícula não encontrada.',
  enrollmentActiveExists: 'O aluno já tem uma matrícula ativa neste ano letivo.',
  enrollmentDateOutsideYear: 'A data deve estar dentro do ano letivo.',
  enrollmentNotActive:
    'Somente matrículas ativas podem ser transferidas, canceladas ou concluídas.',
  enrollmentDateBeforeStart: 'A data não pode ser anterior ao início da matrícula.',
  /** PATCH /enrollments/<id> (issue 28) of an enrolment that is not active. */
  enrollmentEndNotActive: 'Somente matrículas ativas podem ter abandono ou falecimento registrado.',
  /** POST /enrollments of a student with a death recorded (an enrolment ended DECEASED). */
  studentDeceased: 'O aluno tem falecimento registrado e não pode ser matriculado.',
  /** POST /academic-years/<id>/classrooms/copy from the year it copies to. */
  classroomCopySameYear: 'Escolha um ano letivo de origem diferente do ano de destino.',
  transferSameClassroom: 'Escolha uma turma diferente da atual.',
  classroomFull: (capacity: number) =>
    `A turma está lotada: todas as ${capacity} vagas estão ocupadas.`,
  capacityBelowEnrolled: (enrolled: number) =>
    `A turma tem ${enrolled} alunos matriculados: as vagas não podem ser menos que isso.`,
  assignmentNotFound: 'Atribuição não encontrada.',
  assignmentTaken: 'Este componente já tem um(a) professor(a) nesta turma.',
  teacherNotInUnit:
    'Escolha um usuário com o perfil Professor(a) que trabalhe na unidade escolar da turma.',
  componentNotInMatrix: 'O componente não faz parte da matriz curricular do curso da turma.',
  notYourClass: 'Você não leciona este componente nesta turma.',
  lessonPlanNotFound: 'Plano de aula não encontrado.',
  onlyAuthor: 'Somente quem escreveu o plano de aula pode alterá-lo ou excluí-lo.',
  activityNotFound: 'Atividade não encontrada.',
  bnccStandardNotFound: 'Norma BNCC não encontrada.',
  bnccStandardUnknown: (code: string) => `Norma BNCC desconhecida: ${code}.`,
  notALessonDay: 'Não há aula nesta data: ela não é um dia letivo do calendário da turma.',
  attendanceFutureDate: 'A frequência de um dia que ainda não chegou não pode ser lançada.',
  attendanceStudentNotEnrolled: (name: string) =>
    `${name} não tem matrícula ativa nesta turma na data da aula.`,
  attendanceStudentMissing: 'Informe a presença de cada aluno matriculado na turma nesta data.',
  attendanceEmptyRoster:
    'Nenhum aluno estava matriculado na turma nesta data: não há frequência a lançar.',
  attendanceCorrectionClosed: (days: number) =>
    `O prazo de ${days} dias para corrigir esta frequência terminou. Procure a secretaria.`,
  schoolDayOutsideYear: (year: string, start: string, end: string) =>
    `A data deve estar dentro do ano letivo ${year} do calendário (${start} a ${end}).`,
  schoolDayTaken: 'Já existe um dia escolar nesta data neste calendário.',
  termOutsideYear: (year: string, start: string, end: string) =>
    `O período deve estar dentro do ano letivo ${year} do calendário (${start} a ${end}).`,
  termOverlaps: (title: string, start: string, end: string) =>
    `O período se sobrepõe a '${title}' (${start} a ${end}) deste calendário.`,
  termTitleTaken: 'Já existe um período letivo com este título neste calendário.',
  assessmentNotFound: 'Avaliação não encontrada.',
  assessmentTermOutsideYear: 'O período letivo não pertence ao ano letivo da turma.',
  assessmentDateOutsideTerm: 'A data da avaliação deve estar dentro do período letivo.',
  gradeStudentNotEnrolled: (name: string) => `${name} não tem matrícula ativa nesta turma.`,
  scoreAboveMax: (max: string) => `A nota deve estar entre 0 e ${max}.`,
  maxScoreBelowGrades: 'Há notas maiores que a nova nota máxima.',
  assessmentGradedClassroom: 'A avaliação já tem notas: ela não pode passar para outra turma.',
  eventNotFound: 'Evento não encontrado.',
  evaluationRuleNotFound: "Este curso ainda não tem 'Regra de Avaliação'.",
  evaluationRuleInvalid: "Corrija os campos da 'Regra de Avaliação': nada foi salvo.",
  evaluationRuleRequired: (course: string) =>
    `O curso ${course} precisa de uma 'Regra de Avaliação' para calcular os resultados.`,
  termWeightsMismatch: (weights: number, terms: number) =>
    `A 'Regra de Avaliação' do curso tem ${weights} ${weights === 1 ? 'peso' : 'pesos'}, mas o calendário da turma tem ${terms} ${terms === 1 ? 'período' : 'períodos'}.`,
  examScoreDecimals: (decimals: number) =>
    decimals === 0
      ? 'A nota da recuperação deve ser um número inteiro.'
      : `A nota da recuperação deve ter no máximo ${decimals} ${decimals === 1 ? 'casa decimal' : 'casas decimais'}.`,
  componentNotInCourse: 'O componente curricular não faz parte da matriz do curso da turma.',
  notInRecovery: (name: string) => `${name} não está em recuperação neste componente.`,
  councilNotNeeded: (name: string) =>
    `${name} não está reprovado(a) nem em recuperação neste componente.`,
  studentNotInClass: (name: string) => `${name} não tem matrícula ativa nesta turma.`,
  reportCardNotFound: 'O aluno não tem matrícula neste ano letivo.',
  classroomClosed: 'A turma está encerrada.',
  classroomNotClosed: 'A turma não está encerrada.',
  classroomCloseGaps: 'A turma ainda não pode ser encerrada: complete os registros que faltam.',
  classroomYearNotOver: (lastDay: string) =>
    `A turma só pode ser encerrada depois do fim do último período (${lastDay}).`,
  bnccHeaderInvalid:
    'A primeira linha deve ser o cabeçalho: codigo;descricao;objeto_conhecimento;componente;ano',
  bnccLineColumns:
    'A linha deve ter 5 colunas: código, descrição, objeto de conhecimento, componente e ano.',
  bnccCodeInvalid: (code: string) =>
    `Código BNCC inválido: "${code}" (ex.: EF01LP01, EI03TS01, EM13LGG101).`,
  bnccFieldRequired: (field: 'description' | 'learningObject' | 'component' | 'year') =>
    ({
      description: 'A descrição é obrigatória.',
      learningObject: 'O objeto de conhecimento é obrigatório.',
      component: 'O componente é obrigatório.',
      year: 'O ano é obrigatório.',
    })[field],
  bnccDuplicateInFile: (code: string, line: number) =>
    `O código ${code} já aparece na linha ${line}.`,
  bnccFileEmpty: 'O arquivo não tem nenhuma norma.',
  bnccFileTooLarge: 'O arquivo pode ter no máximo 5.000 linhas.',
  bnccImportHasErrors: 'Corrija as linhas com erro: nada foi importado.',
  cannotDeleteSelf: 'Você não pode excluir a sua própria conta.',
  cannotDeactivateSelf: 'Você não pode desativar a sua própria conta.',
  cannotResetOwnPassword: "Para trocar a sua própria senha, use 'Alterar senha' no seu perfil.",
  permissionDenied: 'Você não tem permissão para esta ação.',
  userDisabled: 'Usuário desativado. Procure a secretaria.',
  passwordChangeRequired: 'Defina uma nova senha antes de continuar.',
  currentPasswordWrong: 'A senha atual está incorreta.',
  roleNotFound: 'Perfil não encontrado.',
  roleNameTaken: 'Já existe um perfil com este nome.',
  adminRoleLocked:
    'O perfil Administrador tem todas as permissões e não pode ser alterado nem excluído.',
  schoolUnitsRequired: 'Escolha ao menos uma unidade escolar para este usuário.',
  outsideSchoolUnits: 'O registro pertence a uma unidade escolar fora do seu acesso.',
  recordInUse: 'O registro é usado por outros cadastros e não pode ser excluído.',
  payloadTooLarge: 'Requisição muito grande.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  unauthorized: 'Não autorizado.',
  forbidden: 'Acesso negado.',
  invalidToken: 'Token inválido ou expirado.',
  invalidRefreshToken: 'Sessão inválida ou expirada.',
  methodNotAllowed: 'Método não permitido.',
  internalError: 'Erro interno do servidor.',
} as const;

/**
 * The server's messages of 'Rematrícula' (issue 28: POST /rollovers/preview and POST /rollovers),
 * apart from `serverMessages` so that the screens that read that table do not carry them: the
 * rollover's own screen shows the reasons the server sends.
 */
export const rolloverMessages = {
  /** 'Rematrícula' (issue 28): a student of the last grade level of a course with no next course. */
  courseFinished: 'Concluiu o curso.',
  /** 'Rematrícula': the course that follows has no grade level to go to. */
  noGradeLevel: (course: string) => `O curso seguinte, ${course}, não tem séries/anos.`,
  /** 'Rematrícula': no class of the grade level in the target year with a free seat. */
  noClassroom: (level: string, year: string) => `Não há turma de ${level} com vaga em ${year}.`,
  /** POST /rollovers/preview naming a class that is not closed. */
  classroomOpen: (name: string) =>
    `A turma ${name} ainda não foi encerrada: encerre-a antes da rematrícula.`,
  /** POST /rollovers/preview naming a class of another year than the source year. */
  classroomOtherYear: (name: string) => `A turma ${name} não é do ano letivo de origem.`,
  /** POST /rollovers/preview naming a class of another unit than the one chosen. */
  classroomOtherUnit: (name: string) => `A turma ${name} não é da unidade escolar escolhida.`,
} as const;
