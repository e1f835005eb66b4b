import * as v from 'valibot';
import { evaluationSituations } from '../../evaluation.ts';
import { namedRefSchema } from './common.ts';

/**
 * One line of POST /rollovers/preview ('Rematrícula', issue 28): a student of a closed class of
 * the source year, their stored result, the grade level they go to (null: none, e.g. the course
 * is finished) and the class of the target year proposed (null, with `reason`, when none).
 */
export const rolloverProposalSchema = v.object({
  student: namedRefSchema,
  fromClassroom: namedRefSchema,
  result: v.picklist(evaluationSituations),
  gradeLevel: v.nullable(namedRefSchema),
  classroom: v.nullable(namedRefSchema),
  /** Why no class is proposed (pt-BR); absent when one is. */
  reason: v.optional(v.string()),
});
export type RolloverProposal = v.InferOutput<typeof rolloverProposalSchema>;
export const rolloverPreviewResultSchema = v.array(rolloverProposalSchema);

/** The answer of POST /rollovers (201): how many enrolments were made, and the lines skipped. */
export const rolloverResultSchema = v.object({
  created: v.number(),
  skipped: v.array(v.object({ studentId: v.string(), reason: v.string() })),
});
export type RolloverResult = v.InferOutput<typeof rolloverResultSchema>;
