import {
  assessmentGradesSchema,
  type FieldIssue,
  formatDecimalInput,
  type GradeSheet,
  gradeSheetSaveSchema,
  listQueryMessages,
  type ReportCardItem,
  serverMessages,
} from '@lousa/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import {
  canWriteClass,
  checkClassWriter,
  classRecordScope,
  PEDAGOGY_READ,
} from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { coversDay } from '../db/enrolment-period.ts';
import {
  academicCalendars,
  academicTerms,
  assessments,
  attendanceEntries,
  attendanceSheets,
  classrooms,
  curricularComponents,
  enrollments,
  fold,
  grades,
  persons,
  students,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invalidInput, parseBody } from '../http/body.ts';
import { toApiDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import { queryParam } from '../http/query-params.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { readItem } from '../resources/routes.ts';
import {
  assessmentColumns,
  assessmentsSpec,
  GRADE_CORRECTORS,
  mountAssessments,
} from './assessments.ts';

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
 * report cards alike.
 */

/** A class, a component and an academic term: what a grid and a report card are of. */
export interface ClassTerm {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
}

/** An academic term's dates and the academic year of its calendar. */
interface TermInfo {
  startDate: string;
  endDate: string;
  academicYearId: string;
}

/** An assessment as a save reads it. */
interface AssessmentRow {
  id: string;
  date: string;
  maxScore: number;
}

/** The assessments of a class, component and term, as a condition. */
const ofClassTerm = (key: ClassTerm) =>
  and(
    eq(assessments.classroomId, key.classroomId),
    eq(assessments.curricularComponentId, key.curricularComponentId),
    eq(assessments.academicTermId, key.academicTermId),
  ) as SQL;

async function termInfo(db: Database, termId: string): Promise<TermInfo | undefined> {
  const [term] = await db
    .select({
      startDate: academicTerms.startDate,
      endDate: academicTerms.endDate,
      academicYearId: academicCalendars.academicYearId,
    })
    .from(academicTerms)
    .innerJoin(academicCalendars, eq(academicCalendars.id, academicTerms.academicCalendarId))
    .where(eq(academicTerms.id, termId))
    .limit(1);
  return term;
}

/**
 * The students of a grid (and of a report card): those with an ACTIVE enrolment in the
 * classroom for the term's academic year, plus anyone with a grade in the term's assessments
 * (and, for a report card, anyone with attendance in the term), by name. `code` is the roll
 * number: the place in that order ('01', '02', …).
 */
async function roster(
  db: Database,
  key: ClassTerm,
  term: TermInfo,
  withAttendance = false,
): Promise<{ studentId: string; code: string; name: string }[]> {
  const sources: SQL[] = [
    sql`select ${enrollments.studentId} from ${enrollments}
      where ${enrollments.classroomId} = ${key.classroomId}
        and ${enrollments.status} = 'ACTIVE'
        and ${enrollments.academicYearId} = ${term.academicYearId}`,
    sql`select ${grades.studentId} from ${grades}
      inner join ${assessments} on ${assessments.id} = ${grades.assessmentId}
      where ${ofClassTerm(key)}`,
  ];
  if (withAttendance) {
    sources.push(
      sql`select ${attendanceEntries.studentId} from ${attendanceEntries}
        inner join ${attendanceSheets} on ${attendanceSheets.id} = ${attendanceEntries.sheetId}
        where ${inTermSheets(key, term)}`,
    );
  }
  const rows = await db
    .select({ studentId: students.id, name: persons.name })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(sql`${students.id} in (${sql.join(sources, sql` union `)})`)
    .orderBy(fold(persons.name), asc(students.id));
  const width = Math.max(2, String(rows.length).length);
  return rows.map((row, index) => ({ ...row, code: String(index + 1).padStart(width, '0') }));
}

/** The attendance sheets of the class and component dated inside the term (recorded days). */
const inTermSheets = (key: ClassTerm, term: TermInfo) =>
  and(
    eq(attendanceSheets.classroomId, key.classroomId),
    eq(attendanceSheets.curricularComponentId, key.curricularComponentId),
    sql`${attendanceSheets.date} between ${term.startDate} and ${term.endDate}`,
  ) as SQL;

/**
 * Each student's term average (decision 0014): the weighted mean of the scores the student has
 * in the term's assessments, each scaled to 0–10 (score / maxScore × 10), rounded to one decimal
 * (numeric arithmetic, half away from zero). An assessment without a score for the student does
 * not count; a student without any score is not in the map (null).
 */
export async function termAverages(db: Database, key: ClassTerm): Promise<Map<string, number>> {
  const rows = await db
    .select({
      studentId: grades.studentId,
      average: sql<number>`round(
        sum(${grades.score} / ${assessments.maxScore} * 10 * ${assessments.weight})
          / sum(${assessments.weight}), 1)::float8`.mapWith(Number),
    })
    .from(grades)
    .innerJoin(assessments, eq(assessments.id, grades.assessmentId))
    .where(ofClassTerm(key))
    .groupBy(grades.studentId);
  return new Map(rows.map((row) => [row.studentId, row.average]));
}

/**
 * Each student's attendance in the term (decision 0014): of the recorded days of the class and
 * component inside the term on which the student has an entry, the percentage present (a
 * justified absence is an absence), one decimal. A student without entries is not in the map.
 */
async function termAttendance(
  db: Database,
  key: ClassTerm,
  term: TermInfo,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      studentId: attendanceEntries.studentId,
      attendance: sql<number>`round(100.0
        * count(*) filter (where ${attendanceEntries.isPresent}) / count(*), 1)::float8`.mapWith(
        Number,
      ),
    })
    .from(attendanceEntries)
    .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceEntries.sheetId))
    .where(inTermSheets(key, term))
    .groupBy(attendanceEntries.studentId);
  return new Map(rows.map((row) => [row.studentId, row.attendance]));
}

