import {
  type ClassroomCloseResult,
  type CloseGap,
  classroomReopenSchema,
  componentOutcome,
  type EvaluationSituation,
  formatDate,
  RESOURCE_KEYS,
  serverMessages,
  validate,
} from '@lousa/domain';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { CORRECTORS, visibleClassroom } from '../auth/class-scope.ts';
import { accessOf, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { readJson } from '../http/body.ts';
import { toApiDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import { conflict, methodNotAllowed } from '../http/route-helpers.ts';
import {
  attendanceGaps,
  gradeGaps,
  lockClosedMark,
  setClosedMark,
  storeResults,
} from '../queries/class-closing.ts';
import {
  classStudents,
  classTerms,
  evaluatedClassroom,
  factsOf,
  gatherEvaluation,
  ruleOf,
  studentResult,
} from '../queries/evaluation.ts';
import { readItem } from '../resources/routes.ts';
import { classroomsSpec } from './classrooms.ts';

/*
 * Closing a class (issue 28; the SQL: queries/class-closing.ts):
 *
 *   POST /classrooms/<id>/close            → 200 { results: [{ studentId, result }] }
 *                                          | 422 { message, missing: [CloseGap] }
 *   POST /classrooms/<id>/reopen { reason } → 200 the classroom
 *
 * Who: closing, who enrols into the class — 'enrollments.write' (the unit's secretary and
 * director, the administrator; a teacher 403); reopening, 'pedagogy.correct-records' (the same
 * staff, never a teacher). Both within the caller's units: a class outside them answers 404, as
 * the class's results do. Each is one transaction that locks the classroom's row, audited once.
 *
 * Closing is refused (422, nothing written) while anything is missing, every gap listed
 * (`closeGapSchema`): the course's 'Regra de Avaliação' (RULE); each lesson day of the class's
 * calendar up to its last term's end without attendance recorded for a component taught in it
 * (ATTENDANCE, as 'Frequências' lists its PENDING days: only days with a student enrolled);
 * each component and term in which a student of the results has no term average (GRADES with
 * `academicTermId`); each component in which a student is still EM_RECUPERACAO (GRADES without
 * `academicTermId`: the final exam is missing). Before the day after the last term's end (the
 * year is not over and every result would be CURSANDO) it is refused too, with the gaps found so
 * far. A closed class answers 409 'A turma está encerrada.'.
 *
 * On success each student of the class's results (an ACTIVE or COMPLETED enrolment in it for its
 * year) gets the overall result stored on that enrolment (`final_result`); an ACTIVE one becomes
 * COMPLETED, ending on the last term's end (no term: the year's end) — always before today, since
 * the year must be over (not before the enrolment's own date). The class is marked closed
 * (`closed_at`, `closed_by`); its attendance, assessments, grades, final exams and council
 * decisions answer 409 from then on, and so does enrolling or transferring into it.
 *
 * Reopening clears the mark only: the enrolments stay COMPLETED with their stored result until
 * the class is closed again, which computes and stores every result again (decision: a reopen
 * corrects a record, the students did finish the year; the stored result may be stale meanwhile,
 * GET /classrooms/<id>/results is always current). An open class answers 409.
 */

/** Counts of each overall result, for the audit. */
function countResults(results: readonly { result: EvaluationSituation }[]) {
  const counts: Partial<Record<EvaluationSituation, number>> = {};
  for (const { result } of results) counts[result] = (counts[result] ?? 0) + 1;
  return counts;
}

/** The classroom of the path within the caller's units (404 otherwise), locked FOR UPDATE. */
async function lockedClassroomOfPath(c: Context<AppEnv>, tx: Database) {
  const id = (c.req.param('id') ?? '').toLowerCase();
  await visibleClassroom(tx, accessOf(c), id);
  const mark = await lockClosedMark(tx, id);
  const classroom = await evaluatedClassroom(tx, id);
  if (!mark || !classroom) throw new ApiError(404, serverMessages.classroomNotFound);
  return { classroom, closedAt: mark.closedAt };
}

type CloseAnswer =
  | { status: 200; body: ClassroomCloseResult }
  | { status: 422; body: { message: string; missing: CloseGap[] } };

/** The close and reopen routes (see the top of this file). */
export function mountClassClosing(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;

  const closePath = '/classrooms/:id/close';
  app.post(closePath, requirePermission('enrollments.write'), async (c) => {
    const now = deps.now();
    const today = deps.today();
    const answer: CloseAnswer = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const { classroom, closedAt } = await lockedClassroomOfPath(c, txDb);
      if (closedAt) throw conflict(serverMessages.classroomClosed);
      const terms = await classTerms(txDb, classroom.id);
      const lastDay = terms.at(-1)?.endDate ?? classroom.academicYear.endDate;
      const rule = await ruleOf(txDb, classroom.courseId);
      const missing: CloseGap[] = rule ? [] : [{ kind: 'RULE' }];
      missing.push(...(await attendanceGaps(txDb, classroom.id, lastDay)));
      const students = rule ? await classStudents(txDb, classroom) : [];
      const ids = students.map((student) => student.id);
      const evaluation = rule
        ? await gatherEvaluation(txDb, classroom, rule, ids, today)
        : undefined;
      if (evaluation) {
        missing.push(
          ...gradeGaps(
            evaluation,
            ids,
            (componentId, studentId) =>
              componentOutcome(evaluation.rule, factsOf(evaluation, componentId, studentId))
                .situation,
          ),
        );
      }
      const yearOver = today > lastDay;
      const results = evaluation
        ? students.map((student) => ({
            studentId: student.id,
            result: studentResult(evaluation, student).result,
          }))
        : [];
      const unfinished = results.some(
        ({ result }) => result === 'CURSANDO' || result === 'EM_RECUPERACAO',
      );
      if (!evaluation || missing.length > 0 || !yearOver || unfinished) {
        const message = yearOver
          ? serverMessages.classroomCloseGaps
          : serverMessages.classroomYearNotOver(formatDate(toApiDate(lastDay)));
        return { status: 422 as const, body: { message, missing } };
      }
      const userId = accessOf(c).userId;
      const completed = await storeResults(
        txDb,
        { id: classroom.id, academicYearId: classroom.academicYear.id },
        results,
        lastDay,
      );
      await setClosedMark(txDb, classroom.id, { at: now, by: userId });
      await writeAudit(
        txDb,
        auditOrigin(c),
        {
          action: 'update',
          resource: RESOURCE_KEYS.classrooms,
          resourceId: classroom.id,
          label: classroom.name,
          fields: ['closedAt'],
          changes: {
            closedAt: { before: null, after: now.toISOString() },
            completedEnrollments: { before: null, after: completed },
            results: { before: null, after: countResults(results) },
          },
        },
        now,
      );
      return { status: 200 as const, body: { results } };
    });
    return c.json(answer.body, answer.status);
  });
  app.all(closePath, methodNotAllowed('POST'));

  const reopenPath = '/classrooms/:id/reopen';
  app.post(reopenPath, requirePermission(CORRECTORS), async (c) => {
    const parsed = validate(classroomReopenSchema, await readJson(c));
    if (!parsed.success) {
      throw new ApiError(422, parsed.issues[0]?.message ?? '', parsed.issues);
    }
    const { reason } = parsed.output;
    const now = deps.now();
    const item = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const { classroom, closedAt } = await lockedClassroomOfPath(c, txDb);
      if (!closedAt) throw conflict(serverMessages.classroomNotClosed);
      await setClosedMark(txDb, classroom.id, null);
      await writeAudit(
        txDb,
        auditOrigin(c),
        {
          action: 'update',
          resource: RESOURCE_KEYS.classrooms,
          resourceId: classroom.id,
          label: classroom.name,
          fields: ['closedAt'],
          changes: {
            closedAt: { before: new Date(closedAt).toISOString(), after: null },
            reason: { before: null, after: reason },
          },
        },
        now,
      );
      return readItem(txDb, classroomsSpec, classroom.id, { today: deps.today() });
    });
    return c.json(item as object);
  });
  app.all(reopenPath, methodNotAllowed('POST'));
}
