import { type AttendanceDay, formatInstantDate, serverMessages } from '@lousa/domain';
import { attendanceLaunchLabels as labels } from './labels';

const DAY_MS = 86_400_000;

/**
 * Whether the day may be changed, in words: for a user who may not, why (the correction window
 * closed — the server's words, with its number of days — or the day is not theirs); for one who
 * may, a recorded day's launch and until when the teacher may correct it.
 */
export function attendanceDayNote(
  day: Pick<AttendanceDay, 'status' | 'launchDate' | 'canEdit' | 'editableUntil'>,
  now: number = Date.now(),
): { tone: 'info' | 'warning'; text: string } | null {
  const launch = formatInstantDate(day.launchDate);
  const until = formatInstantDate(day.editableUntil);
  const closed =
    day.editableUntil !== null && new Date(day.editableUntil).getTime() < now && until !== '';
  if (!day.canEdit) {
    if (closed && day.launchDate) {
      const days = Math.round(
        (new Date(day.editableUntil as string).getTime() - new Date(day.launchDate).getTime()) /
          DAY_MS,
      );
      if (days > 0)
        return { tone: 'warning', text: serverMessages.attendanceCorrectionClosed(days) };
    }
    return { tone: 'warning', text: labels.readOnly };
  }
  if (day.status !== 'RECORDED' || !launch || !until) return null;
  return {
    tone: 'info',
    text: closed ? labels.recordedLate(launch, until) : labels.recordedUntil(launch, until),
  };
}
