import { classroomTeachersPath, type TeachingAssignmentCreateBody } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { refreshAfterAssignment } from './teaching-keys.ts';

/** The answer of POST /classrooms/<id>/teachers (201): the new assignment's id. */
export const createdAssignmentSchema = v.object({ id: v.string() });
export type CreatedAssignment = v.InferOutput<typeof createdAssignmentSchema>;

/**
 * POST /classrooms/<id>/teachers `{ userId, curricularComponentId }` (201 `{ id }`). The server
 * refuses a component that already has a teacher in the classroom (409), a user who is not a
 * teacher of the classroom's unit or a component outside the course's matrix (422), each with
 * its pt-BR message.
 */
export function postClassroomTeacher(
  http: HttpClient,
  classroomId: string,
  body: TeachingAssignmentCreateBody,
): Promise<CreatedAssignment> {
  return http.post(classroomTeachersPath(classroomId), body, createdAssignmentSchema);
}

/**
 * Assigns a teacher to one of the classroom's components; on success the classroom's teachers
 * and the signed-in user's classes are refreshed.
 */
export function useAssignTeacher(
  classroomId: string,
  config: MutationConfig<CreatedAssignment, TeachingAssignmentCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: TeachingAssignmentCreateBody) =>
      postClassroomTeacher(client, classroomId, body),
    onSuccess: async (...args) => {
      await refreshAfterAssignment(queryClient, classroomId);
      await config.onSuccess?.(...args);
    },
  });
}
