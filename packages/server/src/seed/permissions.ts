/** The areas a role can be given access to; 'Administrador' has every permission. */
const resources = [
  'users',
  'school-units',
  'courses',
  'classrooms',
  'academic-years',
  'academic-calendars',
  'academic-terms',
  'school-day-types',
  'school-days',
  'students',
  'teaching-modalities',
  'curricular-components',
  'curriculum-matrices',
] as const;

export const ALL_PERMISSIONS: string[] = resources.flatMap((resource) => [
  `${resource}:read`,
  `${resource}:create`,
]);

export const ADMIN_ROLE_NAME = 'Administrador';
