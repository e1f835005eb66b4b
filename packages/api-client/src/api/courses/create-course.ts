import { type Course, type CourseCreateBody, courseSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /courses; every course list (all, and by unit) is refetched. */
export function createCourse(http: HttpClient, body: CourseCreateBody): Promise<Course> {
  return http.post('/courses', body, courseSchema);
}

export function createCourseMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: CourseCreateBody) => createCourse(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courses }),
  };
}

export function useCreateCourse(mutationConfig: MutationConfig<Course, CourseCreateBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createCourseMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
