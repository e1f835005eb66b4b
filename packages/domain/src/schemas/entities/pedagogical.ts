import * as v from 'valibot';
import { attendanceStatuses, calendarEventTypeCodes } from '../../labels.ts';
import { namedRefSchema } from './common.ts';

/**
 * The pedagogical screens' entities (spec §3) that still show fixed sample data (attendance,
 * the calendar's events); lesson plans, the BNCC catalogue and activities are in `teaching.ts`.
 */

/** A row of the attendance list: the class, the class date, when it was launched, its status. */
export const attendanceRecordSchema = v.object({
  id: v.string(),
  classroom: namedRefSchema,
  classDate: v.string(),
  launchDate: v.nullish(v.string()),
  status: v.picklist(attendanceStatuses),
});
export type AttendanceRecord = v.InferOutput<typeof attendanceRecordSchema>;

/** An event of the academic calendar screen. */
export const calendarEventSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  date: v.string(),
  type: v.picklist(calendarEventTypeCodes),
});
export type CalendarEvent = v.InferOutput<typeof calendarEventSchema>;
