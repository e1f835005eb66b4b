/**
 * Each registry's key: the root of its query keys and its fixture collection. Apart from the
 * declarations (index.ts), so that what only names a resource — the api-client's query keys, read
 * by the app's shell — does not load every declaration's schemas and messages.
 */
export const RESOURCE_KEYS = {
  users: 'users',
  schoolUnits: 'school-units',
  teachingModalities: 'teaching-modalities',
  curricularComponents: 'curricular-components',
  curriculumMatrices: 'curriculum-matrices',
  courses: 'courses',
  classrooms: 'classrooms',
  academicYears: 'academic-years',
  academicCalendars: 'academic-calendars',
  academicTerms: 'academic-terms',
  schoolDayTypes: 'school-day-types',
  schoolDays: 'school-days',
  students: 'students',
  guardians: 'guardians',
  enrollments: 'enrollments',
  studentRecords: 'student-records',
  lessonPlans: 'lesson-plans',
  activities: 'activities',
  bnccStandards: 'bncc-standards',
  attendanceSheets: 'attendance-sheets',
  assessments: 'assessments',
  events: 'events',
  roles: 'roles',
  auditEvents: 'audit-events',
} as const;
