import { BUILT_IN_ROLES } from '@lousa/domain';

/** Fixed names the fixture database is built from (pt-BR, as a school network would write them). */

export const fixtureModalityNames = [
  'Educação Infantil',
  'Ensino Fundamental - Anos Iniciais',
  'Ensino Fundamental - Anos Finais',
  'Educação de Jovens e Adultos',
  'Educação Especial',
] as const;

/** The nine curricular components of the product's sample data (spec §3). */
export const fixtureComponentNames = [
  'Língua Portuguesa',
  'Matemática',
  'Arte',
  'Educação Física',
  'Língua Inglesa',
  'Ciências',
  'Geografia',
  'História',
  'Ensino Religioso',
] as const;

export const fixtureMatrixNames = [
  'Matriz Anos Iniciais 2025',
  'Matriz Anos Finais 2025',
  'Matriz EJA 2025',
] as const;

export const fixtureCourseNames = [
  'Ensino Fundamental I',
  'Ensino Fundamental II',
  'Educação de Jovens e Adultos',
] as const;

export const fixtureSchoolDayTypeNames = [
  'Dia letivo',
  'Sábado letivo',
  'Feriado',
  'Conselho de classe',
  'Recesso escolar',
] as const;

/**
 * The roles of the fixtures: the built-in ones the server creates at first start, with the
 * permissions of the catalogue (`@lousa/domain` access.ts).
 */
export const fixtureRoles = BUILT_IN_ROLES;

/** The moment of the fixture audit trail's newest event; the others go back about three weeks. */
export const FIXTURE_AUDIT_END = '2025-03-28T20:47:12.000Z';

/** Addresses the fixture audit events come from. */
export const fixtureAuditIps = [
  '200.147.35.12',
  '177.71.204.9',
  '189.6.44.130',
  '201.17.88.4',
  '2804:14c:65a1:4001::1b',
] as const;

/**
 * Per resource the fixture audit trail writes to: the body fields a create sends, and the sets
 * of fields an update changes (as the audit log names them; never a password).
 */
export const fixtureAuditFields = {
  users: {
    create: ['cpf', 'email', 'firstName', 'lastName', 'roleId', 'schoolUnitIds'],
    update: [['roleId'], ['firstName', 'lastName'], ['email'], ['schoolUnitIds']],
  },
  'school-units': {
    create: ['cnpj', 'name', 'principalName', 'phone', 'address'],
    update: [['phone'], ['principalName'], ['address'], ['email', 'phone']],
  },
  courses: {
    create: ['name', 'teachingModalityId', 'curriculumMatrixId', 'schoolUnitId'],
    update: [['name'], ['curriculumMatrixId']],
  },
  students: {
    create: ['person', 'guardian'],
    update: [['person'], ['guardian'], ['person', 'guardian']],
  },
  classrooms: {
    create: ['name', 'shift', 'courseId', 'schoolUnitId'],
    update: [['shift'], ['name']],
  },
  roles: {
    create: ['name', 'permissions'],
    update: [['permissions'], ['name']],
  },
} as const satisfies Record<
  string,
  { create: readonly string[]; update: readonly (readonly string[])[] }
>;
