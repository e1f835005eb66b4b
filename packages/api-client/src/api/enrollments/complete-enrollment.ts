import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { enrollmentActionPath, refreshAfterEnrollment } from './refresh-enrollments.ts';

/** POST /enrollments/<id>/complete (no body; 200): the enrolment becomes CONCLUÍDA. */
export function postEnrollmentComplete(http: HttpClient, id: string): Promise<void> {
  return http.postEmpty(enrollmentActionPath(id, 'complete'));
}

/**
 * Completes an enrolment (variables: its id); on success the enrolments, students and
 * classrooms are refreshed.
 */
export function useCompleteEnrollment(config: MutationConfig<void, string> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (id: string) => postEnrollmentComplete(client, id),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
