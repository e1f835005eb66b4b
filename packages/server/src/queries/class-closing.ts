import { type CloseGap, type EvaluationSituation, serverMessages } from '@lousa/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import { classrooms, enrollments } from '../db/schema.ts';
import { toApiDate } from '../http/dates.ts';
import { conflict } from '../http/route-helpers.ts';
import { unrecordedDays } from './attendance.ts';
import type { ClassEvaluation } from './evaluation.ts';

/*
 * The SQL of closing a class ('Encerrar Turma' / 'Reabrir Turma', issue 28; routes/class-closing.ts):
 * the one check that a class's records are still writable, the gaps that keep it from closing,
 * and the results stored on its enrolments.
 */

/**
 * 409 'A turma está encerrada.' when the classroom is closed: every write of a class's
 * attendance, assessments, grades, final exams and council decisions, and every enrolment into
 * it, calls this inside its transaction. The row is read FOR SHARE, so a write and a close of the
 * same class go one after the other. A classroom that does not exist passes (the caller's own
 * checks answer for it).
 */
export async function checkClassOpen(tx: Database, classroomId: string): Promise<void> {
  const [row] = await tx
    .select({ closedAt: classrooms.closedAt })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId))
    .for('share');
  if (row?.closedAt) throw conflict(serverMessages.classroomClosed);
}

/** The classroom's closed mark, its row locked FOR UPDATE (a close or a reopen). */
export async function lockClosedMark(tx: Database, classroomId: string) {
  const [row] = await tx
    .select({ closedAt: classrooms.closedAt })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId))
    .for('update');
  return row;
}

/** The ATTENDANCE gaps: each lesson day up to `lastDay` without a sheet for a taught component. */
export async function attendanceGaps(
  db: Database,
  classroomId: string,
  lastDay: string,
): Promise<CloseGap[]> {
  return (await unrecordedDays(db, classroomId, lastDay)).map((day) => ({
    kind: 'ATTENDANCE' as const,
    curricularComponent: day.curricularComponent,
    date: toApiDate(day.date),
  }));
}

/**
 * The GRADES gaps of the class's students (`studentIds`): a component and term in which any of
 * them has no term average (one gap a component and term), then a component in which any is
 * still EM_RECUPERACAO (one gap a component, without `academicTermId`: its final exam is
 * missing). `situations` gives a student's situation in a component.
 */
export function gradeGaps(
  evaluation: ClassEvaluation,
  studentIds: readonly string[],
  situation: (componentId: string, studentId: string) => EvaluationSituation,
): CloseGap[] {
  const gaps: CloseGap[] = [];
  for (const component of evaluation.components) {
    const averages = evaluation.averages.get(component.id);
    for (const term of evaluation.terms) {
      const ofTerm = averages?.get(term.id);
      if (studentIds.some((id) => !ofTerm?.has(id))) {
        gaps.push({ kind: 'GRADES', curricularComponent: component, academicTermId: term.id });
      }
    }
  }
  for (const component of evaluation.components) {
    if (studentIds.some((id) => situation(component.id, id) === 'EM_RECUPERACAO')) {
      gaps.push({ kind: 'GRADES', curricularComponent: component });
    }
  }
  return gaps;
}

/**
 * Stores each student's overall result on their enrolment in the class for its year: an ACTIVE
 * one becomes COMPLETED, ending on `endDate` (not before it began); a COMPLETED one (closed
 * before, or completed by hand) keeps its end and gets the result again. Answers how many
 * enrolments were completed now.
 */
export async function storeResults(
  tx: Database,
  classroom: { id: string; academicYearId: string },
  results: readonly { studentId: string; result: EvaluationSituation }[],
  endDate: string,
): Promise<number> {
  if (results.length === 0) return 0;
  // Two statements for the whole class (not two per student): each student's result joined from
  // the arrays, the ACTIVE enrolments completed first, then every COMPLETED one given its result.
  const given = sql`unnest(
    array[${sql.join(
      results.map((row) => sql`${row.studentId}`),
      sql`, `,
    )}]::uuid[],
    array[${sql.join(
      results.map((row) => sql`${row.result}`),
      sql`, `,
    )}]::text[]
  ) as given(student_id, result)`;
  const ofClass = sql`${enrollments.classroomId} = ${classroom.id}
    and ${enrollments.academicYearId} = ${classroom.academicYearId}
    and ${enrollments.studentId} = given.student_id`;
  const completed = await tx.execute(sql`update ${enrollments}
    set status = 'COMPLETED', final_result = given.result,
      end_date = greatest(${enrollments.date}, ${endDate}::date)
    from ${given}
    where ${ofClass} and ${enrollments.status} = 'ACTIVE'
    returning ${enrollments.id}`);
  await tx.execute(sql`update ${enrollments} set final_result = given.result
    from ${given}
    where ${ofClass} and ${enrollments.status} = 'COMPLETED'`);
  return rowsOf(completed).length;
}

/** Marks the classroom closed (`at`, `by`) or, with null, open again. */
export async function setClosedMark(
  tx: Database,
  classroomId: string,
  mark: { at: Date; by: string } | null,
) {
  await tx
    .update(classrooms)
    .set({ closedAt: mark?.at ?? null, closedBy: mark?.by ?? null })
    .where(eq(classrooms.id, classroomId));
}
