import { serverMessages, toasts } from '../messages.ts';
import { classroomSchema } from '../schemas/entities/classroom.ts';
import { classroomCreateSchema } from '../schemas/forms/classroom.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

export const classroomsResource = defineResource({
  ...RESOURCE_CATALOGUE.classrooms,
  path: '/classrooms',
  item: classroomSchema,
  create: classroomCreateSchema,
  update: classroomCreateSchema,
  sortKeys: ['name', 'shift', 'course', 'schoolUnit', 'academicYear', 'gradeLevel'],
  references: {
    schoolUnitId: 'school-units',
    courseId: 'courses',
    academicYearId: 'academic-years',
  },
  describe: (classroom) => classroom.name,
  messages: {
    created: toasts.classroomCreated,
    updated: toasts.classroomUpdated,
    deleted: toasts.classroomDeleted,
  },
  notFound: serverMessages.classroomNotFound,
});

/** Filters of GET /classrooms besides the list parameters (uuids; blank: no filter). */
export const CLASSROOM_FILTERS = ['academicYearId', 'schoolUnitId', 'courseId'] as const;

/**
 * POST /academic-years/<toId>/classrooms/copy (`classroomCopySchema` → 201
 * `classroomCopyResultSchema`, issue 28): next year's classes in one action — a class of the same
 * name, shift, unit, course, grade level and capacity for each class of the source year (its
 * teachers and enrolments stay behind); one already there by name and unit is skipped.
 */
export const classroomsCopyPath = (toAcademicYearId: string) =>
  `/academic-years/${toAcademicYearId}/classrooms/copy`;

/**
 * GET /classrooms/<id>/results (`studentResultSchema` items, issue 28): per student of the class,
 * each component's term averages, final average, exam and situation, the attendance and the
 * overall result, computed by the server from the course's 'Regra de Avaliação' (422 without one).
 */
export const classroomResultsPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/results`;

/**
 * POST /classrooms/<id>/close ('Encerrar Turma', issue 28): 200 `classroomCloseResultSchema`, or
 * 422 `{ message, missing: [closeGapSchema] }` while anything is missing.
 */
export const classroomClosePath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/close`;

/** POST /classrooms/<id>/reopen `{ reason }` ('Reabrir Turma'): 200 the classroom. */
export const classroomReopenPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/reopen`;

/** What the audit log reads about a copy of classes (one event for the whole copy). */
export const classroomsCopyLabel = (fromYear: string, toYear: string) =>
  `Turmas de ${fromYear} copiadas para ${toYear}`;
