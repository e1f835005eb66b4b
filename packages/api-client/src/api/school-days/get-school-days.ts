import { type SchoolDay, schoolDayListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /school-days: the school days. A malformed answer yields no rows. */
export function getSchoolDays(http: HttpClient, signal?: AbortSignal): Promise<SchoolDay[]> {
  return http.getList('/school-days', schoolDayListSchema, { signal });
}

export function getSchoolDaysQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.schoolDays,
    queryFn: ({ signal }) => getSchoolDays(http, signal),
  });
}

export function useSchoolDays(queryConfig?: QueryConfig<SchoolDay[]>) {
  const client = useApiClient();
  return useQuery({ ...getSchoolDaysQueryOptions(client), ...queryConfig });
}
