import { type TeachingModality, teachingModalityListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /teaching-modalities: the teaching modalities. A malformed answer yields no rows. */
export function getTeachingModalities(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<TeachingModality[]> {
  return http.getList('/teaching-modalities', teachingModalityListSchema, { signal });
}

export function getTeachingModalitiesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.teachingModalities,
    queryFn: ({ signal }) => getTeachingModalities(http, signal),
  });
}

export function useTeachingModalities(queryConfig?: QueryConfig<TeachingModality[]>) {
  const client = useApiClient();
  return useQuery({ ...getTeachingModalitiesQueryOptions(client), ...queryConfig });
}
