import type { AcademicTerm, Assessment, Enrollment, NamedRef } from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import type { TeachingAssignmentFixture } from './fixture-teaching.ts';

/**
 * The fixture assessments, scores and report-card attendance (issue 14, step 2): for every
 * class and component a teacher is assigned to, two or three assessments in each academic term,
 * scored for most of the class's active students. Made with a faker of their own (from the
 * database's seed), so the data made before them stays as it was.
 */

/** A stored score of one student in one assessment (no row: no score). */
export interface GradeFixture {
  assessmentId: string;
  studentId: string;
  score: number;
}

/** A student's attendance percentage in a class, component and term (GET /report-cards). */
export interface TermAttendanceFixture {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
  studentId: string;
  attendance: number;
}

export interface FixtureGradesSource {
  teaching: readonly TeachingAssignmentFixture[];
  academicTerms: readonly AcademicTerm[];
  enrollments: readonly Enrollment[];
}

export interface FixtureGrades {
  /** Assessments; `graded` counts their rows in `grades`. */
  assessments: Assessment[];
  grades: GradeFixture[];
  termAttendance: TermAttendanceFixture[];
}

/** One student of a class's grid: the roll number, the place in the roster by name ('01', …). */
export interface FixtureRosterEntry {
  studentId: string;
  code: string;
  name: string;
}

/** The students actively enrolled in a classroom, by name, numbered from '01'. */
export function fixtureRoster(
  enrollments: readonly Enrollment[],
  classroomId: string,
): FixtureRosterEntry[] {
  return enrollments
    .filter(
      (enrollment) => enrollment.status === 'ACTIVE' && enrollment.classroom.id === classroomId,
    )
    .map((enrollment) => enrollment.student)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((student, index) => ({
      studentId: student.id,
      code: String(index + 1).padStart(2, '0'),
      name: student.name,
    }));
}

/**
 * The plain figure the fixtures show as a term average: the weighted mean of the scores on a
 * 0–10 scale, one decimal, null without any. The server's rule (decision 0014) is the one the
 * product shows; stories that check an average read it from the answer.
 */
export function fixtureAverage(
  entries: readonly { score: number | null; weight: number; maxScore: number }[],
): number | null {
  const scored = entries.filter((entry) => entry.score !== null);
  const weights = scored.reduce((sum, entry) => sum + entry.weight, 0);
  if (!weights) return null;
  const total = scored.reduce(
    (sum, entry) => sum + ((entry.score as number) / entry.maxScore) * 10 * entry.weight,
    0,
  );
  return Math.round((total / weights) * 10) / 10;
}

/** The assessments of a term, in date order: title, weight, maximum, days after the term starts. */
const assessmentSeeds = [
  { title: 'Trabalho em grupo', weight: 1, maxScore: 10, day: 14 },
  { title: 'Prova bimestral', weight: 2, maxScore: 10, day: 30 },
  { title: 'Lista de exercícios', weight: 1, maxScore: 5, day: 45 },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();
const ref = ({ id, name }: NamedRef) => ({ id, name });

export function createFixtureGrades(
  seed: number,
  { teaching, academicTerms, enrollments }: FixtureGradesSource,
): FixtureGrades {
  const faker = createFaker(seed * 4_273 + 9_173);
  const assessments: Assessment[] = [];
  const grades: GradeFixture[] = [];
  const termAttendance: TermAttendanceFixture[] = [];
  teaching.forEach((assignment, index) => {
    const roster = fixtureRoster(enrollments, assignment.classroom.id);
    for (const term of academicTerms) {
      for (const seedItem of assessmentSeeds.slice(0, 2 + (index % 2))) {
        const assessment: Assessment = {
          id: faker.uuid(),
          title: seedItem.title,
          date: addDays(term.startDate, seedItem.day),
          weight: seedItem.weight,
          maxScore: seedItem.maxScore,
          classroom: ref(assignment.classroom),
          curricularComponent: ref(assignment.curricularComponent),
          academicTerm: { id: term.id, title: term.title },
          graded: 0,
        };
        for (const student of roster) {
          // Most students have a score: halves, from 40% of the maximum up.
          if (!faker.bool(0.85)) continue;
          const score = Math.round(faker.int(8, 20) * (seedItem.maxScore / 20) * 2) / 2;
          grades.push({ assessmentId: assessment.id, studentId: student.studentId, score });
          assessment.graded += 1;
        }
        assessments.push(assessment);
      }
      for (const student of roster) {
        termAttendance.push({
          classroomId: assignment.classroom.id,
          curricularComponentId: assignment.curricularComponent.id,
          academicTermId: term.id,
          studentId: student.studentId,
          // Most are present enough; some fall under the 75% minimum.
          attendance: faker.int(600, 1000) / 10,
        });
      }
    }
  });
  return { assessments, grades, termAttendance };
}
