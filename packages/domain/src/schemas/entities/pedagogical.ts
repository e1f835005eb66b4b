import * as v from 'valibot';
import { attendanceStatuses, calendarEventTypeCodes } from '../../labels.ts';
import { namedRefSchema } from './common.ts';

/**
 * The pedagogical screens' entities (spec §3). They make no calls yet (spec §7) and show fixed
 * sample data; these shapes are what that data, and later the API, must have.
 */

/** A BNCC standard of the lesson-plan form: its code, its text and its object of knowledge. */
export const bnccStandardSchema = v.object({
  code: v.string(),
  description: v.string(),
  learningObject: v.string(),
});
export type BnccStandard = v.InferOutput<typeof bnccStandardSchema>;

/** A row of the lesson-plan list: title, curricular component and class. */
export const lessonPlanSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  curricularComponent: namedRefSchema,
  classroom: namedRefSchema,
});
export type LessonPlanSummary = v.InferOutput<typeof lessonPlanSummarySchema>;

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
