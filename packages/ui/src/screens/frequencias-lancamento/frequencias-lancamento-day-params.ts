import type { AttendanceDayRef } from '@lousa/api-client';
import { toCalendarDate } from '@lousa/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day an address names (`?classroomId=&curricularComponentId=&date=YYYY-MM-DD`, as the rows
 * of 'Frequências' link), or null when any of them is missing or is not an id or a real date.
 */
export function attendanceDayOf(params: URLSearchParams): AttendanceDayRef | null {
  const classroomId = params.get('classroomId')?.trim() ?? '';
  const curricularComponentId = params.get('curricularComponentId')?.trim() ?? '';
  const date = params.get('date')?.trim() ?? '';
  if (!UUID.test(classroomId) || !UUID.test(curricularComponentId)) return null;
  if (!DAY.test(date) || !toCalendarDate(date)) return null;
  return { classroomId, curricularComponentId, date };
}
