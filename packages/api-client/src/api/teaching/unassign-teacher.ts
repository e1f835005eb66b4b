import { classroomTeachersPath } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { refreshAfterAssignment } from './teaching-keys.ts';

/** DELETE /classrooms/<id>/teachers/<assignmentId> (204). */
export function deleteClassroomTeacher(
  http: HttpClient,
  classroomId: string,
  assignmentId: string,
): Promise<void> {
  return http.delete(`${classroomTeachersPath(classroomId)}/${encodeURIComponent(assignmentId)}`);
}

/**
 * Removes an assignment (variables: its id); on success the classroom's teachers and the
 * signed-in user's classes are refreshed.
 */
export function useUnassignTeacher(classroomId: string, config: MutationConfig<void, string> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (assignmentId: string) => deleteClassroomTeacher(client, classroomId, assignmentId),
    onSuccess: async (...args) => {
      await refreshAfterAssignment(queryClient, classroomId);
      await config.onSuccess?.(...args);
    },
  });
}
