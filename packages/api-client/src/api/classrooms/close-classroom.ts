import {
  type Classroom,
  type ClassroomCloseResult,
  type ClassroomReopenBody,
  type CloseGap,
  classroomClosePath,
  classroomCloseResultSchema,
  classroomReopenPath,
  classroomSchema,
  classroomsResource,
  closeGapSchema,
  enrollmentsResource,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useApiClient } from '../../context.ts';
import { ApiError, isApiError } from '../../errors.ts';
import type { HttpClient } from '../../http.ts';
import { resourceKeys } from '../../query-keys.ts';
import { gradesKeys } from '../grades/grades-keys.ts';
import type { MutationConfig } from '../types.ts';

/**
 * A refused 'Encerrar Turma' (422): the server's message and each gap it listed (the course's
 * rule, a day's attendance, a term's grades, a final exam), to show with a link to fill it.
 */
export class ClassroomCloseRefusedError extends ApiError {
  readonly missing: CloseGap[];

  constructor(error: ApiError, missing: CloseGap[]) {
    super(error.status, error.message, error.issues, error.body);
    this.missing = missing;
  }
}

export function isClassroomCloseRefused(error: unknown): error is ClassroomCloseRefusedError {
  return error instanceof ClassroomCloseRefusedError;
}

const refusalSchema = v.object({ missing: v.array(closeGapSchema) });

/**
 * POST /classrooms/<id>/close (issue 28): 200 each student's overall result as stored. A 422
 * with the gaps is thrown as a `ClassroomCloseRefusedError` (`missing` typed; empty when the
 * year is not over yet and nothing else is missing); 409 when already closed, 403 for a user who
 * does not enrol into the class: an `ApiError` with the server's message.
 */
export async function postCloseClassroom(
  http: HttpClient,
  classroomId: string,
): Promise<ClassroomCloseResult> {
  try {
    return await http.post(classroomClosePath(classroomId), {}, classroomCloseResultSchema);
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      const parsed = v.safeParse(refusalSchema, error.body);
      throw new ClassroomCloseRefusedError(error, parsed.success ? parsed.output.missing : []);
    }
    throw error;
  }
}

/** POST /classrooms/<id>/reopen `{ reason }` (200 the classroom, open again). */
export function postReopenClassroom(
  http: HttpClient,
  classroomId: string,
  body: ClassroomReopenBody,
): Promise<Classroom> {
  return http.post(classroomReopenPath(classroomId), body, classroomSchema);
}

/** What closing or reopening a class changes: the classrooms (`closedAt`) and the results. */
async function refreshAfterClosing(queryClient: QueryClient, enrollments: boolean) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys(classroomsResource).all }),
    queryClient.invalidateQueries({ queryKey: [...gradesKeys.all, 'results'] }),
    enrollments
      ? queryClient.invalidateQueries({ queryKey: resourceKeys(enrollmentsResource).all })
      : undefined,
  ]);
}

/**
 * 'Encerrar Turma' (the variable: the class's id). On success the classrooms, the class results
 * and the enrolments (each active one is now completed with its result) are refreshed.
 */
export function useCloseClassroom(config: MutationConfig<ClassroomCloseResult, string> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (classroomId: string) => postCloseClassroom(client, classroomId),
    onSuccess: async (...args) => {
      await refreshAfterClosing(queryClient, true);
      await config.onSuccess?.(...args);
    },
  });
}

/** The variables of `useReopenClassroom`: which class, and why. */
export interface ReopenClassroomVariables {
  id: string;
  body: ClassroomReopenBody;
}

/** 'Reabrir Turma'; on success the classrooms and the class results are refreshed. */
export function useReopenClassroom(
  config: MutationConfig<Classroom, ReopenClassroomVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, body }: ReopenClassroomVariables) => postReopenClassroom(client, id, body),
    onSuccess: async (...args) => {
      await refreshAfterClosing(queryClient, false);
      await config.onSuccess?.(...args);
    },
  });
}
