/**
 * What a person reads for a field the audit log names: the label its form or list shows, per
 * resource (the audit log's resource key). A field of a body that names another record
 * ('classroomId') reads as that record's kind ('Turma'). Fields every resource shares are
 * declared once (`COMMON_FIELD_LABELS`); a resource's own entry overrides them. Unknown fields
 * read as they came (`auditFieldLabel`). The person's and the school unit's labels are the one
 * copy their forms show too (the screens' label modules take them from here).
 */
import { RESOURCE_KEYS } from './keys.ts';

type FieldLabels = Readonly<Record<string, string>>;

/** A field that means the same in every resource that has it. */
export const COMMON_FIELD_LABELS = {
  name: 'Nome',
  title: 'Título',
  description: 'Descrição',
  date: 'Data',
  startDate: 'Data de Início',
  endDate: 'Data de Fim',
  status: 'Situação',
  email: 'E-mail',
  cpf: 'CPF',
  address: 'Endereço',
  schoolUnitId: 'Unidade Escolar',
  schoolUnitIds: 'Unidades Escolares',
  academicYearId: 'Ano Letivo',
  academicCalendarId: 'Calendário Acadêmico',
  academicTermId: 'Período Letivo',
  classroomId: 'Turma',
  courseId: 'Curso',
  curricularComponentId: 'Componente Curricular',
  teachingModalityId: 'Modalidade de Ensino',
  curriculumMatrixId: 'Matriz Curricular',
  gradeLevels: 'Séries/Anos',
  gradeLevelId: 'Série/Ano',
  nextCourseId: 'Curso Seguinte',
  studentId: 'Aluno',
  userId: 'Usuário',
  roleId: 'Perfil',
} as const satisfies FieldLabels;
const COMMON: FieldLabels = COMMON_FIELD_LABELS;

/**
 * A person's fields, as the student form labels them ('Dados do Aluno', 'Responsável'): the one
 * copy of these labels, which the student form takes from here.
 */
export const PERSON_FIELD_LABELS = {
  name: 'Nome completo',
  socialName: 'Nome social',
  cpf: COMMON_FIELD_LABELS.cpf,
  rg: 'RG',
  gender: 'Sexo',
  ethnicity: 'Cor/Raça',
  birthDate: 'Data de Nascimento',
  birthCertificate: 'Certidão de Nascimento',
  susCard: 'Cartão SUS',
  email: COMMON_FIELD_LABELS.email,
  contact: 'Telefone',
  nationality: 'Nacionalidade',
  locationZone: 'Zona de Residência',
  birthCity: 'Cidade de Nascimento',
  birthState: 'UF de Nascimento',
  address: COMMON_FIELD_LABELS.address,
} as const satisfies FieldLabels;

/** A school unit's own fields, as its form labels them; the unit form takes them from here. */
export const SCHOOL_UNIT_FIELD_LABELS = {
  cnpj: 'CNPJ',
  name: 'Nome da Unidade',
  email: 'Email Institucional',
  phone: 'Contato',
  principalName: 'Diretor Responsável',
  inepCode: 'INEP',
  area: 'Área da Unidade',
} as const satisfies FieldLabels;

/** A school day type's own field, as its form labels it; the types dialog takes it from here. */
export const SCHOOL_DAY_TYPE_FIELD_LABELS = {
  kind: 'Categoria',
} as const satisfies FieldLabels;

/** A person's fields under a prefix: the student's ('person.name') and the guardian's. */
const personFields = (prefix: string, suffix: string): FieldLabels =>
  Object.fromEntries(
    Object.entries(PERSON_FIELD_LABELS).map(([field, label]) => [
      `${prefix}.${field}`,
      `${label}${suffix}`,
    ]),
  );

/** Each resource's own labels, by its audit key. */
export const RESOURCE_FIELD_LABELS: Readonly<Record<string, FieldLabels>> = {
  [RESOURCE_KEYS.users]: {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'Email',
    password: 'Senha',
    roleId: 'Atribuição',
    active: 'Situação',
  },
  [RESOURCE_KEYS.roles]: { permissions: 'Permissões' },
  [RESOURCE_KEYS.schoolUnits]: SCHOOL_UNIT_FIELD_LABELS,
  [RESOURCE_KEYS.classrooms]: { shift: 'Turno', capacity: 'Vagas' },
  [RESOURCE_KEYS.curriculumMatrices]: { matrix: 'Componentes da matriz' },
  [RESOURCE_KEYS.academicYears]: { year: 'Ano' },
  [RESOURCE_KEYS.academicTerms]: { status: 'Status' },
  [RESOURCE_KEYS.schoolDays]: { typeId: 'Tipo' },
  [RESOURCE_KEYS.schoolDayTypes]: SCHOOL_DAY_TYPE_FIELD_LABELS,
  [RESOURCE_KEYS.students]: {
    person: 'Dados do Aluno',
    guardian: 'Responsável',
    guardianId: 'Responsável',
    ...personFields('person', ''),
    ...personFields('guardian', ' do responsável'),
  },
  [RESOURCE_KEYS.enrollments]: {
    endDate: 'Data de saída',
    cancelReason: 'Motivo',
    transferredFromId: 'Transferida da matrícula',
  },
  [RESOURCE_KEYS.teachingAssignments]: { userId: 'Professor(a)' },
  [RESOURCE_KEYS.lessonPlans]: {
    theme: 'Unidade Temática',
    bnccStandards: 'Normas BNCC',
    learningObject: 'Objeto(s) de Conhecimento',
    generalObjective: 'Objetivos',
    references: 'Referências',
  },
  [RESOURCE_KEYS.attendance]: { date: 'Data da Aula', students: 'Alunos' },
  [RESOURCE_KEYS.assessments]: { weight: 'Peso', maxScore: 'Nota máxima' },
  [RESOURCE_KEYS.grades]: { score: 'Nota' },
  [RESOURCE_KEYS.events]: { type: 'Tipo' },
  [RESOURCE_KEYS.bnccStandards]: {
    code: 'Código',
    learningObject: 'Objeto de Conhecimento',
    component: 'Componente Curricular',
    year: 'Ano',
  },
};

/** A field's pt-BR label in a resource's audit event; the field's own name when none is known. */
export function auditFieldLabel(resource: string | null, field: string): string {
  return (
    (resource ? RESOURCE_FIELD_LABELS[resource]?.[field] : undefined) ?? COMMON[field] ?? field
  );
}
