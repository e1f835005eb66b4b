import {
  type CurriculumMatrix,
  type CurriculumMatrixCreateBody,
  curriculumMatrixSchema,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /curriculum-matrices; the matrix list is refetched. */
export function createCurriculumMatrix(
  http: HttpClient,
  body: CurriculumMatrixCreateBody,
): Promise<CurriculumMatrix> {
  return http.post('/curriculum-matrices', body, curriculumMatrixSchema);
}

export function createCurriculumMatrixMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: CurriculumMatrixCreateBody) => createCurriculumMatrix(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.curriculumMatrices }),
  };
}

export function useCreateCurriculumMatrix(
  mutationConfig: MutationConfig<CurriculumMatrix, CurriculumMatrixCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createCurriculumMatrixMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
