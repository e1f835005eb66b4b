import { type CurricularComponent, curricularComponentListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /curricular-components: the curricular components. A malformed answer yields no rows. */
export function getCurricularComponents(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<CurricularComponent[]> {
  return http.getList('/curricular-components', curricularComponentListSchema, { signal });
}

export function getCurricularComponentsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.curricularComponents,
    queryFn: ({ signal }) => getCurricularComponents(http, signal),
  });
}

export function useCurricularComponents(queryConfig?: QueryConfig<CurricularComponent[]>) {
  const client = useApiClient();
  return useQuery({ ...getCurricularComponentsQueryOptions(client), ...queryConfig });
}
