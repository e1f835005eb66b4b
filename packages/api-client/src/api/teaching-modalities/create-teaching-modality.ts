import {
  type TeachingModality,
  type TeachingModalityCreateBody,
  teachingModalitySchema,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /teaching-modalities; answers the created modality (its id is used) and the list is refetched. */
export function createTeachingModality(
  http: HttpClient,
  body: TeachingModalityCreateBody,
): Promise<TeachingModality> {
  return http.post('/teaching-modalities', body, teachingModalitySchema);
}

export function createTeachingModalityMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: TeachingModalityCreateBody) => createTeachingModality(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.teachingModalities }),
  };
}

export function useCreateTeachingModality(
  mutationConfig: MutationConfig<TeachingModality, TeachingModalityCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createTeachingModalityMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
