import {
  assessmentsResource,
  classroomsResource,
  type GradeSheet,
  gradesPath,
  type ReportCardItem,
  reportCardsPath,
  serverMessages,
} from '@lousa/domain';
import { http } from 'msw';
import type { FixtureDb } from './db.ts';
import { fixtureAverage, fixtureRoster } from './fixture-grades.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';
import { resourceHandlers } from './resource-handlers.ts';

/**
 * Assessments (the generic resource handlers, filtered by class, component and term), the grid
 * of 'Lançar Notas' (GET and PUT /grades) and the report cards, over the fixtures. Like every
 * fixture handler they keep what is asked and check no rule: a score above the maximum (400), a
 * student not enrolled (422), a class the user may not change (403) are the server's refusals,
 * which a story that needs them sets for itself. The averages are the fixtures' plain weighted
 * mean (`fixtureAverage`); `canEdit` is true (a story that needs a reader's grid answers it).
 */

/** What a grid is of. */
export interface FixtureGradeQuery {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
}

function queryOf(request: Request): FixtureGradeQuery {
  const params = new URL(request.url).searchParams;
  return {
    classroomId: params.get('classroomId') ?? '',
    curricularComponentId: params.get('curricularComponentId') ?? '',
    academicTermId: params.get('academicTermId') ?? '',
  };
}

/** The assessments of a class, component and term, by date (then title). */
function assessmentsOf(db: FixtureDb, query: FixtureGradeQuery) {
  return db.assessments
    .filter(
      (assessment) =>
        assessment.classroom.id === query.classroomId &&
        assessment.curricularComponent.id === query.curricularComponentId &&
        assessment.academicTerm.id === query.academicTermId,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title, 'pt-BR'));
}

function scoreOf(db: FixtureDb, assessmentId: string, studentId: string): number | null {
  const grade = db.grades.find(
    (candidate) => candidate.assessmentId === assessmentId && candidate.studentId === studentId,
  );
  return grade ? grade.score : null;
}

/** GET /grades of the fixtures: the class's active students × the term's assessments. */
export function fixtureGradeSheet(db: FixtureDb, query: FixtureGradeQuery): GradeSheet {
  if (!db.classrooms.some((classroom) => classroom.id === query.classroomId)) {
    throw new MockHttpError(404, classroomsResource.notFound);
  }
  const assessments = assessmentsOf(db, query);
  return {
    assessments: assessments.map(({ id, title, date, weight, maxScore }) => ({
      id,
      title,
      date,
      weight,
      maxScore,
    })),
    students: fixtureRoster(db.enrollments, query.classroomId).map((student) => {
      const scores = Object.fromEntries(
        assessments.map((assessment) => [
          assessment.id,
          scoreOf(db, assessment.id, student.studentId),
        ]),
      );
      const average = fixtureAverage(
        assessments.map((assessment) => ({
          score: scores[assessment.id] ?? null,
          weight: assessment.weight,
          maxScore: assessment.maxScore,
        })),
      );
      return { ...student, scores, average };
    }),
    canEdit: true,
  };
}

/** GET /report-cards of the fixtures: each active student's average and stored attendance. */
export function fixtureReportCards(db: FixtureDb, query: FixtureGradeQuery): ReportCardItem[] {
  const sheet = fixtureGradeSheet(db, query);
  return sheet.students.map((student) => ({
    student: { id: student.studentId, name: student.name },
    average: student.average,
    attendance:
      db.termAttendance.find(
        (row) =>
          row.classroomId === query.classroomId &&
          row.curricularComponentId === query.curricularComponentId &&
          row.academicTermId === query.academicTermId &&
          row.studentId === student.studentId,
      )?.attendance ?? null,
  }));
}

type SavedGrade = { assessmentId?: unknown; studentId?: unknown; score?: unknown };

/** Keeps the scores of a PUT /grades body (null or absent clears one) and the `graded` counts. */
function saveGrades(db: FixtureDb, grades: readonly SavedGrade[]): void {
  const touched = new Set<string>();
  for (const { assessmentId, studentId, score } of grades) {
    if (typeof assessmentId !== 'string' || typeof studentId !== 'string') continue;
    const index = db.grades.findIndex(
      (grade) => grade.assessmentId === assessmentId && grade.studentId === studentId,
    );
    if (index >= 0) db.grades.splice(index, 1);
    if (typeof score === 'number') db.grades.push({ assessmentId, studentId, score });
    touched.add(assessmentId);
  }
  for (const assessment of db.assessments) {
    if (!touched.has(assessment.id)) continue;
    assessment.graded = db.grades.filter((grade) => grade.assessmentId === assessment.id).length;
  }
}

export function gradeHandlers(db: FixtureDb, url: (path: string) => string) {
  return [
    resourceHandlers(db, assessmentsResource, url),
    {
      collection: [
        http.get(
          url(gradesPath),
          handle(({ request }) => fixtureGradeSheet(db, queryOf(request))),
        ),
        http.put(
          url(gradesPath),
          handle(async ({ request }) => {
            const body = await readJsonBody(request);
            if (!body || typeof body !== 'object' || Array.isArray(body)) {
              throw new MockHttpError(400, serverMessages.invalidBody);
            }
            const { classroomId, curricularComponentId, academicTermId, grades } = body as Record<
              string,
              unknown
            >;
            saveGrades(db, Array.isArray(grades) ? (grades as SavedGrade[]) : []);
            return fixtureGradeSheet(db, {
              classroomId: String(classroomId ?? ''),
              curricularComponentId: String(curricularComponentId ?? ''),
              academicTermId: String(academicTermId ?? ''),
            });
          }),
        ),
        http.get(
          url(reportCardsPath),
          handle(({ request }) => fixtureReportCards(db, queryOf(request))),
        ),
      ],
      item: [],
    },
  ];
}
