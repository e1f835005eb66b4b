import {
  classroomsResource,
  enrollmentsResource,
  studentRecordResource,
  studentsResource,
} from '@lousa/domain';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { resourceKeys } from '../../query-keys.ts';
import { itemPath } from '../../resources/calls.ts';

/** The answer of POST /enrollments and of a transfer (201): the new enrolment's id. */
export const createdEnrollmentSchema = v.object({ id: v.string() });
export type CreatedEnrollment = v.InferOutput<typeof createdEnrollmentSchema>;

/** `/enrollments/<id>/<action>` (the id encoded). */
export const enrollmentActionPath = (id: string, action: 'transfer' | 'cancel' | 'complete') =>
  `${itemPath(enrollmentsResource, id)}/${action}`;

/**
 * What an enrolment changes besides itself: the enrolments' lists, the students' (their current
 * classroom) and their records (the history), and the classrooms' (how many are enrolled).
 * Every query under those keys is refetched, or marked stale when not on screen.
 */
export async function refreshAfterEnrollment(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [enrollmentsResource, studentsResource, studentRecordResource, classroomsResource].map((def) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys(def).all }),
    ),
  );
}
