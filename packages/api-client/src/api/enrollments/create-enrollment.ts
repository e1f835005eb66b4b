import { type EnrollmentCreateBody, enrollmentsResource } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import {
  type CreatedEnrollment,
  createdEnrollmentSchema,
  refreshAfterEnrollment,
} from './refresh-enrollments.ts';

/**
 * POST /enrollments `{ studentId, classroomId, academicYearId, date }` (201 `{ id }`). The server
 * refuses a second active enrolment in the year or a full classroom (409) and a date outside
 * the academic year (422), each with its pt-BR message.
 */
export function postEnrollment(
  http: HttpClient,
  body: EnrollmentCreateBody,
): Promise<CreatedEnrollment> {
  return http.post(enrollmentsResource.path, body, createdEnrollmentSchema);
}

/** Enrols a student; on success the enrolments, students and classrooms are refreshed. */
export function useCreateEnrollment(
  config: MutationConfig<CreatedEnrollment, EnrollmentCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: EnrollmentCreateBody) => postEnrollment(client, body),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
