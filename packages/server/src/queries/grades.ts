import type { GradeSheet, ReportCardItem } from '@lousa/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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
} from '../db/schema.ts';
import { toApiDate } from '../http/dates.ts';
import { attendancePercentages, recordedDaysOf } from './attendance.ts';
import { type RosterStudent, rosterOf } from './roster.ts';

/*
 * The SQL of grades and report cards (routes/grades.ts). The term average (decision 0014) is
 * computed once, by `termAverages`, for the grid and the report cards alike; the attendance of a
 * report card is queries/attendance.ts's `attendancePercentages`.
 */

/** A class, a component and an academic term: what a grid and a report card are of. */
export interface ClassTerm {
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
}

/** An academic term's dates and the academic year of its calendar. */
export interface TermInfo {
  startDate: string;
  endDate: string;
  academicYearId: string;
}

/** An assessment as a save reads it. */
export interface AssessmentRow {
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

/** The term's dates and academic year, or undefined when there is no such term. */
export async function termInfo(db: Database, termId: string): Promise<TermInfo | undefined> {
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

/** Whether the component exists. */
export async function componentExists(db: Database, id: string): Promise<boolean> {
  const [component] = await db
    .select({ id: curricularComponents.id })
    .from(curricularComponents)
    .where(eq(curricularComponents.id, id))
    .limit(1);
  return Boolean(component);
}

/** Whether the classroom exists. */
export async function classroomExists(db: Database, id: string): Promise<boolean> {
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(eq(classrooms.id, id))
    .limit(1);
  return Boolean(room);
}

/** Whether the classroom and the component both exist and the classroom is within `scope`. */
export async function classInScope(
  db: Database,
  key: ClassTerm,
  scope: SQL | undefined,
): Promise<boolean> {
  const [room] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .innerJoin(curricularComponents, eq(curricularComponents.id, key.curricularComponentId))
    .where(and(eq(classrooms.id, key.classroomId), scope))
    .limit(1);
  return Boolean(room);
}

/** The class scope's columns over `classInScope`'s join. */
export const classTermScopeColumns = {
  classroomId: classrooms.id,
  curricularComponentId: curricularComponents.id,
  schoolUnitId: classrooms.schoolUnitId,
};

/**
 * The students of a grid (and of a report card): those with an ACTIVE enrolment in the
 * classroom for the term's academic year, plus anyone with a grade in the term's assessments
 * (and, for a report card, anyone with attendance in the term), by name.
 */
function roster(
  db: Database,
  key: ClassTerm,
  term: TermInfo,
  withAttendance = false,
): Promise<RosterStudent[]> {
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
        where ${recordedDaysOf(key)}
          and ${attendanceSheets.date} between ${term.startDate} and ${term.endDate}`,
    );
  }
  return rosterOf(db, sources);
}

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

/** The grid of a class, component and term (`gradeSheetSchema`). */
export async function gradeSheet(
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

/** The report cards of a class, component and term: per student, the average and attendance. */
export async function reportCards(
  db: Database,
  key: ClassTerm,
  term: TermInfo,
): Promise<ReportCardItem[]> {
  const averages = await termAverages(db, key);
  const attendance = await attendancePercentages(db, key, {
    from: term.startDate,
    to: term.endDate,
  });
  return (await roster(db, key, term, true)).map((student) => ({
    student: { id: student.studentId, name: student.name },
    average: averages.get(student.studentId) ?? null,
    attendance: attendance.get(student.studentId) ?? null,
  }));
}

/** Assessment rows of a save, read and kept (FOR SHARE: an edit of its maximum waits). */
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

/** The assessment of `id`, kept for a save (`lockedAssessments`), or undefined. */
export async function lockAssessment(tx: Database, id: string) {
  const [assessment] = await lockedAssessments(tx, eq(assessments.id, id));
  return assessment;
}

/** The assessments of a class, component and term, kept for a save (`lockedAssessments`). */
export const lockClassTermAssessments = (tx: Database, key: ClassTerm) =>
  lockedAssessments(tx, ofClassTerm(key));

/** The key of a grade: its assessment and student. */
export const gradeKey = (assessmentId: string, studentId: string) => `${assessmentId}:${studentId}`;

/** The stored scores of those assessments and students, by `gradeKey`. */
export async function storedScores(
  tx: Database,
  assessmentIds: readonly string[],
  studentIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      assessmentId: grades.assessmentId,
      studentId: grades.studentId,
      score: grades.score,
    })
    .from(grades)
    .where(
      and(
        inArray(grades.assessmentId, [...assessmentIds]),
        inArray(grades.studentId, [...studentIds]),
      ),
    );
  return new Map(rows.map((row) => [gradeKey(row.assessmentId, row.studentId), Number(row.score)]));
}

/** An enrolment as the grade rules read it. */
export interface EnrolmentSpan {
  status: string;
  academicYearId: string;
  date: string;
  endDate: string | null;
}

/** The enrolments in the classroom of those students, by student. */
export async function enrolmentsInClassroom(
  tx: Database,
  classroomId: string,
  studentIds: readonly string[],
): Promise<Map<string, EnrolmentSpan[]>> {
  const byStudent = new Map<string, EnrolmentSpan[]>();
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
      and(
        eq(enrollments.classroomId, classroomId),
        inArray(enrollments.studentId, [...studentIds]),
      ),
    )) {
    byStudent.set(row.studentId, [...(byStudent.get(row.studentId) ?? []), row]);
  }
  return byStudent;
}

/** Deletes the grades of those students in the assessment. */
export async function deleteGrades(tx: Database, assessmentId: string, studentIds: string[]) {
  await tx
    .delete(grades)
    .where(and(eq(grades.assessmentId, assessmentId), inArray(grades.studentId, studentIds)));
}

/** Writes grades, each new or replacing the stored one. */
export async function upsertGrades(
  tx: Database,
  rows: readonly { assessmentId: string; studentId: string; score: number }[],
  now: Date,
) {
  await tx
    .insert(grades)
    .values(rows.map((row) => ({ ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: [grades.assessmentId, grades.studentId],
      set: { score: sql`excluded.score`, updatedAt: now },
    });
}
