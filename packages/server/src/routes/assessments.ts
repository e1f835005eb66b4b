import {
  type Assessment,
  type AssessmentCreateBody,
  assessmentCreateSchema,
  assessmentsResource,
  serverMessages,
} from '@lousa/domain';
import { eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Hono } from 'hono';
import { type ClassColumns, CORRECTORS } from '../auth/class-scope.ts';
import type { Database } from '../db/client.ts';
import {
  academicCalendars,
  academicTerms,
  assessments,
  classrooms,
  courses,
  curricularComponents,
  curriculumMatrixItems,
  fold,
  grades,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { shownDate, toApiDate, toDbDate } from '../http/dates.ts';
import { idFilters } from '../http/query-params.ts';
import { conflict, unprocessable } from '../http/route-helpers.ts';
import { mountClassRecords } from '../resources/class-records.ts';
import { listSpec } from '../resources/spec.ts';

/*
 * Assessments of a class, component and academic term (issue 14, step 2), the resource verbs of
 * `assessmentsResource`:
 *
 *   GET    /assessments        list (q: title, date DD/MM/AAAA; sort; filters classroomId,
 *                              curricularComponentId, academicTermId; by date, then title)
 *   GET    /assessments/<id>
 *   POST   /assessments        → 201 item
 *   PATCH  /assessments/<id>   → 200 item
 *   DELETE /assessments/<id>   → 204 (its grades go with it)
 *
 * Reads as activities ('pedagogy.own-classes' or 'pedagogy.unit-classes', in scope), and by the
 * holders of 'pedagogy.correct-records' in their units. Writes: a teacher of the class and
 * component (403 `notYourClass`), or a holder of 'pedagogy.correct-records' in its units
 * (decision 0014: the secretary enters grades). Rules, each refusing with nothing written: the
 * classroom exists (422), the component is in the matrix of the classroom's course (422
 * `componentNotInMatrix`), the term exists (422 `academicTermNotFound`) and belongs to an
 * academic year the classroom has enrolments in (422 `assessmentTermOutsideYear`; any term
 * while it has none), the date is inside the term (422 `assessmentDateOutsideTerm`); an edit
 * neither lowers the maximum below a grade given (409 `maxScoreBelowGrades`) nor moves a graded
 * assessment to another classroom (409 `assessmentGradedClassroom`). The grades themselves:
 * routes/grades.ts.
 */

const ASSESSMENT_CLASSROOM = alias(classrooms, 'assessment_classroom');
const ASSESSMENT_COMPONENT = alias(curricularComponents, 'assessment_component');
const ASSESSMENT_TERM = alias(academicTerms, 'assessment_term');

/** The columns the assessments' read scope uses. */
export const assessmentColumns: ClassColumns = {
  classroomId: assessments.classroomId,
  curricularComponentId: assessments.curricularComponentId,
  schoolUnitId: ASSESSMENT_CLASSROOM.schoolUnitId,
};

/** The assessments' list and item reads. */
export const assessmentsSpec = listSpec({
  def: assessmentsResource,
  // The routes check the pedagogy permissions (mountClassRecords).
  permission: { read: 'pedagogy.own-classes' },
  table: assessments,
  select: (db: Database) =>
    db
      .select({
        id: assessments.id,
        title: assessments.title,
        date: assessments.date,
        weight: assessments.weight,
        maxScore: assessments.maxScore,
        classroom: { id: ASSESSMENT_CLASSROOM.id, name: ASSESSMENT_CLASSROOM.name },
        curricularComponent: { id: ASSESSMENT_COMPONENT.id, name: ASSESSMENT_COMPONENT.name },
        academicTerm: { id: ASSESSMENT_TERM.id, title: ASSESSMENT_TERM.title },
        graded: sql<number>`(select count(*)::int from ${grades}
          where ${grades.assessmentId} = ${assessments.id})`.mapWith(Number),
      })
      .from(assessments)
      .innerJoin(ASSESSMENT_CLASSROOM, eq(ASSESSMENT_CLASSROOM.id, assessments.classroomId))
      .innerJoin(
        ASSESSMENT_COMPONENT,
        eq(ASSESSMENT_COMPONENT.id, assessments.curricularComponentId),
      )
      .innerJoin(ASSESSMENT_TERM, eq(ASSESSMENT_TERM.id, assessments.academicTermId))
      .$dynamic(),
  toItem: (row): Assessment => ({
    ...row,
    date: toApiDate(row.date),
    weight: Number(row.weight),
    maxScore: Number(row.maxScore),
  }),
  search: (q) => or(q.text(assessments.title), q.text(shownDate(assessments.date))),
  sort: {
    // A row value: by date, then title.
    date: sql`(${assessments.date}, ${fold(assessments.title)})`,
    title: fold(assessments.title),
    weight: assessments.weight,
    maxScore: assessments.maxScore,
  },
  defaultSort: { key: 'date', descending: false },
  filter: (c) =>
    idFilters(c, [
      ['classroomId', assessments.classroomId],
      ['curricularComponentId', assessments.curricularComponentId],
      ['academicTermId', assessments.academicTermId],
    ]),
});

/** The rules of an assessment's body beyond the schema and who writes it (see the top). */
async function checkAssessment(
  tx: Database,
  body: AssessmentCreateBody,
  ctx: { id?: string; current?: Assessment },
) {
  const classroomId = body.classroomId.toLowerCase();
  const componentId = body.curricularComponentId.toLowerCase();
  const [classroom] = await tx
    .select({
      academicYearId: classrooms.academicYearId,
      inMatrix: sql<boolean>`exists (select 1 from ${curriculumMatrixItems}
        where ${curriculumMatrixItems.matrixId} = ${courses.curriculumMatrixId}
          and ${curriculumMatrixItems.curricularComponentId} = ${componentId})`,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .where(eq(classrooms.id, classroomId))
    .limit(1);
  if (!classroom) throw unprocessable(serverMessages.classroomNotFound);
  if (!classroom.inMatrix) throw unprocessable(serverMessages.componentNotInMatrix);

  const [term] = await tx
    .select({
      startDate: academicTerms.startDate,
      endDate: academicTerms.endDate,
      academicYearId: academicCalendars.academicYearId,
    })
    .from(academicTerms)
    .innerJoin(academicCalendars, eq(academicCalendars.id, academicTerms.academicCalendarId))
    .where(eq(academicTerms.id, body.academicTermId.toLowerCase()))
    .limit(1);
  if (!term) throw unprocessable(serverMessages.academicTermNotFound);
  if (classroom.academicYearId !== term.academicYearId) {
    throw unprocessable(serverMessages.assessmentTermOutsideYear);
  }
  const day = toDbDate(body.date);
  if (day < term.startDate || day > term.endDate) {
    throw unprocessable(serverMessages.assessmentDateOutsideTerm);
  }

  if (ctx.id === undefined) return;
  // An edit: the grades given stay valid (the row is locked FOR UPDATE, grade saves wait).
  const [given] = await tx
    .select({ n: sql<number>`count(*)::int`, top: sql<string | null>`max(${grades.score})` })
    .from(grades)
    .where(eq(grades.assessmentId, ctx.id));
  if (Number(given?.n ?? 0) === 0) return;
  if (ctx.current && ctx.current.classroom.id !== classroomId) {
    throw conflict(serverMessages.assessmentGradedClassroom);
  }
  if (Number(given?.top) > body.maxScore) throw conflict(serverMessages.maxScoreBelowGrades);
}

/** The assessment routes (see the top of this file). */
export function mountAssessments(app: Hono<AppEnv>, deps: Deps) {
  mountClassRecords<AssessmentCreateBody, Assessment>(app, deps, {
    spec: assessmentsSpec,
    table: assessments,
    columns: assessmentColumns,
    schema: assessmentCreateSchema,
    editors: 'teacher',
    correctors: CORRECTORS,
    closable: true,
    toRow: (body) => ({
      title: body.title,
      date: toDbDate(body.date),
      weight: body.weight,
      maxScore: body.maxScore,
      classroomId: body.classroomId.toLowerCase(),
      curricularComponentId: body.curricularComponentId.toLowerCase(),
      academicTermId: body.academicTermId.toLowerCase(),
    }),
    toBody: (assessment) => ({
      classroomId: assessment.classroom.id,
      curricularComponentId: assessment.curricularComponent.id,
      academicTermId: assessment.academicTerm.id,
      title: assessment.title,
      date: assessment.date,
      weight: assessment.weight,
      maxScore: assessment.maxScore,
    }),
    check: checkAssessment,
  });
}
