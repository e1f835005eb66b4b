import {
  type ClassroomCopyBody,
  type ClassroomCopyResult,
  classroomCopyResultSchema,
  classroomsCopyPath,
  classroomsResource,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { resourceKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** The variables of `useCopyClassrooms`: the year the classes go to, and the body. */
export interface CopyClassroomsVariables {
  toAcademicYearId: string;
  body: ClassroomCopyBody;
}

/**
 * POST /academic-years/<toId>/classrooms/copy `{ fromAcademicYearId, schoolUnitId? }` (201
 * `{ created, skipped }`, issue 28): the source year's classes again in the target year, those
 * already there by name and unit skipped. 404 for an unknown year, 422 for the same year, 403
 * for a unit outside the user's.
 */
export function postClassroomsCopy(
  http: HttpClient,
  toAcademicYearId: string,
  body: ClassroomCopyBody,
): Promise<ClassroomCopyResult> {
  return http.post(
    classroomsCopyPath(encodeURIComponent(toAcademicYearId)),
    body,
    classroomCopyResultSchema,
  );
}

/** Copies a year's classes into another; on success the classrooms' lists are refreshed. */
export function useCopyClassrooms(
  config: MutationConfig<ClassroomCopyResult, CopyClassroomsVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ toAcademicYearId, body }: CopyClassroomsVariables) =>
      postClassroomsCopy(client, toAcademicYearId, body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(classroomsResource).all });
      await config.onSuccess?.(...args);
    },
  });
}
