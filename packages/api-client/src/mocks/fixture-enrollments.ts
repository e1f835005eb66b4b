import type { AcademicYear, Classroom, Enrollment } from '@lousa/domain';
import { calendarDateToIso } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import type { StudentFixture } from './db.ts';

/**
 * The fixture enrolments: the demo students in the demo classrooms, as the stories show them.
 * They follow the students' fixtures (each enrolled student's `classroom` is the classroom of
 * its ATIVA enrolment) and are made with a faker of their own (from the database's seed), so the
 * data made before them stays as it was.
 */

const iso = (year: number, month: number, day: number) => calendarDateToIso({ year, month, day });
const ref = ({ id, name }: { id: string; name: string }) => ({ id, name });

/** The reason of the fixtures' cancelled enrolment. */
export const FIXTURE_CANCEL_REASON = 'A família mudou-se para outra cidade.';
/** The day of the fixtures' transfer (the old enrolment's end, the new one's start). */
export const FIXTURE_TRANSFER_DATE = iso(2026, 5, 4);

export interface FixtureEnrollmentSource {
  students: readonly StudentFixture[];
  classrooms: Classroom[];
  academicYears: readonly AcademicYear[];
}

/**
 * The enrolments, newest academic year first. 2026: every student with a classroom is ATIVA in
 * it — the second one after a transfer in May (its TRANSFERIDA enrolment first) — and the
 * first student without one was cancelled in March. 2025: the first 20 students completed it
 * (CONCLUÍDA). The classrooms get their 'Vagas' (30, 25, unlimited, 35 in turn) and how many
 * are enrolled.
 */
export function createFixtureEnrollments(
  seed: number,
  { students, classrooms, academicYears }: FixtureEnrollmentSource,
): Enrollment[] {
  const faker = createFaker(seed * 7_919 + 104_729);
  const yearOf = (year: string) => academicYears.find((candidate) => candidate.year === year);
  const roomOf = (id: string | undefined) => classrooms.find((classroom) => classroom.id === id);
  const other = (classroom: Classroom) =>
    classrooms.find((candidate) => candidate.id !== classroom.id);
  const enrollments: Enrollment[] = [];
  const enrol = (
    student: StudentFixture,
    classroom: Classroom,
    year: AcademicYear,
    fields: Pick<Enrollment, 'status' | 'date' | 'endDate'> & { cancelReason?: string | null },
  ) =>
    enrollments.push({
      id: faker.uuid(),
      cancelReason: null,
      ...fields,
      student: { id: student.id, name: student.person.name },
      classroom: ref(classroom),
      schoolUnit: ref(classroom.schoolUnit),
      academicYear: { id: year.id, year: year.year },
    });

  const current = yearOf('2026');
  if (current) {
    let transferred = false;
    let cancelled = false;
    students.forEach((student, index) => {
      const room = roomOf(student.classroom?.id);
      const start = current.startDate;
      if (room && index > 0 && !transferred && other(room)) {
        transferred = true;
        enrol(student, other(room) as Classroom, current, {
          status: 'TRANSFERRED',
          date: start,
          endDate: FIXTURE_TRANSFER_DATE,
        });
        enrol(student, room, current, {
          status: 'ACTIVE',
          date: FIXTURE_TRANSFER_DATE,
          endDate: null,
        });
      } else if (room) {
        enrol(student, room, current, { status: 'ACTIVE', date: start, endDate: null });
      } else if (!cancelled && classrooms[0]) {
        cancelled = true;
        enrol(student, classrooms[0], current, {
          status: 'CANCELLED',
          date: start,
          endDate: iso(2026, 3, 16),
          cancelReason: FIXTURE_CANCEL_REASON,
        });
      }
    });
  }
  const previous = yearOf('2025');
  if (previous && classrooms.length > 0) {
    students.slice(0, 20).forEach((student, index) => {
      enrol(student, classrooms[(index * 5) % classrooms.length] as Classroom, previous, {
        status: 'COMPLETED',
        date: previous.startDate,
        endDate: previous.endDate,
      });
    });
  }

  classrooms.forEach((classroom, index) => {
    classroom.capacity = [30, 25, null, 35][index % 4] ?? null;
    classroom.enrolled = activeIn(enrollments, classroom.id);
  });
  return enrollments;
}

/** How many ATIVA enrolments a classroom has. */
export function activeIn(enrollments: readonly Enrollment[], classroomId: string): number {
  return enrollments.filter(
    (enrollment) => enrollment.status === 'ACTIVE' && enrollment.classroom.id === classroomId,
  ).length;
}

/** The classroom of a student's ATIVA enrolment of the latest academic year, if any. */
export function currentClassroomOf(
  enrollments: readonly Enrollment[],
  studentId: string,
): { id: string; name: string } | null {
  const active = enrollments
    .filter((enrollment) => enrollment.student.id === studentId && enrollment.status === 'ACTIVE')
    .sort((a, b) => b.academicYear.year.localeCompare(a.academicYear.year));
  return active[0]?.classroom ?? null;
}
