import {
  academicYearsResource,
  type Classroom,
  classroomsResource,
  type Enrollment,
  enrollmentsResource,
  studentsResource,
  todayIso,
} from '@lousa/domain';
import { http } from 'msw';
import type { FixtureDb } from './db.ts';
import { activeIn, currentClassroomOf } from './fixture-enrollments.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';
import { listHandlers } from './resource-handlers.ts';

/**
 * The enrolment calls over the fixtures: the list and one enrolment (the generic list
 * handlers), POST /enrollments and the actions transfer, cancel and complete. Like every
 * fixture handler they answer and keep what was asked — the enrolment's status, the
 * classrooms' count enrolled, the students' current classroom — and check no rule: a second
 * active enrolment, a full classroom or a date outside the year is the server's refusal, which
 * a story that needs it sets for itself (`conflict`, `unprocessable`).
 */

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body> {
  const body = await readJsonBody(request);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ref = ({ id, name }: { id: string; name: string }) => ({ id, name });

export function enrollmentHandlers(db: FixtureDb, url: (path: string) => string) {
  const list = listHandlers(db, enrollmentsResource, url);
  const find = <T extends { id: string }>(rows: readonly T[], id: unknown, notFound: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new MockHttpError(422, notFound);
    return row;
  };
  const enrollmentOf = (id: unknown) => {
    const enrollment = db.enrollments.find((candidate) => candidate.id === id);
    if (!enrollment) throw new MockHttpError(404, enrollmentsResource.notFound);
    return enrollment;
  };
  /** The counts and the students' classroom after a change to `enrollment`'s. */
  const recount = (...touched: Enrollment[]) => {
    for (const { classroom, student } of touched) {
      const room = db.classrooms.find((candidate) => candidate.id === classroom.id);
      if (room) room.enrolled = activeIn(db.enrollments, room.id);
      const record = db.students.find((candidate) => candidate.id === student.id);
      if (record) record.classroom = currentClassroomOf(db.enrollments, student.id);
    }
  };
  const newEnrollment = (
    from: Pick<Enrollment, 'student' | 'academicYear'>,
    classroom: Classroom,
    date: string,
  ): Enrollment => ({
    id: db.faker.uuid(),
    status: 'ACTIVE',
    date,
    endDate: null,
    cancelReason: null,
    student: from.student,
    classroom: ref(classroom),
    schoolUnit: ref(classroom.schoolUnit),
    academicYear: from.academicYear,
  });
  const end = (enrollment: Enrollment, status: Enrollment['status'], day = todayIso()) => {
    enrollment.status = status;
    enrollment.endDate = day;
  };

  return {
    collection: [
      ...list.collection,
      http.post(
        url(enrollmentsResource.path),
        handle(
          async ({ request }) => {
            const body = await readBody(request);
            const student = find(db.students, body.studentId, studentsResource.notFound);
            const classroom = find(db.classrooms, body.classroomId, classroomsResource.notFound);
            const year = find(
              db.academicYears,
              body.academicYearId,
              academicYearsResource.notFound,
            );
            const enrollment = newEnrollment(
              {
                student: { id: student.id, name: student.person.name },
                academicYear: { id: year.id, year: year.year },
              },
              classroom,
              text(body.date),
            );
            db.enrollments.unshift(enrollment);
            recount(enrollment);
            return { id: enrollment.id };
          },
          { created: true },
        ),
      ),
    ],
    item: [
      ...list.item,
      http.post(
        url(`${enrollmentsResource.path}/:id/transfer`),
        handle(
          async ({ request, params }) => {
            const old = enrollmentOf(params.id);
            const body = await readBody(request);
            const classroom = find(db.classrooms, body.classroomId, classroomsResource.notFound);
            const date = text(body.date);
            end(old, 'TRANSFERRED', date);
            const next = newEnrollment(old, classroom, date);
            db.enrollments.splice(db.enrollments.indexOf(old), 0, next);
            recount(old, next);
            return { id: next.id };
          },
          { created: true },
        ),
      ),
      http.post(
        url(`${enrollmentsResource.path}/:id/cancel`),
        handle(async ({ request, params }) => {
          const enrollment = enrollmentOf(params.id);
          const body = await readBody(request);
          end(enrollment, 'CANCELLED');
          enrollment.cancelReason = text(body.reason);
          recount(enrollment);
          return { id: enrollment.id };
        }),
      ),
      http.post(
        url(`${enrollmentsResource.path}/:id/complete`),
        handle(({ params }) => {
          const enrollment = enrollmentOf(params.id);
          end(enrollment, 'COMPLETED');
          recount(enrollment);
          return { id: enrollment.id };
        }),
      ),
    ],
  };
}
