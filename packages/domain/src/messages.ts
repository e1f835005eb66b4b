/**
 * Every user-facing pt-BR message of the product that is not a UI label, written once.
 * Strings quoted by the product spec are kept verbatim (including their punctuation).
 */

/** Validation messages (spec §5 plus sensible ones where the spec is silent). */
export const messages = {
  // Generic
  required: 'Campo obrigatório',
  invalidFormat: 'Formato inválido',
  invalidValue: 'Valor inválido',
  maxLength: (max: number) => `Use no máximo ${max} caracteres`,
  noResults: 'Nenhum resultado encontrado',

  // Login
  loginRequired: 'Informe seu e-mail ou CPF',
  loginInvalid: 'Informe um e-mail ou CPF válido',
  passwordRequired: 'A senha é obrigatória',

  // Password rules (every new or changed password)
  passwordTooShort: 'A senha deve ter no mínimo 8 caracteres',
  passwordTooCommon: 'Essa senha é muito comum. Escolha outra.',
  passwordLikeLogin: 'A senha não pode ser igual ao e-mail ou ao CPF',
  currentPasswordRequired: 'Informe a senha atual',
  newPasswordRequired: 'Informe a nova senha',
  newPasswordSameAsCurrent: 'A nova senha deve ser diferente da atual',

  // Access
  roleNameRequired: 'O nome do perfil é obrigatório',
  permissionInvalid: 'Permissão desconhecida',
  roleInvalid: 'Selecione uma atribuição válida',
  schoolUnitsInvalid: 'Selecione unidades escolares válidas',
  activeInvalid: 'Informe se o usuário está ativo',

  // User
  cpfRequired: 'O CPF é obrigatório!',
  cpfInvalid: 'CPF inválido!',
  emailRequired: 'O email é obrigatório',
  emailInvalid: 'Email inválido',
  firstNameRequired: 'O nome é obrigatório',
  lastNameRequired: 'O sobrenome é obrigatório',
  confirmPasswordRequired: 'A confirmação de senha é obrigatória',
  passwordsMismatch: 'As senhas devem ser iguais!',

  // Address
  streetRequired: 'O logradouro é obrigatório',
  streetMin: 'O logradouro deve ter no mínimo 3 caracteres',
  numberRequired: 'O número é obrigatório',
  neighborhoodRequired: 'O bairro é obrigatório',
  cityRequired: 'A cidade é obrigatória',
  stateRequired: 'O estado é obrigatório',
  zipCodeRequired: 'O CEP é obrigatório',
  zipCodeInvalid: 'CEP inválido',

  // School unit
  cnpjRequired: 'O CNPJ é obrigatório',
  cnpjInvalid: 'CNPJ inválido',
  schoolUnitNameRequired: 'O nome da unidade é obrigatório',
  schoolUnitNameMin: 'Nome deve ter pelo menos 3 caracteres',
  areaRequired: 'A área é obrigatório',
  areaInvalid: 'Área inválida',
  principalNameRequired: 'O nome do(a) diretor(a) é obrigatório',
  principalNameMin: 'Nome do diretor deve ter pelo menos 3 caracteres',
  phoneInvalid: 'Contato inválido',

  // Classroom
  classroomNameRequired: 'O nome da turma é obrigatório',
  shiftRequired: 'O turno é obrigatório',
  shiftInvalid: 'Turno inválido',
  schoolUnitRequired: 'A unidade escolar é obrigatória',
  courseRequired: 'O curso é obrigatório',
  courseInvalid: 'Curso inválido',

  // Course
  courseNameRequired: 'O nome é obrigatório',
  courseNameMin: 'O nome precisa ter mais de 3 caracteres',
  modalityInvalid: 'Modalidade inválida',
  matrixInvalid: 'Matriz inválida',
  schoolUnitInvalid: 'Unidade inválida',

  // Academic year, calendar, term, school day
  yearLength: 'O ano deve ter 4 dígitos',
  dateInvalid: 'Data inválida',
  endBeforeStart: 'A data de fim não pode ser anterior à data de início',
  titleRequired: 'O título é obrigatório',
  academicYearRequired: 'O ano letivo é obrigatório',
  academicYearInvalid: 'Ano letivo inválido',
  startDateRequired: 'A data de início é obrigatória',
  endDateRequired: 'A data de fim é obrigatória',
  academicCalendarRequired: 'O calendário acadêmico é obrigatório',
  academicCalendarInvalid: 'Calendário acadêmico inválido',
  dateRequired: 'A data é obrigatória',
  schoolDayTypeRequired: 'O tipo é obrigatório',
  schoolDayTypeInvalid: 'Tipo inválido',
  descriptionRequired: 'A descrição é obrigatória',

  // Teaching modality, curricular component, curriculum matrix
  modalityNameRequired: 'Nome*',
  componentNameRequired: 'O nome é obrigatório',
  matrixNameRequired: 'O nome é obrigatório',
  matrixEmpty: 'É necessário selecionar ao menos um componente para a matriz',
  matrixComponentRequired: 'O componente é obrigatório',
  matrixComponentInvalid: 'Componente inválido',
  matrixComponentDuplicate: 'Componente já selecionado',
  workloadRequired: 'A carga horária é obrigatória',
  workloadNotNumber: 'A carga horária deve ser um número',
  workloadNotInteger: 'A carga horária deve ser um número inteiro',
  workloadMin: 'A carga horária deve ser no mínimo 1',
  workloadMax: 'A carga horária deve ser no máximo 9999',

  // Attendance
  studentInvalid: 'Aluno inválido',
  studentCodeRequired: 'O código do aluno é obrigatório',
  studentNameRequired: 'O nome do aluno é obrigatório',
  justificationRequired: 'A justificativa é obrigatória',
  justifiedMustBeAbsent: 'Um aluno com falta justificada não pode estar presente',

  // Student record (person and guardian)
  personNameRequired: 'O nome completo é obrigatório',
  personNameMin: 'O nome deve ter pelo menos 3 caracteres',
  genderRequired: 'O sexo é obrigatório',
  genderInvalid: 'Selecione um sexo válido',
  ethnicityRequired: 'A cor/raça é obrigatória',
  ethnicityInvalid: 'Selecione uma cor/raça válida',
  nationalityRequired: 'A nacionalidade é obrigatória',
  nationalityInvalid: 'Selecione uma nacionalidade válida',
  locationZoneRequired: 'A zona de residência é obrigatória',
  locationZoneInvalid: 'Selecione uma zona de residência válida',
  birthDateRequired: 'A data de nascimento é obrigatória',
  birthDateInFuture: 'A data de nascimento não pode estar no futuro',
  birthCityRequired: 'A cidade de nascimento é obrigatória',
  birthStateRequired: 'A UF de nascimento é obrigatória',
  stateInvalid: 'Selecione uma UF válida',
  birthCertificateInvalid: 'Certidão de nascimento inválida',
  susCardInvalid: 'Cartão SUS inválido',
  cpfOrBirthCertificateRequired: 'Informe o CPF ou a certidão de nascimento',
  guardianRequired: 'Informe o responsável: o aluno é menor de 18 anos',
  guardianInvalid: 'Responsável inválido',
  guardianIsStudent: 'O responsável não pode ser o próprio aluno',
  guardianOneOf: 'Informe os dados do responsável ou escolha um já cadastrado, não os dois',

  // Enrolment
  enrollmentStudentRequired: 'O aluno é obrigatório',
  enrollmentStudentInvalid: 'Aluno inválido',
  enrollmentClassroomRequired: 'A turma é obrigatória',
  enrollmentClassroomInvalid: 'Turma inválida',
  enrollmentDateRequired: 'A data da matrícula é obrigatória',
  transferDateRequired: 'A data da transferência é obrigatória',
  cancelReasonRequired: 'O motivo do cancelamento é obrigatório',
  capacityNotNumber: 'As vagas devem ser um número',
  capacityNotInteger: 'As vagas devem ser um número inteiro',
  capacityMin: 'A turma deve ter ao menos 1 vaga',
  capacityMax: 'A turma pode ter no máximo 999 vagas',

  // Teaching assignments and activities
  teacherRequired: 'O professor é obrigatório',
  teacherInvalid: 'Professor inválido',
  classroomInvalid: 'Turma inválida',
  activityTitleRequired: 'O título é obrigatório',
  activityDateRequired: 'A data é obrigatória',
  activityDescriptionRequired: 'A descrição é obrigatória',

  // Lesson plan
  lessonTitleRequired: 'O título é obrigatório',
  lessonThemeRequired: 'A unidade temática é obrigatória',
  lessonClassroomRequired: 'A turma é obrigatória',
  lessonComponentRequired: 'O componente curricular é obrigatório',
  lessonStandardsRequired: 'Selecione ao menos uma norma BNCC',
  lessonLearningObjectRequired: 'O objeto de conhecimento é obrigatório',
  lessonGeneralObjectiveRequired: 'Os objetivos são obrigatórios',

  // Attendance, assessments, grades, events, BNCC import
  attendanceDateRequired: 'A data da aula é obrigatória',
  academicTermRequired: 'O período letivo é obrigatório',
  academicTermInvalid: 'Período letivo inválido',
  assessmentTitleRequired: 'O título da avaliação é obrigatório',
  assessmentDateRequired: 'A data da avaliação é obrigatória',
  weightRequired: 'O peso é obrigatório',
  weightInvalid: 'O peso deve ser um número maior que zero, como 1 ou 1,5',
  weightMax: 'O peso pode ser no máximo 10',
  maxScoreRequired: 'A nota máxima é obrigatória',
  maxScoreInvalid: 'A nota máxima deve ser um número maior que zero, como 10',
  maxScoreMax: 'A nota máxima pode ser no máximo 100',
  scoreInvalid: 'Digite a nota com vírgula, como 7,5',
  scoreRange: (max: string) => `A nota deve estar entre 0 e ${max}`,
  assessmentInvalid: 'Avaliação inválida',
  eventTitleRequired: 'O título do evento é obrigatório',
  eventDateRequired: 'A data do evento é obrigatória',
  eventTypeRequired: 'O tipo do evento é obrigatório',
  eventTypeInvalid: 'Tipo de evento inválido',
  bnccFileRequired: 'Escolha um arquivo CSV',
} as const;

