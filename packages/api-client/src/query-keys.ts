/** The shape of every key of this package. */
export type ApiQueryKey = readonly string[];

/**
 * Every query key of the app, in one place. A mutation refreshes its list through the key
 * here; a key that starts with another (courses by unit under courses) is refreshed with it.
 */
export const queryKeys = {
  users: ['users'] as ApiQueryKey,
  schoolUnits: ['school-units'] as ApiQueryKey,
  courses: ['courses'] as ApiQueryKey,
  coursesBySchoolUnit: (schoolUnitId: string): ApiQueryKey => [
    'courses',
    'school-unit',
    schoolUnitId,
  ],
  classrooms: ['classrooms'] as ApiQueryKey,
  academicTerms: ['academic-terms'] as ApiQueryKey,
  academicCalendars: ['academic-calendars'] as ApiQueryKey,
  academicYears: ['academic-years'] as ApiQueryKey,
  schoolDayTypes: ['school-day-types'] as ApiQueryKey,
  schoolDays: ['school-days'] as ApiQueryKey,
  students: ['students'] as ApiQueryKey,
  teachingModalities: ['teaching-modalities'] as ApiQueryKey,
  curricularComponents: ['curricular-components'] as ApiQueryKey,
  curriculumMatrices: ['curriculum-matrices'] as ApiQueryKey,
} as const;
