import { type SchoolDayType, schoolDayTypeListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /school-day-types: the types of school day. A malformed answer yields no rows. */
export function getSchoolDayTypes(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<SchoolDayType[]> {
  return http.getList('/school-day-types', schoolDayTypeListSchema, { signal });
}

export function getSchoolDayTypesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.schoolDayTypes,
    queryFn: ({ signal }) => getSchoolDayTypes(http, signal),
  });
}

export function useSchoolDayTypes(queryConfig?: QueryConfig<SchoolDayType[]>) {
  const client = useApiClient();
  return useQuery({ ...getSchoolDayTypesQueryOptions(client), ...queryConfig });
}
