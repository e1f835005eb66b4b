import { type GuardianMatch, guardianLookupResource, stripCpf } from '@lousa/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { ApiQueryKey } from '../../query-keys.ts';

/**
 * GET /guardians?cpf=<11 digits> ('students.write'): the registered person with exactly that
 * CPF, to reuse as a student's guardian (siblings share one) — name and contact only. No one
 * with that CPF is a 404 (`ApiError`, message 'Responsável não encontrado.'); the server audits
 * every person found.
 */
export function findGuardian(
  http: HttpClient,
  cpf: string,
  signal?: AbortSignal,
): Promise<GuardianMatch> {
  const query = new URLSearchParams({ cpf: stripCpf(cpf) });
  return http.get(`${guardianLookupResource.path}?${query}`, guardianLookupResource.item, {
    signal,
  });
}

/** The lookup's key: `['guardians', 'cpf', <digits>]`. */
export const guardianLookupKey = (cpf: string): ApiQueryKey => [
  guardianLookupResource.key,
  'cpf',
  stripCpf(cpf),
];

/**
 * The lookup as query options. Never kept fresh (`staleTime: 0`) and never retried: each search
 * asks the server again (someone may have registered that CPF meanwhile), and a 404 is an answer.
 */
export function findGuardianQueryOptions(http: HttpClient, cpf: string) {
  return queryOptions({
    queryKey: guardianLookupKey(cpf),
    queryFn: ({ signal }) => findGuardian(http, cpf, signal),
    staleTime: 0,
    retry: false,
  });
}

/**
 * The student form's 'Buscar': a function that looks a CPF up when the person asks (not on every
 * keystroke), resolving to the person found or rejecting with the `ApiError` (404: nobody).
 */
export function useGuardianLookup(): (cpf: string) => Promise<GuardianMatch> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (cpf: string) => queryClient.fetchQuery(findGuardianQueryOptions(client, cpf)),
    [client, queryClient],
  );
}
