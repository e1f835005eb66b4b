import {
  assessmentGradesSchema,
  type FieldIssue,
  formatDecimalInput,
  gradeSheetSaveSchema,
  serverMessages,
} from '@lousa/domain';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import {
  CORRECTORS,
  canWriteClass,
  checkClassWriter,
  classRecordScope,
  PEDAGOGY_READ,
} from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { coversDay } from '../db/enrolment-period.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { requiredIdParam } from '../http/query-params.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { checkClassOpen } from '../queries/class-closing.ts';
import {
  type AssessmentRow,
  type ClassTerm,
  classInScope,
  classroomExists,
  classTermScopeColumns,
  componentExists,
  deleteGrades,
  type EnrolmentSpan,
  enrolmentsInClassroom,
  gradeKey,
  gradeSheet,
  lockAssessment,
  lockClassTermAssessments,
  reportCards,
  storedScores,
  type TermInfo,
  termInfo,
  upsertGrades,
} from '../queries/grades.ts';
import { studentNames } from '../queries/roster.ts';
import { readItem } from '../resources/routes.ts';
import { assessmentColumns, assessmentsSpec, mountAssessments } from './assessments.ts';

/*
 * Grades and report cards (issue 14, step 2; assessments themselves: routes/assessments.ts):
 *
 *   PUT /assessments/<id>/grades   one assessment's scores (`assessmentGradesSchema`)
 *                                  → 200 the grid of its class, component and term
 *   GET /grades?classroomId=&curricularComponentId=&academicTermId=
 *                                  the 'Lançar Notas' grid (`gradeSheetSchema`)
 *   PUT /grades                    the whole grid in one request (`gradeSheetSaveSchema`) → 200
 *                                  the grid again
 *   GET /report-cards?classroomId=&curricularComponentId=&academicTermId=
 *                                  per student, the term average and attendance
 *                                  (`reportCardItemSchema`[])
 *
 * Reads: 'pedagogy.own-classes' or 'pedagogy.unit-classes' in `pedagogyScope`, or
 * 'pedagogy.correct-records' in one's units (400 for a missing or bad id, 404 for a term,
 * component or classroom missing or out of scope). Writes: the teacher of the class and
 * component, or a holder of 'pedagogy.correct-records' in its units (decision 0014; 403
 * otherwise). A save is all-or-nothing, in one transaction with one audit event per assessment
 * whose grades changed (resource 'grades', action update, the assessment's id): every score
 * between 0 and its assessment's maximum (400, `issues` at `grades.N.score`), every assessment
 * of the grid's class, component and term (422 `assessmentNotFound`), every student given a
 * score enrolled (422 `gradeStudentNotEnrolled`, see `mayBeGraded`). A null score deletes the
 * grade.
 *
 * The average (decision 0014) is computed once, in SQL, by `termAverages`, for the grid and the
 * report cards alike; the attendance by `attendancePercentages` (queries/grades.ts,
 * queries/attendance.ts).
 */

/**
 * The class, component and term of a read's query, each existing and the class in the caller's
 * scope (404 otherwise, naming what is missing), with the term's dates and year.
 */
async function readableClassTerm(c: Context<AppEnv>, db: Database) {
  const key: ClassTerm = {
    classroomId: requiredIdParam(c, 'classroomId'),
    curricularComponentId: requiredIdParam(c, 'curricularComponentId'),
    academicTermId: requiredIdParam(c, 'academicTermId'),
  };
  const term = await termInfo(db, key.academicTermId);
  if (!term) throw new ApiError(404, serverMessages.academicTermNotFound);
  const scope = classRecordScope(c, classTermScopeColumns, CORRECTORS);
  if (!(await classInScope(db, key, scope))) {
    throw new ApiError(
      404,
      (await componentExists(db, key.curricularComponentId))
        ? serverMessages.classroomNotFound
        : serverMessages.curricularComponentNotFound,
    );
  }
  return { key, term };
}

/** One score to save: where it came from in the body (`grades.N`), for its 400. */
interface ScoreInput {
  index: number;
  assessment: AssessmentRow;
  studentId: string;
  score: number | null;
}