/** Empty states and fallbacks shown in lists and selects. */
export const emptyStates = {
  table: 'Nenhum resultado encontrado.',
  search: 'Nenhum resultado encontrado',
  courses: 'Nenhum curso encontrado...',
  events: 'Nenhum evento encontrado...',
} as const;

/** Toasts of spec §8. */
export const toasts = {
  userCreated: 'Usuário adicionado com sucesso!',
  classroomCreated: 'Turma adicionada com sucesso!',
  academicTermCreated: 'Período letivo adicionado com sucesso!',
  schoolDayTypeCreated: 'Tipo adicionado com sucesso!',
  schoolDayCreated: 'Dia escolar adicionado com sucesso!',
  academicCalendarCreated: 'Calendário acadêmico adicionado com sucesso!',
  academicYearCreated: 'Ano letivo adicionado com sucesso!',
  schoolUnitCreated: 'Unidade adicionada com sucesso!',
  teachingModalityCreated: 'Modalidade adicionada com sucesso!',
  curriculumMatrixCreated: 'Matriz adicionada com sucesso!',
  courseCreated: 'Curso adicionado com sucesso!',
  curricularComponentCreated: 'Componente adicionado com sucesso!',
  // Edit and delete (beyond the spec, in the wording of its §8 toasts).
  userUpdated: 'Usuário atualizado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso!',
  classroomUpdated: 'Turma atualizada com sucesso!',
  classroomDeleted: 'Turma excluída com sucesso!',
  academicTermUpdated: 'Período letivo atualizado com sucesso!',
  academicTermDeleted: 'Período letivo excluído com sucesso!',
  schoolDayTypeUpdated: 'Tipo atualizado com sucesso!',
  schoolDayTypeDeleted: 'Tipo excluído com sucesso!',
  schoolDayUpdated: 'Dia escolar atualizado com sucesso!',
  schoolDayDeleted: 'Dia escolar excluído com sucesso!',
  academicCalendarUpdated: 'Calendário acadêmico atualizado com sucesso!',
  academicCalendarDeleted: 'Calendário acadêmico excluído com sucesso!',
  academicYearUpdated: 'Ano letivo atualizado com sucesso!',
  academicYearDeleted: 'Ano letivo excluído com sucesso!',
  schoolUnitUpdated: 'Unidade atualizada com sucesso!',
  schoolUnitDeleted: 'Unidade excluída com sucesso!',
  teachingModalityUpdated: 'Modalidade atualizada com sucesso!',
  teachingModalityDeleted: 'Modalidade excluída com sucesso!',
  curriculumMatrixUpdated: 'Matriz atualizada com sucesso!',
  curriculumMatrixDeleted: 'Matriz excluída com sucesso!',
  courseUpdated: 'Curso atualizado com sucesso!',
  courseDeleted: 'Curso excluído com sucesso!',
  curricularComponentUpdated: 'Componente atualizado com sucesso!',
  curricularComponentDeleted: 'Componente excluído com sucesso!',
  studentCreated: 'Aluno adicionado com sucesso!',
  studentUpdated: 'Aluno atualizado com sucesso!',
  studentDeleted: 'Aluno excluído com sucesso!',
  enrollmentCreated: 'Matrícula realizada com sucesso!',
  enrollmentTransferred: 'Matrícula transferida com sucesso!',
  enrollmentCancelled: 'Matrícula cancelada com sucesso!',
  enrollmentCompleted: 'Matrícula concluída com sucesso!',
  teacherAssigned: 'Professor atribuído com sucesso!',
  teacherUnassigned: 'Atribuição removida com sucesso!',
  lessonPlanCreated: 'Plano de aula adicionado com sucesso!',
  lessonPlanUpdated: 'Plano de aula atualizado com sucesso!',
  lessonPlanDeleted: 'Plano de aula excluído com sucesso!',
  activityCreated: 'Atividade adicionada com sucesso!',
  activityUpdated: 'Atividade atualizada com sucesso!',
  activityDeleted: 'Atividade excluída com sucesso!',
  attendanceSaved: 'Frequência registrada com sucesso!',
  assessmentCreated: 'Avaliação adicionada com sucesso!',
  assessmentUpdated: 'Avaliação atualizada com sucesso!',
  assessmentDeleted: 'Avaliação excluída com sucesso!',
  gradesSaved: 'Notas salvas com sucesso!',
  eventCreated: 'Evento adicionado com sucesso!',
  eventUpdated: 'Evento atualizado com sucesso!',
  eventDeleted: 'Evento excluído com sucesso!',
  bnccImported: (count: number) =>
    count === 1
      ? '1 norma BNCC importada com sucesso!'
      : `${count} normas BNCC importadas com sucesso!`,
  roleCreated: 'Perfil adicionado com sucesso!',
  roleUpdated: 'Perfil atualizado com sucesso!',
  roleDeleted: 'Perfil excluído com sucesso!',
  passwordChanged: 'Senha alterada com sucesso!',
  userDeactivated: 'Usuário desativado.',
  userReactivated: 'Usuário reativado.',
  sessionExpired: 'Sessão expirada',
  tokenExpired: 'Token expirado',
  unexpectedError: 'Aconteceu um erro inesperado',
} as const;

