import {
  type ComponentFacts,
  type ComponentResult,
  componentOutcome,
  type EvaluationRule,
  type NamedRef,
  onRuleScale,
  overallAttendance,
  overallResult,
  roundTo,
  type StudentResult,
  serverMessages,
  weightsFitTerms,
} from '@lousa/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  academicTerms,
  academicYears,
  classCalendars,
  classrooms,
  councilDecisions,
  courses,
  curricularComponents,
  curriculumMatrixItems,
  enrollments,
  evaluationRules,
  finalExams,
} from '../db/schema.ts';
import { unprocessable } from '../http/route-helpers.ts';
import { type AttendanceFigure, attendanceFigures } from './attendance.ts';
import { termAverages } from './grades.ts';
import { rosterOf } from './roster.ts';

/*
 * The SQL of the year's evaluation (issue 28, routes/evaluation.ts): a course's rule, a class's
 * terms, components and students, and the numbers a result is computed from — each term's
 * average (queries/grades.ts `termAverages`, the one term average), the attendance
 * (queries/attendance.ts `attendanceFigures`, the one attendance figure), the final exams and
 * the council decisions. The rules themselves are @lousa/domain's (`componentOutcome`,
 * `overallResult`): this file gathers, the domain decides.
 */

/** A classroom as the evaluation reads it, with its course and academic year. */
export interface EvaluatedClassroom {
  id: string;
  name: string;
  schoolUnitId: string;
  courseId: string;
  courseName: string;
  academicYear: { id: string; year: string; startDate: string; endDate: string };
}

