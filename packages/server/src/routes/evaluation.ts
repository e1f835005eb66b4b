import {
  type CouncilDecisionBody,
  componentOutcome,
  councilDecisionSchema,
  evaluationRuleSchema,
  type FieldIssue,
  finalExamsSchema,
  formatDecimalInput,
  type NamedRef,
  RESOURCE_KEYS,
  type ReportCard,
  roundTo,
  serverMessages,
  studentsResource,
  validate,
} from '@lousa/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { auditOrigin, changesOf, writeAudit } from '../audit/audit.ts';
import {
  CORRECTORS,
  checkClassWriter,
  PEDAGOGY_READ,
  visibleClassroom,
} from '../auth/class-scope.ts';
import {
  accessOf,
  requireAnyPermission,
  requirePermission,
  requireReadPermission,
} from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { academicYears, councilDecisions } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody, readJson } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { requiredIdParam } from '../http/query-params.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { checkClassOpen } from '../queries/class-closing.ts';
import {
  classResults,
  classroomRule,
  classStudents,
  type EvaluatedClassroom,
  enrolmentOfYear,
  evaluatedClassroom,
  factsOf,
  gatherEvaluation,
  ruleOf,
  saveRule,
  studentResult,
  writeFinalExams,
} from '../queries/evaluation.ts';
import {
  checkReadsClass,
  classroomOfPath,
  componentOfCourse,
  componentResults,
  courseOfPath,
  situationWithoutExam,
  studentsOfClass,
} from '../queries/evaluation-targets.ts';
import { readItem, readScope } from '../resources/routes.ts';
import { coursesSpec } from './courses.ts';
import { studentsSpec } from './students.ts';

/*
 * The year's evaluation (issue 28; the rules are @lousa/domain's evaluation.ts, the SQL
 * queries/evaluation.ts):
 *
 *   GET/PUT /courses/<id>/evaluation-rule      the course's 'Regra de Avaliação'
 *   GET  /classrooms/<id>/results              per student: components, attendance, result
 *   GET  /students/<id>/report-card?academicYearId=
 *                                              one student's results, with class and year
 *   PUT  /classrooms/<id>/final-exams          a component's recovery exam grades
 *   POST /classrooms/<id>/council-decisions    a 'Conselho de Classe' approval
 *
 * Who: the rule is read as courses are ('registries.read') and written as they are
 * ('registries.write'), both within the caller's units (404 outside, as GET /courses/<id>).
 * Results: the class's teachers (any component), the unit's secretary, director and
 * coordination, the administrator (`wholeClassScope`; 404 for a class outside one's units, 403
 * for another class of one's unit). A report card: who reads the student ('students.read' in its
 * units) and its class of that year. Final exams: who writes the class's grades (PUT /grades: the
 * component's teacher, or 'pedagogy.correct-records' in its units). Council decisions: the holders
 * of 'pedagogy.correct-records' in the class's units — the secretary, the director, the
 * administrator, never a teacher (decision: no new permission; the council's approval is a
 * correction of the record the secretary already holds). Every write is audited.
 *
 * Decisions: a class whose course has no rule answers 422 naming that the course needs a
 * 'Regra de Avaliação' (not situations without meaning); the rule's body answers 422 with each
 * issue at its field (a JSON body that breaks it), malformed JSON 400. A final exam score above
 * the rule's maximum, or with more decimals than the rule shows, is 400 at `grades.N.score`, as
 * PUT /grades answers a score above its assessment's; a student may be given an exam while the component's situation without it is
 * EM_RECUPERACAO (so a given exam can be corrected or cleared with null).
 */

