import {
  eventsResource,
  type SchoolDayBatchBody,
  type SchoolDayBatchResult,
  schoolDayBatchResultSchema,
  schoolDaysBatchPath,
  schoolDaysResource,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import { resourceKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/**
 * POST /school-days/batch `{ academicCalendarId, typeId, from, to, weekdays }` (201 `{ created,
 * skipped }`): a school day of the type on every date of the range whose day of the week is
 * listed (0 = Sunday); dates the calendar already has are left and counted in `skipped`. The
 * server refuses a calendar or type that does not exist and an end outside the calendar's year
 * (422), each with its pt-BR message.
 */
export function postSchoolDaysBatch(
  http: HttpClient,
  body: SchoolDayBatchBody,
): Promise<SchoolDayBatchResult> {
  return http.post(schoolDaysBatchPath, body, schoolDayBatchResultSchema);
}

/**
 * Adds a range of school days; on success the school days (their lists and every calendar's
 * totals, which sit under their key) and the academic calendar's entries are refreshed.
 */
export function useAddSchoolDays(
  config: MutationConfig<SchoolDayBatchResult, SchoolDayBatchBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: SchoolDayBatchBody) => postSchoolDaysBatch(client, body),
    onSuccess: async (...args) => {
      await Promise.all(
        [schoolDaysResource, eventsResource].map((def) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys(def).all }),
        ),
      );
      await config.onSuccess?.(...args);
    },
  });
}