/**
 * Whether a student may be given a score in an assessment of the classroom: with an ACTIVE
 * enrolment in the classroom for the term's academic year (a newcomer takes a make-up test), or
 * an enrolment in the classroom that covers the assessment's date (`coversDay`: whoever was in the
 * class that day, transferred or cancelled since: the secretary corrects their grade).
 */
function mayBeGraded(enrolments: readonly EnrolmentSpan[], day: string, term: TermInfo): boolean {
  return enrolments.some(
    (enrolment) =>
      (enrolment.status === 'ACTIVE' && enrolment.academicYearId === term.academicYearId) ||
      coversDay(enrolment, day),
  );
}

/**
 * Saves the scores of one class, component and term (see the top of this file): the ranges
 * (400), the enrolments of those given a score (422), then the changes only. A score equal to
 * the stored one is no change (its student is not checked again); null deletes a grade. The
 * ids of the assessments whose grades changed.
 */
async function saveScores(
  tx: Database,
  classroomId: string,
  term: TermInfo,
  inputs: readonly ScoreInput[],
  now: Date,
): Promise<string[]> {
  const issues: FieldIssue[] = inputs
    .filter((input) => input.score !== null && input.score > input.assessment.maxScore)
    .map((input) => ({
      path: `grades.${input.index}.score`,
      message: serverMessages.scoreAboveMax(formatDecimalInput(input.assessment.maxScore)),
    }));
  if (issues.length > 0) throw invalidInput(issues);

  // The last score given for a (assessment, student) pair counts.
  const keyOf = (input: ScoreInput) => gradeKey(input.assessment.id, input.studentId);
  const latest = new Map<string, ScoreInput>();
  for (const input of inputs) {
    latest.delete(keyOf(input));
    latest.set(keyOf(input), input);
  }
  const assessmentIds = [...new Set(inputs.map((input) => input.assessment.id))];
  const studentIds = [...new Set(inputs.map((input) => input.studentId))];
  if (assessmentIds.length === 0) return [];

  const stored = await storedScores(tx, assessmentIds, studentIds);
  const changes = [...latest.values()].filter((input) => {
    const before = stored.get(keyOf(input));
    return input.score === null ? before !== undefined : before !== input.score;
  });
  const scored = changes.filter((input) => input.score !== null);

  if (scored.length > 0) {
    const scoredIds = [...new Set(scored.map((input) => input.studentId))];
    const named = await studentNames(tx, scoredIds);
    const enrolmentsOf = await enrolmentsInClassroom(tx, classroomId, scoredIds);
    for (const input of [...scored].sort((a, b) => a.index - b.index)) {
      const name = named.get(input.studentId);
      if (name === undefined) throw unprocessable(serverMessages.studentNotFound);
      if (!mayBeGraded(enrolmentsOf.get(input.studentId) ?? [], input.assessment.date, term)) {
        throw unprocessable(serverMessages.gradeStudentNotEnrolled(name));
      }
    }
  }

  for (const assessmentId of assessmentIds) {
    const cleared = changes
      .filter((input) => input.score === null && input.assessment.id === assessmentId)
      .map((input) => input.studentId);
    if (cleared.length > 0) await deleteGrades(tx, assessmentId, cleared);
  }
  if (scored.length > 0) {
    // In key order, so two saves of the same grades lock their rows in the same order.
    const ordered = [...scored].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    await upsertGrades(
      tx,
      ordered.map((input) => ({
        assessmentId: input.assessment.id,
        studentId: input.studentId,
        score: input.score as number,
      })),
      now,
    );
  }
  return [...new Set(changes.map((input) => input.assessment.id))];
}

/** The audit events of a save: one per assessment whose grades changed. */
async function auditGrades(
  tx: Database,
  c: Context<AppEnv>,
  assessmentIds: readonly string[],
  now: Date,
) {
  const origin = auditOrigin(c);
  for (const assessmentId of assessmentIds) {
    await writeAudit(
      tx,
      origin,
      { action: 'update', resource: 'grades', resourceId: assessmentId, fields: ['score'] },
      now,
    );
  }
}

