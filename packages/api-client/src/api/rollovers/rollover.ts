import {
  type RolloverBody,
  type RolloverPreviewBody,
  type RolloverProposal,
  type RolloverResult,
  rolloverPreviewPath,
  rolloverPreviewResultSchema,
  rolloverResultSchema,
  rolloversPath,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { refreshAfterEnrollment } from '../enrollments/refresh-enrollments.ts';
import type { MutationConfig } from '../types.ts';

/**
 * POST /rollovers/preview `{ fromAcademicYearId, toAcademicYearId, classroomIds?, schoolUnitId? }`
 * (200, issue 28): per student of the closed classes of the source year, the grade level they go
 * to and a class of the target year with a free seat, or none with the reason. Writes nothing.
 * 404 for an unknown year; 422 for the same year, or a named class not closed, of another year
 * or unit; 403 for a unit or class outside the user's.
 */
export function postRolloverPreview(
  http: HttpClient,
  body: RolloverPreviewBody,
): Promise<RolloverProposal[]> {
  return http.post(rolloverPreviewPath, body, rolloverPreviewResultSchema);
}

/**
 * The proposal of a 'Rematrícula', asked when the secretary has chosen the classes and the year
 * (a mutation: a POST the screen sends on demand, each answer as of that moment; nothing is
 * cached nor refreshed).
 */
export function useRolloverPreview(
  config: MutationConfig<RolloverProposal[], RolloverPreviewBody> = {},
) {
  const client = useApiClient();
  return useMutation({
    ...config,
    mutationFn: (body: RolloverPreviewBody) => postRolloverPreview(client, body),
  });
}

/**
 * POST /rollovers `{ toAcademicYearId, date, items: [{ studentId, classroomId }] }` (201
 * `{ created, skipped: [{ studentId, reason }] }`, issue 28): the confirmed lines enrolled in one
 * transaction; a student already enrolled in that year, or a full or closed class, is skipped
 * with the reason. 422 for a bad body, a date outside the year or a line naming an unknown
 * student or a class of another year (nothing enrolled); 403 for a class outside the user's units.
 */
export function postRollover(http: HttpClient, body: RolloverBody): Promise<RolloverResult> {
  return http.post(rolloversPath, body, rolloverResultSchema);
}

/**
 * Confirms a 'Rematrícula'; on success the enrolments, students (and their records) and
 * classrooms (how many are enrolled) are refreshed.
 */
export function useRollover(config: MutationConfig<RolloverResult, RolloverBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: RolloverBody) => postRollover(client, body),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
