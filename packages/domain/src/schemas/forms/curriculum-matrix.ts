import * as v from 'valibot';
import { MATRIX_MAX_ENTRIES, MATRIX_WORKLOAD_MAX, MATRIX_WORKLOAD_MIN } from '../../constants.ts';
import { messages } from '../../messages.ts';
import { formObject, requiredText, single, uuidField } from './fields.ts';

function toNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
}

/** Workload typed as text (or sent as a number), coerced to an integer of at least 1. */
export const workloadField = single(
  v.pipe(
    v.union([v.string(), v.number()], messages.workloadRequired),
    v.check((value) => typeof value === 'number' || value.trim() !== '', messages.workloadRequired),
    v.check((value) => Number.isFinite(toNumber(value)), messages.workloadNotNumber),
    v.transform(toNumber),
    v.integer(messages.workloadNotInteger),
    v.minValue(MATRIX_WORKLOAD_MIN, messages.workloadMin),
    v.maxValue(MATRIX_WORKLOAD_MAX, messages.workloadMax),
  ),
);

export const curriculumMatrixEntrySchema = formObject({
  curricularComponentId: uuidField(
    messages.matrixComponentRequired,
    messages.matrixComponentInvalid,
  ),
  workload: workloadField,
});

/** Curriculum-matrix add form; output is the POST /curriculum-matrices body. */
export const curriculumMatrixCreateSchema = formObject({
  name: requiredText(messages.nameRequired),
  matrix: v.pipe(
    v.array(curriculumMatrixEntrySchema, messages.matrixEmpty),
    v.minLength(1, messages.matrixEmpty),
    v.maxLength(MATRIX_MAX_ENTRIES, messages.invalidValue),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((entry, index) => {
        if (seen.has(entry.curricularComponentId)) {
          addIssue({
            message: messages.matrixComponentDuplicate,
            path: [
              { type: 'array', origin: 'value', input: dataset.value, key: index, value: entry },
              {
                type: 'object',
                origin: 'value',
                input: entry,
                key: 'curricularComponentId',
                value: entry.curricularComponentId,
              },
            ],
          });
        }
        seen.add(entry.curricularComponentId);
      });
    }),
  ),
});

export type CurriculumMatrixCreateInput = v.InferInput<typeof curriculumMatrixCreateSchema>;
export type CurriculumMatrixCreateBody = v.InferOutput<typeof curriculumMatrixCreateSchema>;
