import {
  type SchoolDayType,
  type SchoolDayTypeCreateBody,
  schoolDayTypeSchema,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /school-day-types; answers the created type (its id is used) and the type list is refetched. */
export function createSchoolDayType(
  http: HttpClient,
  body: SchoolDayTypeCreateBody,
): Promise<SchoolDayType> {
  return http.post('/school-day-types', body, schoolDayTypeSchema);
}

export function createSchoolDayTypeMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: SchoolDayTypeCreateBody) => createSchoolDayType(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schoolDayTypes }),
  };
}

export function useCreateSchoolDayType(
  mutationConfig: MutationConfig<SchoolDayType, SchoolDayTypeCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createSchoolDayTypeMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
