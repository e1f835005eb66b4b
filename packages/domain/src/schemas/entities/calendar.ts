import * as v from 'valibot';
import {
  calendarStatuses,
  type SchoolDayKind,
  schoolDayKinds,
  termStatuses,
} from '../../labels.ts';
import { namedRefSchema } from './common.ts';

/** An academic year of GET /academic-calendars/years. */
export const academicYearSchema = v.object({
  id: v.string(),
  year: v.string(),
  startDate: v.string(),
  endDate: v.string(),
});
export type AcademicYear = v.InferOutput<typeof academicYearSchema>;
export const academicYearListSchema = v.array(academicYearSchema);

/** An academic calendar of GET /academic-calendars. */
export const academicCalendarSchema = v.object({
  id: v.string(),
  title: v.string(),
  status: v.picklist(calendarStatuses),
  academicYear: v.object({ id: v.string(), year: v.string() }),
  /** The school units it applies to, by name; empty: the whole network ('Toda a rede'). */
  schoolUnits: v.optional(v.array(namedRefSchema), []),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type AcademicCalendar = v.InferOutput<typeof academicCalendarSchema>;
export const academicCalendarListSchema = v.array(academicCalendarSchema);

/** An academic term of GET /academic-terms. */
export const academicTermSchema = v.object({
  id: v.string(),
  title: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  status: v.picklist(termStatuses),
  academicCalendar: v.object({
    id: v.string(),
    title: v.string(),
    status: v.picklist(calendarStatuses),
  }),
});
export type AcademicTerm = v.InferOutput<typeof academicTermSchema>;
export const academicTermListSchema = v.array(academicTermSchema);

/** A school-day type of GET /school-day-types. */
/**
 * A school day type of GET /school-day-types: its free description, its kind and whether its kind
 * was guessed by the migration of issue 27 and waits for the administrator's review.
 */
export const schoolDayTypeSchema = v.object({
  id: v.string(),
  description: v.string(),
  kind: v.picklist(schoolDayKinds),
  kindToReview: v.boolean(),
});
export type SchoolDayType = v.InferOutput<typeof schoolDayTypeSchema>;
export const schoolDayTypeListSchema = v.array(schoolDayTypeSchema);

/** A school day of GET /school-days. */
export const schoolDaySchema = v.object({
  id: v.string(),
  date: v.string(),
  type: v.object({
    id: v.optional(v.string()),
    description: v.string(),
    kind: v.picklist(schoolDayKinds),
  }),
  academicCalendar: v.object({ id: v.string(), title: v.string() }),
});
export type SchoolDay = v.InferOutput<typeof schoolDaySchema>;
export const schoolDayListSchema = v.array(schoolDaySchema);

/** The answer of POST /school-days/batch (201): the days added, and those already there. */
export const schoolDayBatchResultSchema = v.object({
  created: v.number(),
  skipped: v.number(),
});
export type SchoolDayBatchResult = v.InferOutput<typeof schoolDayBatchResultSchema>;

/**
 * GET /academic-calendars/<id>/summary: the calendar's lesson days (its days of a lesson-day
 * kind), all its school days, and its days by kind (every kind, 0 when none).
 */
export const academicCalendarSummarySchema = v.object({
  lessonDays: v.number(),
  schoolDays: v.number(),
  byKind: v.object(
    Object.fromEntries(schoolDayKinds.map((kind) => [kind, v.number()])) as Record<
      SchoolDayKind,
      v.NumberSchema<undefined>
    >,
  ),
});
export type AcademicCalendarSummary = v.InferOutput<typeof academicCalendarSummarySchema>;
