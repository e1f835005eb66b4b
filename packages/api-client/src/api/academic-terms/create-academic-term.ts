import { type AcademicTerm, type AcademicTermCreateBody, academicTermSchema } from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /academic-terms; the term list is refetched. */
export function createAcademicTerm(
  http: HttpClient,
  body: AcademicTermCreateBody,
): Promise<AcademicTerm> {
  return http.post('/academic-terms', body, academicTermSchema);
}

export function createAcademicTermMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: AcademicTermCreateBody) => createAcademicTerm(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.academicTerms }),
  };
}

export function useCreateAcademicTerm(
  mutationConfig: MutationConfig<AcademicTerm, AcademicTermCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createAcademicTermMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