/** The routes of grades and report cards, and of assessments (see the top of this file). */
export function mountGrades(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  mountAssessments(app, deps);
  const read = requireAnyPermission([...PEDAGOGY_READ, CORRECTORS]);
  const write = requireAnyPermission(['pedagogy.own-classes', CORRECTORS]);
  const canEdit = (access: Access, key: ClassTerm) =>
    canWriteClass(db, access, key.classroomId, key.curricularComponentId, CORRECTORS);

  const assessmentNotFound = () => new ApiError(404, serverMessages.assessmentNotFound);
  const gradesOfAssessment = '/assessments/:id/grades';
  app.put(gradesOfAssessment, write, async (c) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    if (!isUuid(id)) throw assessmentNotFound();
    const body = await parseBody(c, assessmentGradesSchema);
    const access = accessOf(c);
    const now = deps.now();
    const sheet = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const assessment = await lockAssessment(txDb, id);
      if (!assessment) throw assessmentNotFound();
      const scope = classRecordScope(c, assessmentColumns, CORRECTORS);
      if ((await readItem(txDb, assessmentsSpec, id, { today: deps.today() }, scope)) === null) {
        throw assessmentNotFound();
      }
      const key: ClassTerm = {
        classroomId: assessment.classroomId,
        curricularComponentId: assessment.curricularComponentId,
        academicTermId: assessment.academicTermId,
      };
      await checkClassWriter(txDb, access, key.classroomId, key.curricularComponentId, CORRECTORS);
      await checkClassOpen(txDb, key.classroomId);
      const term = (await termInfo(txDb, key.academicTermId)) as TermInfo;
      const inputs = body.grades.map((grade, index) => ({
        index,
        assessment: { ...assessment, maxScore: Number(assessment.maxScore) },
        studentId: grade.studentId.toLowerCase(),
        score: grade.score,
      }));
      const changed = await saveScores(txDb, key.classroomId, term, inputs, now);
      await auditGrades(txDb, c, changed, now);
      return gradeSheet(txDb, key, term, true);
    });
    return c.json(sheet);
  });
  app.all(gradesOfAssessment, methodNotAllowed('PUT'));

  app.get('/grades', read, async (c) => {
    const { key, term } = await readableClassTerm(c, db);
    return c.json(await gradeSheet(db, key, term, await canEdit(accessOf(c), key)));
  });

  app.put('/grades', write, async (c) => {
    const body = await parseBody(c, gradeSheetSaveSchema);
    const key: ClassTerm = {
      classroomId: body.classroomId.toLowerCase(),
      curricularComponentId: body.curricularComponentId.toLowerCase(),
      academicTermId: body.academicTermId.toLowerCase(),
    };
    const access = accessOf(c);
    const now = deps.now();
    const sheet = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const term = await termInfo(txDb, key.academicTermId);
      if (!term) throw unprocessable(serverMessages.academicTermNotFound);
      if (!(await componentExists(txDb, key.curricularComponentId))) {
        throw unprocessable(serverMessages.curricularComponentNotFound);
      }
      if (!(await classroomExists(txDb, key.classroomId))) {
        throw unprocessable(serverMessages.classroomNotFound);
      }
      await checkClassWriter(txDb, access, key.classroomId, key.curricularComponentId, CORRECTORS);
      await checkClassOpen(txDb, key.classroomId);
      const byId = new Map<string, AssessmentRow>(
        (await lockClassTermAssessments(txDb, key)).map((row) => [
          row.id,
          { id: row.id, date: row.date, maxScore: Number(row.maxScore) },
        ]),
      );
      const inputs: ScoreInput[] = body.grades.map((grade, index) => {
        const assessment = byId.get(grade.assessmentId.toLowerCase());
        if (!assessment) throw unprocessable(serverMessages.assessmentNotFound);
        return { index, assessment, studentId: grade.studentId.toLowerCase(), score: grade.score };
      });
      const changed = await saveScores(txDb, key.classroomId, term, inputs, now);
      await auditGrades(txDb, c, changed, now);
      return gradeSheet(txDb, key, term, true);
    });
    return c.json(sheet);
  });
  app.all('/grades', methodNotAllowed('GET, PUT'));

  app.get('/report-cards', read, async (c) => {
    const { key, term } = await readableClassTerm(c, db);
    return c.json(await reportCards(db, key, term));
  });
  app.all('/report-cards', methodNotAllowed('GET'));
}
