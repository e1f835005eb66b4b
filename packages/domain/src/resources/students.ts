import { serverMessages, toasts } from '../messages.ts';
import { studentListItemSchema } from '../schemas/entities/student.ts';
import { studentBodySchema } from '../schemas/forms/student.ts';
import { defineResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/**
 * Students: the list carries only what it shows (`studentListItemSchema`); the full record is
 * `studentRecordResource` (GET /students/<id>, personal data, audited). POST and PATCH take the
 * whole record (`studentBodySchema`: person and a new or registered guardian); no delete (a
 * student's history stays).
 */
export const studentsResource = defineResource({
  ...RESOURCE_CATALOGUE.students,
  path: '/students',
  item: studentListItemSchema,
  create: studentBodySchema,
  update: studentBodySchema,
  sortKeys: ['cpf', 'name', 'gender', 'birthDate'],
  references: { guardianId: 'guardians' },
  describe: (student) => student.name,
  messages: {
    created: toasts.studentCreated,
    updated: toasts.studentUpdated,
    deleted: toasts.studentDeleted,
  },
  notFound: serverMessages.studentNotFound,
});

/**
 * GET /students/<id>/report-card?academicYearId= (`reportCardSchema`, issue 28): the student's
 * 'Boletim' of a year — the components of their class that year with each term's average and
 * absences, the final average, exam and situation, the attendance and the overall result. 404
 * without an enrolment that year, 422 while the course has no 'Regra de Avaliação'.
 */
export const studentReportCardPath = (studentId: string) =>
  `${studentsResource.path}/${encodeURIComponent(studentId)}/report-card`;
