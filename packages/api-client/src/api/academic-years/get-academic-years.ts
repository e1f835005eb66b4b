import { type AcademicYear, academicYearListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /academic-calendars/years: the academic years. A malformed answer yields no rows. */
export function getAcademicYears(http: HttpClient, signal?: AbortSignal): Promise<AcademicYear[]> {
  return http.getList('/academic-calendars/years', academicYearListSchema, { signal });
}

export function getAcademicYearsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.academicYears,
    queryFn: ({ signal }) => getAcademicYears(http, signal),
  });
}

export function useAcademicYears(queryConfig?: QueryConfig<AcademicYear[]>) {
  const client = useApiClient();
  return useQuery({ ...getAcademicYearsQueryOptions(client), ...queryConfig });
}
