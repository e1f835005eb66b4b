import {
  type AttendanceDay,
  type AttendanceSaveBody,
  attendanceDaySchema,
  attendancePath,
} from '@lousa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../context.ts';
import type { HttpClient } from '../../http.ts';
import type { MutationConfig } from '../types.ts';
import { refreshAfterAttendanceSave } from './attendance-keys.ts';

/**
 * PUT /attendance (`attendanceSaveSchema`): the whole roster of a class, component and day at
 * once; 200 answers the day as GET /attendance does. The server refuses a roster that is not the
 * day's active enrolments, a day that is not a lesson day or not yet come (422), and a save
 * after the correction window by whom may no longer correct (403), each with its pt-BR message.
 */
export function putAttendance(http: HttpClient, body: AttendanceSaveBody): Promise<AttendanceDay> {
  return http.put(attendancePath, body, attendanceDaySchema);
}

/** The calendar day (`YYYY-MM-DD`) of the body's date (`YYYY-MM-DDT00:00:00.000Z`). */
const dayOf = (date: string) => date.slice(0, 10);

/**
 * Saves a day's attendance; on success the day's query holds the answer and the sheets list,
 * the other days' percentages and the report cards are refreshed.
 */
export function useSaveAttendance(config: MutationConfig<AttendanceDay, AttendanceSaveBody> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: AttendanceSaveBody) => putAttendance(client, body),
    onSuccess: async (saved, body, ...rest) => {
      await refreshAfterAttendanceSave(
        queryClient,
        {
          classroomId: body.classroomId,
          curricularComponentId: body.curricularComponentId,
          date: dayOf(body.date),
        },
        saved,
      );
      await config.onSuccess?.(saved, body, ...rest);
    },
  });
}
