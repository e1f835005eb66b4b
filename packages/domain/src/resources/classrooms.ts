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
