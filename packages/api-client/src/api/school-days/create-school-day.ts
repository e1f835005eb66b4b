import { type SchoolDay, type SchoolDayCreateBody, schoolDaySchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /school-days; the school-day list is refetched. */
export function createSchoolDay(http: HttpClient, body: SchoolDayCreateBody): Promise<SchoolDay> {
  return http.post('/school-days', body, schoolDaySchema);
}

export function createSchoolDayMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: SchoolDayCreateBody) => createSchoolDay(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schoolDays }),
  };
}

export function useCreateSchoolDay(
  mutationConfig: MutationConfig<SchoolDay, SchoolDayCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createSchoolDayMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
