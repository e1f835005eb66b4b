import {
  type CurricularComponent,
  type CurricularComponentCreateBody,
  curricularComponentSchema,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /curricular-components; the component list is refetched. */
export function createCurricularComponent(
  http: HttpClient,
  body: CurricularComponentCreateBody,
): Promise<CurricularComponent> {
  return http.post('/curricular-components', body, curricularComponentSchema);
}

export function createCurricularComponentMutationOptions(
  http: HttpClient,
  queryClient: QueryClient,
) {
  return {
    mutationFn: (body: CurricularComponentCreateBody) => createCurricularComponent(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.curricularComponents }),
  };
}

export function useCreateCurricularComponent(
  mutationConfig: MutationConfig<CurricularComponent, CurricularComponentCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createCurricularComponentMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