/** The routes of the year's evaluation (see the top of this file). */
export function mountEvaluation(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const readClass = requireAnyPermission([...PEDAGOGY_READ, CORRECTORS]);

  const rulePath = '/courses/:id/evaluation-rule';
  app.get(rulePath, requireReadPermission(coursesSpec.permission.read), async (c) => {
    const course = await courseOfPath(c, deps);
    const rule = await ruleOf(db, course.id);
    if (!rule) throw new ApiError(404, serverMessages.evaluationRuleNotFound);
    return c.json(rule);
  });
  app.put(rulePath, requirePermission('registries.write'), async (c) => {
    const course = await courseOfPath(c, deps);
    const parsed = validate(evaluationRuleSchema, await readJson(c));
    if (!parsed.success) {
      throw new ApiError(422, serverMessages.evaluationRuleInvalid, parsed.issues);
    }
    const rule = parsed.output;
    const now = deps.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const before = await ruleOf(txDb, course.id, true);
      await saveRule(txDb, course.id, rule, now);
      const changes = before
        ? changesOf(before as unknown as Record<string, unknown>, { ...rule })
        : null;
      if (before && changes && Object.keys(changes).length === 0) return;
      await writeAudit(
        txDb,
        auditOrigin(c),
        {
          action: before ? 'update' : 'create',
          resource: RESOURCE_KEYS.evaluationRules,
          resourceId: course.id,
          label: course.name,
          fields: before ? Object.keys(changes ?? {}) : Object.keys(rule),
          changes,
        },
        now,
      );
    });
    return c.json(rule);
  });
  app.all(rulePath, methodNotAllowed('GET, PUT'));

  const resultsPath = '/classrooms/:id/results';
  app.get(resultsPath, readClass, async (c) => {
    const classroom = await classroomOfPath(c, db, true);
    const rule = await classroomRule(db, classroom);
    const students = await classStudents(db, classroom);
    return c.json(await classResults(db, classroom, rule, students, deps.today()));
  });
  app.all(resultsPath, methodNotAllowed('GET'));

  const reportCardPath = `${studentsResource.path}/:id/report-card`;
  app.get(reportCardPath, requirePermission('students.read'), readClass, async (c) => {
    const id = (c.req.param('id') ?? '').toLowerCase();
    const academicYearId = requiredIdParam(c, 'academicYearId');
    const student = isUuid(id)
      ? ((await readItem(
          db,
          studentsSpec,
          id,
          { today: deps.today() },
          readScope(c, studentsSpec),
        )) as { id: string; name: string } | null)
      : null;
    if (!student) throw new ApiError(404, serverMessages.studentNotFound);
    const [year] = await db
      .select({ id: academicYears.id, year: academicYears.year })
      .from(academicYears)
      .where(eq(academicYears.id, academicYearId))
      .limit(1);
    if (!year) throw new ApiError(404, serverMessages.academicYearNotFound);
    const enrolment = await enrolmentOfYear(db, student.id, year.id);
    if (!enrolment) throw new ApiError(404, serverMessages.reportCardNotFound);
    const access = accessOf(c);
    await visibleClassroom(db, access, enrolment.classroomId);
    await checkReadsClass(c, db, enrolment.classroomId);
    const classroom = (await evaluatedClassroom(db, enrolment.classroomId)) as EvaluatedClassroom;
    const rule = await classroomRule(db, classroom);
    const named = { id: student.id, name: student.name };
    const evaluation = await gatherEvaluation(db, classroom, rule, [student.id], deps.today());
    const card: ReportCard = {
      ...studentResult(evaluation, named),
      classroom: { id: classroom.id, name: classroom.name },
      academicYear: year,
    };
    return c.json(card);
  });
  app.all(reportCardPath, methodNotAllowed('GET'));

  const examsPath = '/classrooms/:id/final-exams';
  app.put(examsPath, requireAnyPermission(['pedagogy.own-classes', CORRECTORS]), async (c) => {
    const body = await parseBody(c, finalExamsSchema);
    const access = accessOf(c);
    const componentId = body.curricularComponentId.toLowerCase();
    const now = deps.now();
    const today = deps.today();
    const answer = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const classroom = await classroomOfPath(c, txDb, false);
      const component = await componentOfCourse(txDb, classroom, componentId);
      await checkClassWriter(txDb, access, classroom.id, componentId, CORRECTORS);
      await checkClassOpen(txDb, classroom.id);
      const rule = await classroomRule(txDb, classroom);
      // Within the rule's maximum, with no more decimals than it shows (what is shown is what
      // counts).
      const issues: FieldIssue[] = body.grades.flatMap((grade, index) => {
        const path = `grades.${index}.score`;
        if (grade.score === null) return [];
        if (grade.score > rule.maxScore) {
          return [
            { path, message: serverMessages.scoreAboveMax(formatDecimalInput(rule.maxScore)) },
          ];
        }
        if (roundTo(grade.score, rule.decimals) !== grade.score) {
          return [{ path, message: serverMessages.examScoreDecimals(rule.decimals) }];
        }
        return [];
      });
      if (issues.length > 0) throw invalidInput(issues);
      // The last score given for a student counts.
      const scores = new Map<string, number | null>();
      for (const grade of body.grades) scores.set(grade.studentId.toLowerCase(), grade.score);
      const ids = [...scores.keys()];
      const students = await studentsOfClass(txDb, classroom, ids);
      const evaluation = await gatherEvaluation(txDb, classroom, rule, ids, today);
      const changed = new Map<string, number | null>();
      for (const id of ids) {
        const student = students.get(id) as NamedRef;
        if (situationWithoutExam(evaluation, componentId, id) !== 'EM_RECUPERACAO') {
          throw unprocessable(serverMessages.notInRecovery(student.name));
        }
        const before = factsOf(evaluation, componentId, id).examScore;
        if (before !== (scores.get(id) ?? null)) changed.set(id, scores.get(id) ?? null);
      }
      await writeFinalExams(txDb, classroom.id, componentId, changed, now);
      const origin = auditOrigin(c);
      for (const [id, score] of changed) {
        await writeAudit(
          txDb,
          origin,
          {
            action: 'update',
            resource: RESOURCE_KEYS.finalExams,
            resourceId: classroom.id,
            label: `${students.get(id)?.name} — ${component.name}`,
            fields: ['score'],
            changes: {
              score: { before: factsOf(evaluation, componentId, id).examScore, after: score },
            },
          },
          now,
        );
      }
      return componentResults(txDb, classroom, rule, componentId, today);
    });
    return c.json(answer);
  });
  app.all(examsPath, methodNotAllowed('PUT'));

  const councilPath = '/classrooms/:id/council-decisions';
  app.post(councilPath, requirePermission(CORRECTORS), async (c) => {
    const body: CouncilDecisionBody = await parseBody(c, councilDecisionSchema);
    const studentId = body.studentId.toLowerCase();
    const componentId = body.curricularComponentId.toLowerCase();
    const now = deps.now();
    const created = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const classroom = await classroomOfPath(c, txDb, false);
      await checkClassOpen(txDb, classroom.id);
      const component = await componentOfCourse(txDb, classroom, componentId);
      const rule = await classroomRule(txDb, classroom);
      const student = (await studentsOfClass(txDb, classroom, [studentId])).get(
        studentId,
      ) as NamedRef;
      const evaluation = await gatherEvaluation(txDb, classroom, rule, [studentId], deps.today());
      const situation = componentOutcome(
        rule,
        factsOf(evaluation, componentId, studentId),
      ).situation;
      if (situation !== 'REPROVADO' && situation !== 'EM_RECUPERACAO') {
        throw unprocessable(serverMessages.councilNotNeeded(student.name));
      }
      const id = newId();
      const [inserted] = await txDb
        .insert(councilDecisions)
        .values({
          id,
          classroomId: classroom.id,
          curricularComponentId: componentId,
          studentId,
          reason: body.reason,
          decidedBy: accessOf(c).userId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: councilDecisions.id });
      // A decision taken meanwhile: the student is approved already.
      if (!inserted) throw unprocessable(serverMessages.councilNotNeeded(student.name));
      await writeAudit(
        txDb,
        auditOrigin(c),
        {
          action: 'create',
          resource: RESOURCE_KEYS.councilDecisions,
          resourceId: id,
          label: `${student.name} — ${component.name}`,
          fields: ['reason'],
          changes: { reason: { before: null, after: body.reason } },
        },
        now,
      );
      return {
        id,
        student,
        curricularComponent: component,
        reason: body.reason,
        situation: 'APROVADO_PELO_CONSELHO' as const,
      };
    });
    return c.json(created, 201);
  });
  app.all(councilPath, methodNotAllowed('POST'));
}
