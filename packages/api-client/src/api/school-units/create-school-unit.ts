import { type SchoolUnit, type SchoolUnitCreateBody, schoolUnitSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /school-units; the unit list is refetched. */
export function createSchoolUnit(
  http: HttpClient,
  body: SchoolUnitCreateBody,
): Promise<SchoolUnit> {
  return http.post('/school-units', body, schoolUnitSchema);
}

export function createSchoolUnitMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: SchoolUnitCreateBody) => createSchoolUnit(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.schoolUnits }),
  };
}

export function useCreateSchoolUnit(
  mutationConfig: MutationConfig<SchoolUnit, SchoolUnitCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createSchoolUnitMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