/** The classroom of `id` with its course and year; undefined when there is none. */
export async function evaluatedClassroom(
  db: Database,
  id: string,
): Promise<EvaluatedClassroom | undefined> {
  const [row] = await db
    .select({
      id: classrooms.id,
      name: classrooms.name,
      schoolUnitId: classrooms.schoolUnitId,
      courseId: classrooms.courseId,
      courseName: courses.name,
      academicYear: {
        id: academicYears.id,
        year: academicYears.year,
        startDate: academicYears.startDate,
        endDate: academicYears.endDate,
      },
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .innerJoin(academicYears, eq(academicYears.id, classrooms.academicYearId))
    .where(eq(classrooms.id, id))
    .limit(1);
  return row;
}

/** The stored rule as `EvaluationRule`. */
function toRule(row: typeof evaluationRules.$inferSelect): EvaluationRule {
  return {
    maxScore: Number(row.maxScore),
    passMark: Number(row.passMark),
    termAggregation: row.termAggregation as EvaluationRule['termAggregation'],
    termWeights: row.termWeights ?? null,
    recovery: row.recovery as EvaluationRule['recovery'],
    recoveryPassMark: row.recoveryPassMark === null ? null : Number(row.recoveryPassMark),
    recoveryFormula: row.recoveryFormula as EvaluationRule['recoveryFormula'],
    minAttendance: Number(row.minAttendance),
    attendanceScope: row.attendanceScope as EvaluationRule['attendanceScope'],
    decimals: row.decimals,
  };
}

/** The course's 'Regra de Avaliação', or undefined when it has none; `lock` takes it FOR UPDATE. */
export async function ruleOf(
  db: Database,
  courseId: string,
  lock = false,
): Promise<EvaluationRule | undefined> {
  const query = db
    .select()
    .from(evaluationRules)
    .where(eq(evaluationRules.courseId, courseId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? toRule(row) : undefined;
}

/** Writes the course's rule, new or replacing the stored one. */
export async function saveRule(tx: Database, courseId: string, rule: EvaluationRule, now: Date) {
  const values = { ...rule, updatedAt: now };
  await tx
    .insert(evaluationRules)
    .values({ courseId, ...values })
    .onConflictDoUpdate({ target: evaluationRules.courseId, set: values });
}

/** The rule of the classroom's course, or 422 naming that the course needs one. */
export async function classroomRule(
  db: Database,
  classroom: EvaluatedClassroom,
): Promise<EvaluationRule> {
  const rule = await ruleOf(db, classroom.courseId);
  if (!rule) throw unprocessable(serverMessages.evaluationRuleRequired(classroom.courseName));
  return rule;
}

/** A term of the class's calendar. */
interface ClassTermRow {
  id: string;
  startDate: string;
  endDate: string;
}

/** The terms of the class's calendar (its unit's for its year, else the network's), by date. */
export function classTerms(db: Database, classroomId: string): Promise<ClassTermRow[]> {
  return db
    .select({
      id: academicTerms.id,
      startDate: academicTerms.startDate,
      endDate: academicTerms.endDate,
    })
    .from(academicTerms)
    .innerJoin(
      classCalendars,
      eq(classCalendars.academicCalendarId, academicTerms.academicCalendarId),
    )
    .where(eq(classCalendars.classroomId, classroomId))
    .orderBy(asc(academicTerms.startDate), asc(academicTerms.id));
}

/** The components of the course's curriculum matrix, in the matrix's order. */
export function courseComponents(db: Database, courseId: string): Promise<NamedRef[]> {
  return db
    .select({ id: curricularComponents.id, name: curricularComponents.name })
    .from(courses)
    .innerJoin(
      curriculumMatrixItems,
      eq(curriculumMatrixItems.matrixId, courses.curriculumMatrixId),
    )
    .innerJoin(
      curricularComponents,
      eq(curricularComponents.id, curriculumMatrixItems.curricularComponentId),
    )
    .where(eq(courses.id, courseId))
    .orderBy(asc(curriculumMatrixItems.position));
}

/**
 * The students of a class's results: those with an ACTIVE or COMPLETED enrolment in it for its
 * academic year (who is in the class, or finished the year there), by name (`studentIds` limits
 * them). Who left it (transferred, cancelled) is not listed.
 */
export async function classStudents(
  db: Database,
  classroom: EvaluatedClassroom,
  studentIds?: readonly string[],
): Promise<NamedRef[]> {
  if (studentIds?.length === 0) return [];
  const roster = await rosterOf(db, [
    sql`select ${enrollments.studentId} from ${enrollments}
      where ${enrollments.classroomId} = ${classroom.id}
        and ${enrollments.status} in ('ACTIVE', 'COMPLETED')
        and ${enrollments.academicYearId} = ${classroom.academicYear.id}
        ${studentIds ? sql`and ${inArray(enrollments.studentId, [...studentIds])}` : sql``}`,
  ]);
  return roster.map((student) => ({ id: student.studentId, name: student.name }));
}

/** The key of a student's record in a component: `component:student`. */
const recordKey = (componentId: string, studentId: string) => `${componentId}:${studentId}`;

/** What a class's results are computed from, per student and component (`facts`). */
export interface ClassEvaluation {
  classroom: EvaluatedClassroom;
  rule: EvaluationRule;
  components: NamedRef[];
  terms: ClassTermRow[];
  yearOver: boolean;
  /** The stored exams, by `recordKey`. */
  exams: Map<string, number>;
  /** The council approvals, by `recordKey`. */
  councils: Set<string>;
  /** Term averages (0–10) by term id then student, per component id. */
  averages: Map<string, Map<string, Map<string, number>>>;
  /** Attendance figures by term id (and 'year') then student, per component id. */
  figures: Map<string, Map<string, Map<string, AttendanceFigure>>>;
}

/** The key of the year's attendance figures among the terms'. */
const YEAR = 'year';

/**
 * Gathers the numbers of the class's results for `students` (see `ClassEvaluation`). The year is
 * over once today is past the end of its last term (with no term: of the academic year): the
 * recovery exam comes after the last term, before the year ends. 422 when the rule's weights do
 * not fit the class's terms.
 */
export async function gatherEvaluation(
  db: Database,
  classroom: EvaluatedClassroom,
  rule: EvaluationRule,
  studentIds: readonly string[],
  today: string,
): Promise<ClassEvaluation> {
  const terms = await classTerms(db, classroom.id);
  if (!weightsFitTerms(rule, terms.length)) {
    throw unprocessable(
      serverMessages.termWeightsMismatch(rule.termWeights?.length ?? 0, terms.length),
    );
  }
  const lastDay = terms.at(-1)?.endDate ?? classroom.academicYear.endDate;
  const components = await courseComponents(db, classroom.courseId);
  const averages: ClassEvaluation['averages'] = new Map();
  const figures: ClassEvaluation['figures'] = new Map();
  for (const component of components) {
    const classComponent = { classroomId: classroom.id, curricularComponentId: component.id };
    const byTerm = new Map<string, Map<string, number>>();
    const figuresByTerm = new Map<string, Map<string, AttendanceFigure>>();
    for (const term of terms) {
      byTerm.set(term.id, await termAverages(db, { ...classComponent, academicTermId: term.id }));
      figuresByTerm.set(
        term.id,
        await attendanceFigures(
          db,
          classComponent,
          { from: term.startDate, to: term.endDate },
          studentIds,
        ),
      );
    }
    figuresByTerm.set(
      YEAR,
      await attendanceFigures(
        db,
        classComponent,
        { from: classroom.academicYear.startDate, to: classroom.academicYear.endDate },
        studentIds,
      ),
    );
    averages.set(component.id, byTerm);
    figures.set(component.id, figuresByTerm);
  }
  const exams = new Map<string, number>();
  const councils = new Set<string>();
  if (studentIds.length > 0) {
    for (const row of await db
      .select({
        componentId: finalExams.curricularComponentId,
        studentId: finalExams.studentId,
        score: finalExams.score,
      })
      .from(finalExams)
      .where(
        and(
          eq(finalExams.classroomId, classroom.id),
          inArray(finalExams.studentId, [...studentIds]),
        ),
      )) {
      exams.set(recordKey(row.componentId, row.studentId), Number(row.score));
    }
    for (const row of await db
      .select({
        componentId: councilDecisions.curricularComponentId,
        studentId: councilDecisions.studentId,
      })
      .from(councilDecisions)
      .where(
        and(
          eq(councilDecisions.classroomId, classroom.id),
          inArray(councilDecisions.studentId, [...studentIds]),
        ),
      )) {
      councils.add(recordKey(row.componentId, row.studentId));
    }
  }
  return {
    classroom,
    rule,
    components,
    terms,
    yearOver: today > lastDay,
    exams,
    councils,
    averages,
    figures,
  };
}

/** The facts of a student's component (`componentOutcome`'s input). */
export function factsOf(
  evaluation: ClassEvaluation,
  componentId: string,
  studentId: string,
): ComponentFacts {
  const averages = evaluation.averages.get(componentId);
  const key = recordKey(componentId, studentId);
  return {
    terms: evaluation.terms.map((term) => {
      const average = averages?.get(term.id)?.get(studentId);
      return average === undefined ? null : onRuleScale(evaluation.rule, average);
    }),
    yearOver: evaluation.yearOver,
    examScore: evaluation.exams.get(key) ?? null,
    council: evaluation.councils.has(key),
    attendance: evaluation.figures.get(componentId)?.get(YEAR)?.get(studentId)?.attendance ?? null,
  };
}

/** A student's results of the year (`studentResultSchema`), computed by the domain's rules. */
export function studentResult(evaluation: ClassEvaluation, student: NamedRef): StudentResult {
  const { rule } = evaluation;
  const shown = (value: number | null) => (value === null ? null : roundTo(value, rule.decimals));
  const components: ComponentResult[] = evaluation.components.map((component) => {
    const facts = factsOf(evaluation, component.id, student.id);
    const outcome = componentOutcome(rule, facts);
    const termFigures = evaluation.figures.get(component.id);
    return {
      curricularComponent: component,
      terms: evaluation.terms.map((term, index) => ({
        academicTermId: term.id,
        average: shown(facts.terms[index] ?? null),
        absences: termFigures?.get(term.id)?.get(student.id)?.absences ?? 0,
      })),
      finalAverage: outcome.finalAverage,
      examScore: shown(facts.examScore),
      neededExamScore: outcome.neededExamScore,
      attendance: facts.attendance,
      situation: outcome.situation,
    };
  });
  const attendance = overallAttendance(
    evaluation.components.flatMap((component) => {
      const figure = evaluation.figures.get(component.id)?.get(YEAR)?.get(student.id);
      return figure ? [figure] : [];
    }),
  );
  return {
    student,
    components,
    attendance,
    result: overallResult(
      rule,
      components.map((component) => component.situation),
      attendance,
      evaluation.yearOver,
    ),
  };
}

/** The results of `students` in the class (`studentResultSchema`[]), in their order. */
export async function classResults(
  db: Database,
  classroom: EvaluatedClassroom,
  rule: EvaluationRule,
  students: readonly NamedRef[],
  today: string,
): Promise<StudentResult[]> {
  const evaluation = await gatherEvaluation(
    db,
    classroom,
    rule,
    students.map((student) => student.id),
    today,
  );
  return students.map((student) => studentResult(evaluation, student));
}

/** Writes final exams (each new or replacing the stored one) and deletes those given null. */
export async function writeFinalExams(
  tx: Database,
  classroomId: string,
  componentId: string,
  scores: ReadonlyMap<string, number | null>,
  now: Date,
) {
  const cleared = [...scores].filter(([, score]) => score === null).map(([id]) => id);
  if (cleared.length > 0) {
    await tx
      .delete(finalExams)
      .where(
        and(
          eq(finalExams.classroomId, classroomId),
          eq(finalExams.curricularComponentId, componentId),
          inArray(finalExams.studentId, cleared),
        ),
      );
  }
  const given = [...scores]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (given.length === 0) return;
  await tx
    .insert(finalExams)
    .values(
      given.map(([studentId, score]) => ({
        classroomId,
        curricularComponentId: componentId,
        studentId,
        score,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [finalExams.classroomId, finalExams.curricularComponentId, finalExams.studentId],
      set: { score: sql`excluded.score`, updatedAt: now },
    });
}

/**
 * The student's enrolment in a class of `academicYearId`: the ACTIVE one, else the latest begun;
 * undefined when none.
 */
export async function enrolmentOfYear(db: Database, studentId: string, academicYearId: string) {
  const [row] = await db
    .select({ classroomId: enrollments.classroomId })
    .from(enrollments)
    .where(
      and(eq(enrollments.studentId, studentId), eq(enrollments.academicYearId, academicYearId)),
    )
    .orderBy(
      sql`(${enrollments.status} = 'ACTIVE') desc`,
      sql`${enrollments.date} desc`,
      sql`${enrollments.id} desc`,
    )
    .limit(1);
  return row;
}
