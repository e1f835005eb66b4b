import { type Classroom, type ClassroomCreateBody, classroomSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /classrooms; the classroom list is refetched. */
export function createClassroom(http: HttpClient, body: ClassroomCreateBody): Promise<Classroom> {
  return http.post('/classrooms', body, classroomSchema);
}

export function createClassroomMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: ClassroomCreateBody) => createClassroom(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.classrooms }),
  };
}

export function useCreateClassroom(
  mutationConfig: MutationConfig<Classroom, ClassroomCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createClassroomMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
