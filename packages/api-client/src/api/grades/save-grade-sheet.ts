import {
  type GradeSheet,
  type GradeSheetSaveBody,
  gradeSheetSchema,
  gradesPath,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { gradesKeys, refreshAfterGradesSaved } from './grades-keys.ts';

/**
 * PUT /grades `{ classroomId, curricularComponentId, academicTermId, grades: [{ assessmentId,
 * studentId, score }] }` (the changed cells; a null score clears one) → 200 the grid again, with
 * the averages the server computed. The server refuses a score above an assessment's maximum
 * (400), a student not enrolled (422) or a class the user may not change (403), each with its
 * pt-BR message; nothing is saved then.
 */
export function putGradeSheet(http: HttpClient, body: GradeSheetSaveBody): Promise<GradeSheet> {
  return http.put(gradesPath, body, gradeSheetSchema);
}

/**
 * Saves a grid's changes in one request. On success the grid's query holds the answer (no
 * second GET), and the report cards and the assessments' counts of scores are refreshed.
 */
export function useSaveGradeSheet(config: MutationConfig<GradeSheet, GradeSheetSaveBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: GradeSheetSaveBody) => putGradeSheet(client, body),
    onSuccess: async (sheet, body, ...rest) => {
      queryClient.setQueryData(gradesKeys.sheet(body), sheet);
      await refreshAfterGradesSaved(queryClient);
      await config.onSuccess?.(sheet, body, ...rest);
    },
  });
}
