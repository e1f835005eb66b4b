import * as v from 'valibot';
import {
  attendanceScopes,
  evaluationSituations,
  recoveryFormulas,
  recoveryKinds,
  termAggregations,
} from '../../evaluation.ts';
import { namedRefSchema } from './common.ts';

/*
 * The answers of the year's evaluation (issue 28). Scores are on the rule's scale (0–maxScore),
 * rounded to its decimals; attendance is a percentage with one decimal.
 */

/** GET/PUT /courses/<id>/evaluation-rule: the course's 'Regra de Avaliação'. */
export const evaluationRuleEntitySchema = v.object({
  maxScore: v.number(),
  passMark: v.number(),
  termAggregation: v.picklist(termAggregations),
  termWeights: v.nullable(v.array(v.number())),
  recovery: v.picklist(recoveryKinds),
  recoveryPassMark: v.nullable(v.number()),
  recoveryFormula: v.nullable(v.picklist(recoveryFormulas)),
  minAttendance: v.number(),
  attendanceScope: v.picklist(attendanceScopes),
  decimals: v.number(),
});

/** A student's component of the year: each term, the final average, the exam, the situation. */
export const componentResultSchema = v.object({
  curricularComponent: namedRefSchema,
  terms: v.array(
    v.object({
      academicTermId: v.string(),
      /** Null before any score of the term. */
      average: v.nullable(v.number()),
      /** Recorded days absent in the term. */
      absences: v.number(),
    }),
  ),
  finalAverage: v.nullable(v.number()),
  examScore: v.nullable(v.number()),
  /** While EM_RECUPERACAO, the exam grade that passes (null when none can); else null. */
  neededExamScore: v.nullable(v.number()),
  /** The component's attendance over the year (null before any recorded day). */
  attendance: v.nullable(v.number()),
  situation: v.picklist(evaluationSituations),
});
export type ComponentResult = v.InferOutput<typeof componentResultSchema>;

/** GET /classrooms/<id>/results item: a student's year. */
export const studentResultSchema = v.object({
  student: namedRefSchema,
  components: v.array(componentResultSchema),
  /** Over all components' recorded lessons of the year (null before any). */
  attendance: v.nullable(v.number()),
  /** The overall situation of the year. */
  result: v.picklist(evaluationSituations),
});
export type StudentResult = v.InferOutput<typeof studentResultSchema>;

/** GET /students/<id>/report-card?academicYearId=: the student's year in their class. */
export const reportCardSchema = v.object({
  ...studentResultSchema.entries,
  classroom: namedRefSchema,
  academicYear: v.object({ id: v.string(), year: v.string() }),
});
export type ReportCard = v.InferOutput<typeof reportCardSchema>;

/** The kinds of gap that keep a class from closing ('Encerrar Turma'). */
export const closeGapKinds = ['ATTENDANCE', 'GRADES', 'RULE'] as const;
export type CloseGapKind = (typeof closeGapKinds)[number];

/**
 * One gap of POST /classrooms/<id>/close's 422 `missing`: the course has no rule (RULE); a lesson
 * day without attendance recorded for a component taught in the class (ATTENDANCE, with
 * `curricularComponent` and `date` YYYY-MM-DD); a term average missing for a component
 * (GRADES, with `curricularComponent` and `academicTermId`); a student still in recovery in a
 * component (GRADES, with `curricularComponent` and no `academicTermId`: the final exam).
 */
export const closeGapSchema = v.object({
  kind: v.picklist(closeGapKinds),
  curricularComponent: v.optional(namedRefSchema),
  academicTermId: v.optional(v.string()),
  date: v.optional(v.string()),
});
export type CloseGap = v.InferOutput<typeof closeGapSchema>;

/** POST /classrooms/<id>/close (200): each student's overall result as stored. */
export const classroomCloseResultSchema = v.object({
  results: v.array(v.object({ studentId: v.string(), result: v.picklist(evaluationSituations) })),
});
export type ClassroomCloseResult = v.InferOutput<typeof classroomCloseResultSchema>;
