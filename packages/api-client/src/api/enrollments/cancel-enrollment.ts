import type { EnrollmentCancelBody } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { enrollmentActionPath, refreshAfterEnrollment } from './refresh-enrollments.ts';

/** The variables of `useCancelEnrollment`: which enrolment, and why. */
export interface CancelEnrollmentVariables {
  id: string;
  body: EnrollmentCancelBody;
}

/** POST /enrollments/<id>/cancel `{ reason }` (200): the enrolment becomes CANCELADA. */
export function postEnrollmentCancel(
  http: HttpClient,
  id: string,
  body: EnrollmentCancelBody,
): Promise<void> {
  return http.postEmpty(enrollmentActionPath(id, 'cancel'), body);
}

/** Cancels an enrolment; on success the enrolments, students and classrooms are refreshed. */
export function useCancelEnrollment(config: MutationConfig<void, CancelEnrollmentVariables> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, body }: CancelEnrollmentVariables) => postEnrollmentCancel(client, id, body),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
