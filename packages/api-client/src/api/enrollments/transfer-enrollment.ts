import type { EnrollmentTransferBody } from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import {
  type CreatedEnrollment,
  createdEnrollmentSchema,
  enrollmentActionPath,
  refreshAfterEnrollment,
} from './refresh-enrollments.ts';

/** The variables of `useTransferEnrollment`: which enrolment, and where to and from when. */
export interface TransferEnrollmentVariables {
  id: string;
  body: EnrollmentTransferBody;
}

/**
 * POST /enrollments/<id>/transfer `{ classroomId, date }` (201 `{ id }` of the new enrolment):
 * the old one becomes TRANSFERIDA that day and a new ATIVA one starts in the classroom.
 */
export function postEnrollmentTransfer(
  http: HttpClient,
  id: string,
  body: EnrollmentTransferBody,
): Promise<CreatedEnrollment> {
  return http.post(enrollmentActionPath(id, 'transfer'), body, createdEnrollmentSchema);
}

/** Transfers an enrolment; on success the enrolments, students and classrooms are refreshed. */
export function useTransferEnrollment(
  config: MutationConfig<CreatedEnrollment, TransferEnrollmentVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, body }: TransferEnrollmentVariables) =>
      postEnrollmentTransfer(client, id, body),
    onSuccess: async (...args) => {
      await refreshAfterEnrollment(queryClient);
      await config.onSuccess?.(...args);
    },
  });
}
