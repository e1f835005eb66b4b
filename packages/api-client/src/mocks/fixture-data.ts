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

export const fixtureRoles = [
  { name: 'Administrador', permissions: ['users:read', 'users:write', 'registries:write'] },
  { name: 'Diretor(a)', permissions: ['registries:read', 'registries:write'] },
  { name: 'Professor(a)', permissions: ['classes:read', 'attendance:write'] },
  { name: 'Secretário(a)', permissions: ['registries:read', 'students:read'] },
] as const;