/** The grid of a class, component and term (`gradeSheetSchema`). */
async function gradeSheet(
  db: Database,
  key: ClassTerm,
  term: TermInfo,
  canEdit: boolean,
): Promise<GradeSheet> {
  const columns = await db
    .select({
      id: assessments.id,
      title: assessments.title,
      date: assessments.date,
      weight: assessments.weight,
      maxScore: assessments.maxScore,
    })
    .from(assessments)
    .where(ofClassTerm(key))
    .orderBy(asc(assessments.date), fold(assessments.title), asc(assessments.id));
  const scores = await db
    .select({
      assessmentId: grades.assessmentId,
      studentId: grades.studentId,
      score: grades.score,
    })
    .from(grades)
    .innerJoin(assessments, eq(assessments.id, grades.assessmentId))
    .where(ofClassTerm(key));
  const byStudent = new Map<string, Map<string, number>>();
  for (const row of scores) {
    const own = byStudent.get(row.studentId) ?? new Map<string, number>();
    own.set(row.assessmentId, Number(row.score));
    byStudent.set(row.studentId, own);
  }
  const averages = await termAverages(db, key);
  const students = await roster(db, key, term);
  return {
    assessments: columns.map((column) => ({
      ...column,
      date: toApiDate(column.date),
      weight: Number(column.weight),
      maxScore: Number(column.maxScore),
    })),
    students: students.map((student) => ({
      ...student,
      scores: Object.fromEntries(
        columns.map((column) => [
          column.id,
          byStudent.get(student.studentId)?.get(column.id) ?? null,
        ]),
      ),
      average: averages.get(student.studentId) ?? null,
    })),
    canEdit,
  };
}

/** A required uuid query parameter: 400 when missing or not a uuid. */
function requiredId(c: Context, name: string): string {
  const value = queryParam(c, name);
  if (value === undefined || !isUuid(value)) {
    throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
  }
  return value.toLowerCase();
}

/**
 * The class, component and term of a read's query, each existing and the class in the caller's
 * scope (404 otherwise, naming what is missing), with the term's dates and year.
 */
