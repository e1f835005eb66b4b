import { type AcademicYear, type AcademicYearCreateBody, academicYearSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /academic-calendars/years; answers the created year (its id is used) and the year list is refetched. */
export function createAcademicYear(
  http: HttpClient,
  body: AcademicYearCreateBody,
): Promise<AcademicYear> {
  return http.post('/academic-calendars/years', body, academicYearSchema);
}

export function createAcademicYearMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: AcademicYearCreateBody) => createAcademicYear(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.academicYears }),
  };
}

export function useCreateAcademicYear(
  mutationConfig: MutationConfig<AcademicYear, AcademicYearCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createAcademicYearMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