/** Access-token decoding errors (spec §8: name the missing claim or the invalid role). */
export const tokenMessages = {
  invalidToken: 'Token inválido',
  claimMissing: (claim: string) => `Claim ausente no token: ${claim}`,
  claimInvalid: (claim: string) => `Claim inválida no token: ${claim}`,
  roleInvalid: 'Estrutura de role inválida no token',
} as const;

/** Error messages the server answers with (`{ message }` bodies). */
export const serverMessages = {
  invalidCredentials: 'Login ou senha inválidos.',
  cpfTaken: 'Já existe um usuário com este CPF.',
  emailTaken: 'Já existe um usuário com este e-mail.',
  cnpjTaken: 'Já existe uma unidade com este CNPJ.',
  inepCodeTaken: 'Já existe uma unidade com este código INEP.',
  academicYearTaken: 'Já existe um ano letivo para este ano.',
  tooManyLoginAttempts: 'Muitas tentativas de login. Tente novamente em instantes.',
  invalidBody: 'Corpo da requisição inválido.',
  notFound: 'Recurso não encontrado.',
  teachingModalityNotFound: 'Modalidade de ensino não encontrada.',
  curriculumMatrixNotFound: 'Matriz curricular não encontrada.',
  schoolUnitNotFound: 'Unidade escolar não encontrada.',
  courseNotFound: 'Curso não encontrado.',
  courseNotInSchoolUnit: 'O curso não pertence à unidade escolar informada.',
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
  attendanceCorrectionClosed: (days: number) =>
    `O prazo de ${days} dias para corrigir esta frequência terminou. Procure a secretaria.`,
  assessmentNotFound: 'Avaliação não encontrada.',
  assessmentTermOutsideYear: 'O período letivo não pertence ao ano letivo da turma.',
  assessmentDateOutsideTerm: 'A data da avaliação deve estar dentro do período letivo.',
  gradeStudentNotEnrolled: (name: string) => `${name} não tem matrícula ativa nesta turma.`,
  scoreAboveMax: (max: string) => `A nota deve estar entre 0 e ${max}.`,
  maxScoreBelowGrades: 'Há notas maiores que a nova nota máxima.',
  assessmentGradedClassroom: 'A avaliação já tem notas: ela não pode passar para outra turma.',
  eventNotFound: 'Evento não encontrado.',
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

/** `n` followed by the singular or the plural noun: '1 curso', '3 cursos'. */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The 409 of a delete refused because other records use the one to delete (pt-BR, names them). */
export const inUseMessages = {
  teachingModality: (courses: number) =>
    `A modalidade é usada por ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  curricularComponent: (matrices: number) =>
    `O componente faz parte de ${countOf(matrices, 'matriz curricular', 'matrizes curriculares')} e não pode ser excluído.`,
  curriculumMatrix: (courses: number) =>
    `A matriz é usada por ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  schoolUnitCourses: (courses: number) =>
    `A unidade tem ${countOf(courses, 'curso', 'cursos')} e não pode ser excluída.`,
  schoolUnitClassrooms: (classrooms: number) =>
    `A unidade tem ${countOf(classrooms, 'turma', 'turmas')} e não pode ser excluída.`,
  schoolUnitEnrollments: (enrollments: number) =>
    `A unidade tem ${countOf(enrollments, 'matrícula', 'matrículas')} e não pode ser excluída.`,
  schoolUnitStudents: (students: number) =>
    `A unidade tem ${countOf(students, 'aluno', 'alunos')} e não pode ser excluída.`,
  classroomPedagogy: (records: number) =>
    `A turma tem ${countOf(records, 'registro pedagógico', 'registros pedagógicos')} (planos de aula, atividades, avaliações, frequências) e não pode ser excluída.`,
  curricularComponentPedagogy: (records: number) =>
    `O componente tem ${countOf(records, 'registro pedagógico', 'registros pedagógicos')} (professores, planos de aula, atividades, avaliações, frequências) e não pode ser excluído.`,
  classroomEnrollments: (enrollments: number) =>
    `A turma tem ${countOf(enrollments, 'matrícula', 'matrículas')} e não pode ser excluída.`,
  course: (classrooms: number) =>
    `O curso é usado por ${countOf(classrooms, 'turma', 'turmas')} e não pode ser excluído.`,
  /** 409 of a course edit that moves it to another unit while classrooms use it. */
  courseSchoolUnit: (classrooms: number) =>
    `O curso é usado por ${countOf(classrooms, 'turma', 'turmas')} e não pode mudar de unidade escolar.`,
  academicYear: (calendars: number) =>
    `O ano letivo tem ${countOf(calendars, 'calendário acadêmico', 'calendários acadêmicos')} e não pode ser excluído.`,
  academicTermAssessments: (assessments: number) =>
    `O período letivo tem ${countOf(assessments, 'avaliação', 'avaliações')} e não pode ser excluído.`,
  academicCalendarTerms: (terms: number) =>
    `O calendário tem ${countOf(terms, 'período letivo', 'períodos letivos')} e não pode ser excluído.`,
  academicCalendarDays: (days: number) =>
    `O calendário tem ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
  role: (users: number) =>
    `O perfil é usado por ${countOf(users, 'usuário', 'usuários')} e não pode ser excluído.`,
  schoolDayType: (days: number) =>
    `O tipo é usado por ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
} as const;

/** What a screen says when the signed-in user may not use it. */
export const accessMessages = {
  noPermissionPage: 'Você não tem permissão para acessar esta página.',
} as const;

/** 400 answers to bad list parameters (`page`, `pageSize`, `q`, `sort`). */
export const listQueryMessages = {
  pageInvalid: 'O parâmetro page deve ser um número inteiro a partir de 1.',
  pageSizeInvalid: (max: number) =>
    `O parâmetro pageSize deve ser um número inteiro de 1 a ${max}.`,
  searchInvalid: 'O parâmetro q deve ser um texto.',
  searchTooLong: (max: number) => `A busca deve ter no máximo ${max} caracteres.`,
  sortInvalid: 'O parâmetro sort deve ser uma coluna ordenável da lista.',
  /** A filter that names a record (`classroomId=`…) given something that is not a UUID. */
  idFilterInvalid: (name: string) => `O parâmetro ${name} deve ser um identificador (UUID) válido.`,
  /** GET /enrollments?status= with a value outside ACTIVE, TRANSFERRED, CANCELLED, COMPLETED. */
  enrollmentStatusInvalid:
    'O parâmetro status deve ser uma destas situações: ACTIVE, TRANSFERRED, CANCELLED, COMPLETED.',
  /** GET /attendance-sheets?status= with a value outside PENDING, RECORDED. */
  attendanceStatusInvalid: 'O parâmetro status deve ser uma destas situações: PENDING, RECORDED.',
  /** A required date parameter (GET /attendance?date=) missing or not a real date. */
  dateParamInvalid: (name: string) =>
    `O parâmetro ${name} deve ser uma data válida no formato AAAA-MM-DD.`,
  /** GET /calendar-events with `from` after `to`. */
  dateRangeReversed: 'O parâmetro from deve ser uma data igual ou anterior a to.',
  /** GET /calendar-events with `from` and `to` more than `max` days apart. */
  dateRangeTooLong: (max: number) => `O período entre from e to deve ser de no máximo ${max} dias.`,
} as const;

/** 400 answers to bad filters of GET /audit-events, and what the retention prune records. */
export const auditMessages = {
  actorIdInvalid: 'O parâmetro actorId deve ser o identificador (UUID) de um usuário.',
  resourceInvalid: 'O parâmetro resource deve ter no máximo 100 caracteres.',
  actionInvalid: 'O parâmetro action deve ser uma ação registrada na auditoria.',
  fromInvalid: 'O parâmetro from deve ser uma data válida no formato AAAA-MM-DD.',
  toInvalid: 'O parâmetro to deve ser uma data válida no formato AAAA-MM-DD.',
  /** The 'audit-prune' event's description: how many events older than which day were removed. */
  pruned: (count: number, before: string) =>
    `${count} ${count === 1 ? 'evento anterior' : 'eventos anteriores'} a ${before} ${count === 1 ? 'removido' : 'removidos'}`,
} as const;

/** The server's operations (start, stop, the data folder's lock, health, backup, restore). */
export const operationsMessages = {
  dataDirLocked: (dir: string, pid: number) =>
    `A pasta de dados ${dir} já está em uso pelo processo ${pid}. Pare esse processo ou use outra pasta (LOUSA_DATA_DIR).`,
  lockTakeoverStuck: (file: string) =>
    `Não foi possível assumir a trava abandonada da pasta de dados. Se nenhuma Lousa estiver rodando, apague ${file} e tente de novo.`,
  stopping: (seconds: number) =>
    `Encerrando a Lousa: aguardando até ${seconds} s as requisições em andamento…`,
  stopped: 'Lousa encerrada.',
  forcedStop: 'Encerramento forçado: o banco será recuperado na próxima inicialização.',
  databaseUnavailable: 'Banco de dados indisponível.',
  dataLocationEmbedded: (dir: string) =>
    `Os dados ficam em ${dir} (banco embutido). Cópia de segurança: npm run backup -- <arquivo> (também com a Lousa rodando); restauração: npm run restore -- <arquivo>.`,
  dataLocationPostgres:
    'Os dados ficam no PostgreSQL de DATABASE_URL. Cópia de segurança: npm run backup -- <arquivo> (usa pg_dump); restauração: npm run restore -- <arquivo>.',
  backupUsage:
    'Uso: npm run backup -- [arquivo]  (sem arquivo: lousa-AAAAMMDD-HHMMSS.tgz, ou .dump com DATABASE_URL)',
  restoreUsage: 'Uso: npm run restore -- <arquivo> [--force]',
  backupSaved: (file: string, size: string, seconds: string) =>
    `Cópia de segurança salva em ${file} (${size}, ${seconds} s).`,
  backupFromServer: (pid: number) =>
    `A Lousa está rodando (processo ${pid}): ela mesma fez a cópia.`,
  backupFailed: (reason: string) => `A cópia de segurança falhou: ${reason}`,
  noDatabase: (dir: string) => `Não há banco de dados em ${dir}: nada a copiar.`,
  backupChannelUnavailable: (dir: string, pid: number) =>
    `A pasta de dados ${dir} está em uso pelo processo ${pid}, que não atende pedidos de cópia (outra cópia ou restauração em andamento?). Tente de novo quando ele terminar.`,
  fileMissing: (file: string) => `Arquivo não encontrado: ${file}`,
  notABackup: (file: string) =>
    `${file} não é uma cópia de segurança da Lousa (esperado um .tgz do banco embutido ou um .dump do pg_dump).`,
  embeddedBackupOnPostgres:
    'Esta cópia é do banco embutido (PGlite) e DATABASE_URL aponta para um PostgreSQL: restaure-a sem DATABASE_URL.',
  postgresBackupOnEmbedded:
    'Esta cópia é de um PostgreSQL (pg_dump): defina DATABASE_URL com o banco de destino para restaurá-la.',
  notLousaDatabase: 'A cópia abriu, mas não tem as tabelas da Lousa: nada foi restaurado.',
  restoreNotEmpty: (dir: string) =>
    `${dir} já tem um banco de dados. Para substituí-lo, rode de novo com --force (o banco atual é guardado ao lado).`,
  restoreNotEmptyPostgres:
    'O banco de DATABASE_URL já tem as tabelas da Lousa. Para substituí-las, rode de novo com --force.',
  restoreServersConnected: (connections: number) =>
    `Há ${countOf(connections, 'conexão', 'conexões')} da Lousa neste banco: pare os servidores antes de restaurar.`,
  restored: (target: string, seconds: string) =>
    `Banco restaurado em ${target} (${seconds} s). Inicie a Lousa com npm start.`,
  previousKept: (dir: string) =>
    `O banco anterior foi guardado em ${dir}; apague essa pasta quando não precisar mais dela.`,
  restoreFailed: (reason: string) => `A restauração falhou: ${reason}`,
  pgToolMissing: (tool: string) =>
    `${tool} não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client) ou defina PG_BINDIR.`,
  pgToolFailed: (tool: string, code: number) => `${tool} terminou com código ${code}.`,
  channelUnknownRequest: 'pedido desconhecido',
  channelIncompleteAnswer: 'resposta incompleta do servidor',
  channelUnavailable: (path: string) =>
    `Cópias com a Lousa rodando ficam indisponíveis: não foi possível abrir ${path}.`,
} as const;
