import { formatDecimalInput, type GradeSheet, scoreField, scoreWithin } from '@lousa/domain';
import * as v from 'valibot';

/**
 * The typed text of the 'Lançar Notas' grid and what saving it sends: each cell's text (a
 * decimal comma, '' for no score), checked with the domain's `scoreField` and `scoreWithin`;
 * the cells whose score differs from the grid's are the changes of the one PUT /grades.
 */

/** A cell's key: the student and the assessment. */
export const cellKey = (studentId: string, assessmentId: string) => `${studentId}:${assessmentId}`;

/** The text of each cell, by `cellKey`. */
export type GradeDrafts = Readonly<Record<string, string>>;

/** One score to save (null clears it). */
export interface GradeChange {
  assessmentId: string;
  studentId: string;
  score: number | null;
}

/** The grid's scores as the cells show them ('7,5'; '' for none). */
export function draftsOf(sheet: GradeSheet): GradeDrafts {
  const drafts: Record<string, string> = {};
  for (const student of sheet.students) {
    for (const assessment of sheet.assessments) {
      drafts[cellKey(student.studentId, assessment.id)] = formatDecimalInput(
        student.scores[assessment.id],
      );
    }
  }
  return drafts;
}

/** A cell's text read as a score of an assessment: the score (null: none), or why it is not one. */
export function readScore(
  text: string,
  maxScore: number,
): { score: number | null; error?: undefined } | { score?: undefined; error: string } {
  const parsed = v.safeParse(scoreField, text);
  if (!parsed.success) return { error: parsed.issues[0]?.message ?? '' };
  const outOfRange = scoreWithin(parsed.output, maxScore);
  return outOfRange ? { error: outOfRange } : { score: parsed.output };
}

export interface GradeReview {
  /** The cells whose score differs from the grid's, in the grid's order. */
  changes: GradeChange[];
  /** The message of each cell that is not a score of its assessment, by `cellKey`. */
  errors: Readonly<Record<string, string>>;
}

/** What the typed grid would save, and which cells must be corrected first. */
export function reviewDrafts(sheet: GradeSheet, drafts: GradeDrafts): GradeReview {
  const changes: GradeChange[] = [];
  const errors: Record<string, string> = {};
  for (const student of sheet.students) {
    for (const assessment of sheet.assessments) {
      const key = cellKey(student.studentId, assessment.id);
      const text = drafts[key];
      if (text === undefined) continue;
      const read = readScore(text, assessment.maxScore);
      if (read.error !== undefined) {
        errors[key] = read.error;
        continue;
      }
      const before = student.scores[assessment.id] ?? null;
      if (read.score !== before) {
        changes.push({
          assessmentId: assessment.id,
          studentId: student.studentId,
          score: read.score,
        });
      }
    }
  }
  return { changes, errors };
}
