import { type AcademicTerm, academicTermListSchema } from '@lousa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { QueryConfig } from '../types.ts';

/** GET /academic-terms: the academic terms. A malformed answer yields no rows. */
export function getAcademicTerms(http: HttpClient, signal?: AbortSignal): Promise<AcademicTerm[]> {
  return http.getList('/academic-terms', academicTermListSchema, { signal });
}

export function getAcademicTermsQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.academicTerms,
    queryFn: ({ signal }) => getAcademicTerms(http, signal),
  });
}

export function useAcademicTerms(queryConfig?: QueryConfig<AcademicTerm[]>) {
  const client = useApiClient();
  return useQuery({ ...getAcademicTermsQueryOptions(client), ...queryConfig });
}
