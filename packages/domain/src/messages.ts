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

  // Lesson plan
  lessonTitleRequired: 'O título é obrigatório',
  lessonThemeRequired: 'A unidade temática é obrigatória',
  lessonClassroomRequired: 'A turma é obrigatória',
  lessonComponentRequired: 'O componente curricular é obrigatório',
  lessonStandardsRequired: 'Selecione ao menos uma norma BNCC',
  lessonLearningObjectRequired: 'O objeto de conhecimento é obrigatório',
  lessonGeneralObjectiveRequired: 'Os objetivos são obrigatórios',
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
  sessionExpired: 'Sessão expirada',
  tokenExpired: 'Token expirado',
  unexpectedError: 'Aconteceu um erro inesperado',
  // The lesson-plan and attendance forms validate but submit nowhere yet (spec §4): say so.
  lessonPlanValidated: 'Plano de aula validado',
  attendanceValidated: 'Frequência validada',
  savingUnavailable: 'O salvamento ainda não está disponível.',
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
  cannotDeleteSelf: 'Você não pode excluir a sua própria conta.',
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
  course: (classrooms: number) =>
    `O curso é usado por ${countOf(classrooms, 'turma', 'turmas')} e não pode ser excluído.`,
  academicYear: (calendars: number) =>
    `O ano letivo tem ${countOf(calendars, 'calendário acadêmico', 'calendários acadêmicos')} e não pode ser excluído.`,
  academicCalendarTerms: (terms: number) =>
    `O calendário tem ${countOf(terms, 'período letivo', 'períodos letivos')} e não pode ser excluído.`,
  academicCalendarDays: (days: number) =>
    `O calendário tem ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
  schoolDayType: (days: number) =>
    `O tipo é usado por ${countOf(days, 'dia escolar', 'dias escolares')} e não pode ser excluído.`,
} as const;

/** 400 answers to bad list parameters (`page`, `pageSize`, `q`, `sort`). */
export const listQueryMessages = {
  pageInvalid: 'O parâmetro page deve ser um número inteiro a partir de 1.',
  pageSizeInvalid: (max: number) =>
    `O parâmetro pageSize deve ser um número inteiro de 1 a ${max}.`,
  searchInvalid: 'O parâmetro q deve ser um texto.',
  searchTooLong: (max: number) => `A busca deve ter no máximo ${max} caracteres.`,
  sortInvalid: 'O parâmetro sort deve ser uma coluna ordenável da lista.',
} as const;
