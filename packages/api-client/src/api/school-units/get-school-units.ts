import { type SchoolUnit, schoolUnitListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /school-units: the school units (also feeds the course and classroom forms). A malformed answer yields no rows. */
export function getSchoolUnits(http: HttpClient, signal?: AbortSignal): Promise<SchoolUnit[]> {
  return http.getList('/school-units', schoolUnitListSchema, { signal });
}

export function getSchoolUnitsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.schoolUnits,
    queryFn: ({ signal }) => getSchoolUnits(http, signal),
  });
}

export function useSchoolUnits(queryConfig?: QueryConfig<SchoolUnit[]>) {
  const client = useApiClient();
  return useQuery({ ...getSchoolUnitsQueryOptions(client), ...queryConfig });
}
