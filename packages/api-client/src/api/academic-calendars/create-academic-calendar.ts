import {
  type AcademicCalendar,
  type AcademicCalendarCreateBody,
  academicCalendarSchema,
} from '@lousa/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../../client.ts';
import { useApiClient } from '../../context.ts';
import { queryKeys } from '../../query-keys.ts';
import type { MutationConfig } from '../types.ts';

/** POST /academic-calendars; the calendar list is refetched. */
export function createAcademicCalendar(
  http: HttpClient,
  body: AcademicCalendarCreateBody,
): Promise<AcademicCalendar> {
  return http.post('/academic-calendars', body, academicCalendarSchema);
}

export function createAcademicCalendarMutationOptions(http: HttpClient, queryClient: QueryClient) {
  return {
    mutationFn: (body: AcademicCalendarCreateBody) => createAcademicCalendar(http, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.academicCalendars }),
  };
}

export function useCreateAcademicCalendar(
  mutationConfig: MutationConfig<AcademicCalendar, AcademicCalendarCreateBody> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutationFn, onSuccess } = createAcademicCalendarMutationOptions(client, queryClient);
  return useMutation({
    ...mutationConfig,
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess();
      await mutationConfig.onSuccess?.(...args);
    },
  });
}
