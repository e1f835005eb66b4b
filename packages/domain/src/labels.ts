/** Labels of the product's enumerations, written once. Values are the API's codes. */

import type {
  AttendanceScope,
  EvaluationSituation,
  RecoveryFormula,
  RecoveryKind,
  TermAggregation,
} from './evaluation.ts';
import type { AuditAction } from './schemas/entities/user.ts';

export const shifts = ['INTEGRAL', 'MORNING', 'AFTERNOON', 'NIGHT'] as const;
export type Shift = (typeof shifts)[number];
/** 'VESPERTINO': the spec (§3) carries the typo 'VERPERTINO'; issue 26 asks for the word. */
export const shiftLabels: Record<Shift, string> = {
  INTEGRAL: 'INTEGRAL',
  MORNING: 'MATUTINO',
  AFTERNOON: 'VESPERTINO',
  NIGHT: 'NOTURNO',
};

export const areas = ['URBAN', 'RURAL'] as const;
export type Area = (typeof areas)[number];
export const areaLabels: Record<Area, string> = { URBAN: 'URBANA', RURAL: 'RURAL' };

export const calendarStatuses = ['INACTIVE', 'IN_ACTIVITY', 'COMPLETED'] as const;
export type CalendarStatus = (typeof calendarStatuses)[number];
export const calendarStatusLabels: Record<CalendarStatus, string> = {
  INACTIVE: 'INATIVO',
  IN_ACTIVITY: 'EM ATIVIDADE',
  COMPLETED: 'CONCLUÍDO',
};

export const termStatuses = ['PENDING', 'IN_ACTIVITY', 'COMPLETED'] as const;
export type TermStatus = (typeof termStatuses)[number];
export const termStatusLabels: Record<TermStatus, string> = {
  PENDING: 'PENDENTE',
  IN_ACTIVITY: 'EM ATIVIDADE',
  COMPLETED: 'CONCLUÍDO',
};

export type BadgeVariant = 'secondary' | 'default';

/** Calendar and term status badge: secondary for PENDING or INACTIVE, default otherwise. */
export function statusBadgeVariant(status: CalendarStatus | TermStatus | string): BadgeVariant {
  return status === 'PENDING' || status === 'INACTIVE' ? 'secondary' : 'default';
}

/** Status of an attendance sheet (a class, a component, a school day): the API's codes. */
export const attendanceStatuses = ['PENDING', 'RECORDED'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  PENDING: 'PENDENTE',
  RECORDED: 'REGISTRADA',
};
/** Attendance badge: PENDENTE secondary, REGISTRADA default. */
export function attendanceBadgeVariant(status: AttendanceStatus | string): BadgeVariant {
  return status === 'PENDING' ? 'secondary' : 'default';
}
/** LDB art. 24: under this attendance percentage a student is warned about. */
export const ATTENDANCE_MINIMUM_PERCENT = 75;

export const genders = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = { MALE: 'MASCULINO', FEMALE: 'FEMININO' };

export const ethnicities = ['BLACK', 'WHITE', 'BROWN', 'YELLOW', 'INDIGENOUS'] as const;
export type Ethnicity = (typeof ethnicities)[number];
export const ethnicityLabels: Record<Ethnicity, string> = {
  BLACK: 'Preta',
  WHITE: 'Branca',
  BROWN: 'Parda',
  YELLOW: 'Amarela',
  INDIGENOUS: 'Indígena',
};

/** 'BORN_BRAZILLIAN' is the API's own spelling (spec §3) and is kept as is. */
export const nationalities = ['BORN_BRAZILLIAN', 'NATURALIZED', 'FOREIGN'] as const;
export type Nationality = (typeof nationalities)[number];
export const nationalityLabels: Record<Nationality, string> = {
  BORN_BRAZILLIAN: 'Brasileira nata',
  NATURALIZED: 'Naturalizada',
  FOREIGN: 'Estrangeira',
};

export const locationZones = ['URBAN', 'RURAL'] as const;
export type LocationZone = (typeof locationZones)[number];
export const locationZoneLabels: Record<LocationZone, string> = { URBAN: 'Urbana', RURAL: 'Rural' };

/** The 27 federative units (UF) of Brazil: a person's birth state and address state. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];
export const brazilianStateLabels: Record<BrazilianState, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/**
 * An enrolment's status: ATIVA, TRANSFERIDA, CANCELADA, CONCLUÍDA, and the two ends for a reason
 * of issue 28, ABANDONO and FALECIMENTO (`enrollmentEndStatuses`).
 */
export const enrollmentStatuses = [
  'ACTIVE',
  'TRANSFERRED',
  'CANCELLED',
  'COMPLETED',
  'ABANDONED',
  'DECEASED',
] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];
export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  ACTIVE: 'ATIVA',
  TRANSFERRED: 'TRANSFERIDA',
  CANCELLED: 'CANCELADA',
  COMPLETED: 'CONCLUÍDA',
  ABANDONED: 'ABANDONO',
  DECEASED: 'FALECIMENTO',
};
/** The statuses PATCH /enrollments/<id> ends an active enrolment with (issue 28), with a date. */
export const enrollmentEndStatuses = ['ABANDONED', 'DECEASED'] as const;
export type EnrollmentEndStatus = (typeof enrollmentEndStatuses)[number];
/** Enrolment badge: default for ATIVA, secondary otherwise. */
export function enrollmentBadgeVariant(status: EnrollmentStatus | string): BadgeVariant {
  return status === 'ACTIVE' ? 'default' : 'secondary';
}

