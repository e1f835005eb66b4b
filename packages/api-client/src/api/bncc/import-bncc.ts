import {
  type BnccImportBody,
  type BnccImportResult,
  bnccImportPath,
  bnccImportResultSchema,
  bnccStandardsResource,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { resourceKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/**
 * POST /bncc-standards/import `{ csv, dryRun }` → what was (or, with `dryRun`, would be) added,
 * the codes already in the catalogue and one pt-BR error per bad line. A real import of a file
 * with errors is refused (422, with the server's message) and writes nothing.
 */
export function postBnccImport(http: HttpClient, body: BnccImportBody): Promise<BnccImportResult> {
  return http.post(bnccImportPath, body, bnccImportResultSchema);
}

/**
 * Previews (`dryRun: true`) or imports a BNCC CSV. When something was written (the answer's
 * `dryRun` is false) the catalogue's queries are refreshed; a preview refreshes nothing.
 */
export function useImportBncc(config: MutationConfig<BnccImportResult, BnccImportBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: BnccImportBody) => postBnccImport(client, body),
    onSuccess: async (result, ...rest) => {
      if (!result.dryRun) {
        await queryClient.invalidateQueries({ queryKey: resourceKeys(bnccStandardsResource).all });
      }
      await config.onSuccess?.(result, ...rest);
    },
  });
}
