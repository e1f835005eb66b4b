import {
  type Enrollment,
  type EnrollmentEndBody,
  enrollmentSchema,
  enrollmentsResource,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { itemPath } from '../../resources/calls.ts';
import type { MutationConfig } from '../types.ts';
import { refreshAfterEnrollment } from './refresh-enrollments.ts';

/** The variables of `useEndEnrollment`: which enrolment, how it ends and when. */
export interface EndEnrollmentVariables {
  id: string;
  body: EnrollmentEndBody;
}

/**
 * PATCH /enrollments/<id> `{ status: 'ABANDONED' | 'DECEASED', endDate }` (200 the enrolment,
 * issue 28): an active enrolment ends that day as ABANDONO or FALECIMENTO. The server refuses an
 * enrolment that is not active (409) and a day before its start or outside its year (422 on
 * `endDate`).
 */
export function patchEnrollmentEnd(
  http: HttpClient,
  id: string,
  body: EnrollmentEndBody,
): Promise<Enrollment> {
  return http.patch(itemPath(enrollmentsResource, id), body, enrollmentSchema);
}

/** Ends an enrolment for a reason; on success the enrolments, students and classrooms refresh. */
export function useEndEnrollment(config: MutationConfig<Enrollment, EndEnrollmentVariables> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, body }: EndEnrollmentVariables) => patchEnrollmentEnd(client, id, body),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