/** Semantic colour names; the UI maps each to a token. */
export type EventColor = 'red' | 'yellow' | 'darkGreen' | 'emerald';

/**
 * The kind of a school day's type (issue 27): it alone says whether a day of that type is a
 * lesson day and which colour the calendar gives it; the type's description is free text.
 */
export const schoolDayKinds = [
  'DIA_LETIVO',
  'SABADO_LETIVO',
  'FERIADO',
  'RECESSO',
  'CONSELHO_CLASSE',
  'PLANEJAMENTO',
] as const;
export type SchoolDayKind = (typeof schoolDayKinds)[number];

/** The types of an event an administrator adds to the calendar: four of the kinds. */
export const calendarEventTypeCodes = [
  'DIA_LETIVO',
  'SABADO_LETIVO',
  'FERIADO',
  'CONSELHO_CLASSE',
] as const satisfies readonly SchoolDayKind[];
export type CalendarEventType = (typeof calendarEventTypeCodes)[number];

/**
 * Label and colour of every kind of day, written once: a school day type's kind and an added
 * event's type. Colours: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green,
 * otherwise emerald.
 */
export const calendarEventTypes: Record<SchoolDayKind, { label: string; color: EventColor }> = {
  DIA_LETIVO: { label: 'Dia Letivo', color: 'emerald' },
  SABADO_LETIVO: { label: 'Sábado Letivo', color: 'yellow' },
  FERIADO: { label: 'Feriado', color: 'red' },
  RECESSO: { label: 'Recesso', color: 'emerald' },
  CONSELHO_CLASSE: { label: 'Conselho de Classe', color: 'darkGreen' },
  PLANEJAMENTO: { label: 'Planejamento', color: 'emerald' },
};

/** The kinds whose days are lesson days: attendance is taken on them. */
export const lessonDayKinds = [
  'DIA_LETIVO',
  'SABADO_LETIVO',
] as const satisfies readonly SchoolDayKind[];

/** Whether a school day of this kind is a day of lessons (the two *LETIVO kinds). */
export function isLessonDayKind(kind: string): boolean {
  return (lessonDayKinds as readonly string[]).includes(kind);
}

/** Border colour of a day or event of this kind: FERIADO red, SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, otherwise emerald. */
export function calendarEventColor(type: string): EventColor {
  return Object.hasOwn(calendarEventTypes, type)
    ? calendarEventTypes[type as SchoolDayKind].color
    : 'emerald';
}

/** A label from a table, or a dash for a missing/unknown code. */
export function labelOf<K extends string>(
  labels: Record<K, string>,
  code: string | null | undefined,
): string {
  if (code && Object.hasOwn(labels, code)) return labels[code as K];
  return '-';
}

/** What each action of the audit log is called on the audit screen. */
export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  'sign-in': 'Entrada',
  'sign-in-failed': 'Falha de entrada',
  'sign-out': 'Saída',
  'refresh-token-reuse': 'Reuso de sessão',
  'password-change': 'Troca de senha',
  'password-reset': 'Redefinição de senha',
  'account-disabled': 'Conta desativada',
  'account-enabled': 'Conta reativada',
  'sensitive-read': 'Leitura da ficha',
  'audit-prune': 'Limpeza da auditoria',
};

/** 'Regra de Avaliação' (issue 28): how the term averages make the final average. */
export const termAggregationLabels: Record<TermAggregation, string> = {
  ARITHMETIC: 'Média aritmética dos períodos',
  WEIGHTED: 'Média ponderada (um peso por período)',
};

/** 'Regra de Avaliação': whether a final exam follows a final average under the pass mark. */
export const recoveryKindLabels: Record<RecoveryKind, string> = {
  NONE: 'Sem recuperação',
  FINAL_EXAM: 'Exame final',
};

/** 'Regra de Avaliação': what the final exam does to the final average. */
export const recoveryFormulaLabels: Record<RecoveryFormula, string> = {
  MEAN_WITH_EXAM: 'Média entre a média final e o exame',
  EXAM_REPLACES_IF_HIGHER: 'O exame substitui a média final, se maior',
};

/** 'Regra de Avaliação': over what the minimum attendance is counted. */
export const attendanceScopeLabels: Record<AttendanceScope, string> = {
  OVERALL: 'No total de aulas do ano (LDB)',
  PER_COMPONENT: 'Em cada componente curricular',
};

/** A student's situation in a component, and their overall result of the year. */
export const evaluationSituationLabels: Record<EvaluationSituation, string> = {
  CURSANDO: 'Cursando',
  EM_RECUPERACAO: 'Em recuperação',
  APROVADO: 'Aprovado',
  APROVADO_APOS_RECUPERACAO: 'Aprovado após recuperação',
  APROVADO_PELO_CONSELHO: 'Aprovado pelo conselho',
  REPROVADO: 'Reprovado',
  REPROVADO_POR_FALTAS: 'Reprovado por faltas',
};
