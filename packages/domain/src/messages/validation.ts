import { SCHOOL_DAY_BATCH_MAX_DAYS } from '../school-year.ts';

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
  /** A school day type's kind (DIA_LETIVO, FERIADO…): missing, or not one of the kinds. */
  schoolDayKindRequired: 'A categoria do tipo é obrigatória',
  schoolDayKindInvalid: 'Categoria inválida',
  /** 'Adicionar período' (POST /school-days/batch): which days of the week, how long a range. */
  weekdaysRequired: 'Selecione ao menos um dia da semana',
  weekdayInvalid: 'Dia da semana inválido',
  schoolDayRangeTooLong: `O período pode ter no máximo ${SCHOOL_DAY_BATCH_MAX_DAYS} dias`,

  // Teaching modality, curricular component, curriculum matrix
  modalityNameRequired: 'Nome*',
  /** A blank name, in every form whose record has one (a named registry's unless it says otherwise). */
  nameRequired: 'O nome é obrigatório',
  // A course's grade levels ('Séries/Anos') and the course that follows it
  gradeLevelNameRequired: 'O nome da série/ano é obrigatório',
  gradeLevelDuplicate: 'Série/ano já incluída neste curso',
  gradeLevelInvalid: 'Série/ano inválida',
  /** A classroom's grade level (one of its course's). */
  gradeLevelRequired: 'A série/ano é obrigatória',
  inepStageInvalid: 'Etapa de ensino do INEP inválida',
  nextCourseInvalid: 'Curso seguinte inválido',
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
  endStatusRequired: 'A situação é obrigatória',
  endStatusInvalid: 'A situação deve ser ABANDONED ou DECEASED',
  enrollmentEndDateRequired: 'A data é obrigatória',
  copyFromYearRequired: 'O ano letivo de origem é obrigatório',
  copyToYearRequired: 'O ano letivo de destino é obrigatório',
  /** POST /rollovers without its list of students (issue 28). */
  rolloverItemsRequired: 'Informe os alunos da rematrícula',
  rolloverTooManyItems: 'Envie no máximo 5.000 alunos por rematrícula',
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

  // 'Regra de Avaliação', final exams and 'Conselho de Classe' (issue 28)
  passMarkRequired: 'A média para aprovação é obrigatória, como 6 ou 6,5',
  passMarkAboveMax: 'A média para aprovação deve ser maior que zero e até a nota máxima',
  termAggregationRequired: 'Escolha como as médias dos períodos formam a média final',
  termWeightsRequired: 'Informe um peso para cada período',
  termWeightsPositive: 'Os pesos dos períodos devem ser maiores que zero e no máximo 10',
  recoveryRequired: 'Escolha se há recuperação',
  recoveryPassMarkRequired: 'Informe a média da recuperação, maior que zero e até a nota máxima',
  recoveryFormulaRequired: 'Escolha como a prova de recuperação entra na média',
  minAttendanceRange: 'A frequência mínima deve estar entre 0 e 100%',
  decimalsRange: 'As casas decimais devem ser 0, 1 ou 2',
  councilReasonRequired: 'O motivo da decisão do conselho é obrigatório',
  reopenReasonRequired: 'O motivo da reabertura da turma é obrigatório',
} as const;
