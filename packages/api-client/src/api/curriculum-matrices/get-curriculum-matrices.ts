import { type CurriculumMatrix, curriculumMatrixListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /curriculum-matrices: the curriculum matrices. A malformed answer yields no rows. */
export function getCurriculumMatrices(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<CurriculumMatrix[]> {
  return http.getList('/curriculum-matrices', curriculumMatrixListSchema, { signal });
}

export function getCurriculumMatricesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.curriculumMatrices,
    queryFn: ({ signal }) => getCurriculumMatrices(http, signal),
  });
}

export function useCurriculumMatrices(queryConfig?: QueryConfig<CurriculumMatrix[]>) {
  const client = useApiClient();
  return useQuery({ ...getCurriculumMatricesQueryOptions(client), ...queryConfig });
}