async function readableClassTerm(c: Context<AppEnv>, db: Database) {
  const key: ClassTerm = {
    classroomId: requiredId(c, 'classroomId'),
    curricularComponentId: requiredId(c, 'curricularComponentId'),
    academicTermId: requiredId(c, 'academicTermId'),
  };
  const term = await termInfo(db, key.academicTermId);
  if (!term) throw new ApiError(404, serverMessages.academicTermNotFound);
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .innerJoin(curricularComponents, eq(curricularComponents.id, key.curricularComponentId))
    .where(
      and(
        eq(classrooms.id, key.classroomId),
        classRecordScope(
          c,
          {
            classroomId: classrooms.id,
            curricularComponentId: curricularComponents.id,
            schoolUnitId: classrooms.schoolUnitId,
          },
          GRADE_CORRECTORS,
        ),
      ),
    )
    .limit(1);
  if (!room) {
    const [component] = await db
      .select({ id: curricularComponents.id })
      .from(curricularComponents)
      .where(eq(curricularComponents.id, key.curricularComponentId))
      .limit(1);
    throw new ApiError(
      404,
      component ? serverMessages.classroomNotFound : serverMessages.curricularComponentNotFound,
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
function mayBeGraded(
  enrolments: readonly {
    status: string;
    academicYearId: string;
    date: string;
    endDate: string | null;
  }[],
  day: string,
  term: TermInfo,
): boolean {
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
  const pairKey = (assessmentId: string, studentId: string) => `${assessmentId}:${studentId}`;
  const latest = new Map<string, ScoreInput>();
  for (const input of inputs) {
    const pair = pairKey(input.assessment.id, input.studentId);
    latest.delete(pair);
    latest.set(pair, input);
  }
  const assessmentIds = [...new Set(inputs.map((input) => input.assessment.id))];
  const studentIds = [...new Set(inputs.map((input) => input.studentId))];
  if (assessmentIds.length === 0) return [];

  const stored = new Map<string, number>();
  for (const row of await tx
    .select({
      assessmentId: grades.assessmentId,
      studentId: grades.studentId,
      score: grades.score,
    })
    .from(grades)
    .where(
      and(inArray(grades.assessmentId, assessmentIds), inArray(grades.studentId, studentIds)),
    )) {
    stored.set(pairKey(row.assessmentId, row.studentId), Number(row.score));
  }
  const changes = [...latest.values()].filter((input) => {
    const before = stored.get(pairKey(input.assessment.id, input.studentId));
    return input.score === null ? before !== undefined : before !== input.score;
  });
  const scored = changes.filter((input) => input.score !== null);

  if (scored.length > 0) {
    const scoredIds = [...new Set(scored.map((input) => input.studentId))];
    const named = new Map(
      (
        await tx
          .select({ id: students.id, name: persons.name })
          .from(students)
          .innerJoin(persons, eq(persons.id, students.personId))
          .where(inArray(students.id, scoredIds))
      ).map((row) => [row.id, row.name]),
    );
    const enrolmentsOf = new Map<
      string,
      { status: string; academicYearId: string; date: string; endDate: string | null }[]
    >();
    for (const row of await tx
      .select({
        studentId: enrollments.studentId,
        status: enrollments.status,
        academicYearId: enrollments.academicYearId,
        date: enrollments.date,
        endDate: enrollments.endDate,
      })
      .from(enrollments)
      .where(
        and(eq(enrollments.classroomId, classroomId), inArray(enrollments.studentId, scoredIds)),
      )) {
      enrolmentsOf.set(row.studentId, [...(enrolmentsOf.get(row.studentId) ?? []), row]);
    }
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
    if (cleared.length === 0) continue;
    await tx
      .delete(grades)
      .where(and(eq(grades.assessmentId, assessmentId), inArray(grades.studentId, cleared)));
  }
  if (scored.length > 0) {
    // In key order, so two saves of the same grades lock their rows in the same order.
    const ordered = [...scored].sort((a, b) =>
      pairKey(a.assessment.id, a.studentId) < pairKey(b.assessment.id, b.studentId) ? -1 : 1,
    );
    await tx
      .insert(grades)
      .values(
        ordered.map((input) => ({
          assessmentId: input.assessment.id,
          studentId: input.studentId,
          score: input.score as number,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [grades.assessmentId, grades.studentId],
        set: { score: sql`excluded.score`, updatedAt: now },
      });
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

/** An assessment row of the save, read and kept (FOR SHARE: an edit of its maximum waits). */
const lockedAssessments = (tx: Database, where: SQL) =>
  tx
    .select({
      id: assessments.id,
      classroomId: assessments.classroomId,
      curricularComponentId: assessments.curricularComponentId,
      academicTermId: assessments.academicTermId,
      date: assessments.date,
      maxScore: assessments.maxScore,
    })
    .from(assessments)
    .where(where)
    .for('share');

/** The routes of grades and report cards, and of assessments (see the top of this file). */
export function mountGrades(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  mountAssessments(app, deps);
  const read = requireAnyPermission([...PEDAGOGY_READ, GRADE_CORRECTORS]);
  const write = requireAnyPermission(['pedagogy.own-classes', GRADE_CORRECTORS]);
  const canEdit = (access: Access, key: ClassTerm) =>
    canWriteClass(db, access, key.classroomId, key.curricularComponentId, GRADE_CORRECTORS);

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
      const [assessment] = await lockedAssessments(txDb, eq(assessments.id, id));
      if (!assessment) throw assessmentNotFound();
      const scope = classRecordScope(c, assessmentColumns, GRADE_CORRECTORS);
      if ((await readItem(txDb, assessmentsSpec, id, { today: deps.today() }, scope)) === null) {
        throw assessmentNotFound();
      }
      const key: ClassTerm = {
        classroomId: assessment.classroomId,
        curricularComponentId: assessment.curricularComponentId,
        academicTermId: assessment.academicTermId,
      };
      await checkClassWriter(
        txDb,
        access,
        key.classroomId,
        key.curricularComponentId,
        GRADE_CORRECTORS,
      );
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
      const [component] = await txDb
        .select({ id: curricularComponents.id })
        .from(curricularComponents)
        .where(eq(curricularComponents.id, key.curricularComponentId))
        .limit(1);
      if (!component) throw unprocessable(serverMessages.curricularComponentNotFound);
      const [room] = await txDb
        .select({ id: classrooms.id })
        .from(classrooms)
        .where(eq(classrooms.id, key.classroomId))
        .limit(1);
      if (!room) throw unprocessable(serverMessages.classroomNotFound);
      await checkClassWriter(
        txDb,
        access,
        key.classroomId,
        key.curricularComponentId,
        GRADE_CORRECTORS,
      );
      const byId = new Map<string, AssessmentRow>(
        (await lockedAssessments(txDb, ofClassTerm(key))).map((row) => [
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
    const averages = await termAverages(db, key);
    const attendance = await termAttendance(db, key, term);
    const items: ReportCardItem[] = (await roster(db, key, term, true)).map((student) => ({
      student: { id: student.studentId, name: student.name },
      average: averages.get(student.studentId) ?? null,
      attendance: attendance.get(student.studentId) ?? null,
    }));
    return c.json(items);
  });
  app.all('/report-cards', methodNotAllowed('GET'));
}
