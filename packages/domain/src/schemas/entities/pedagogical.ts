import * as v from 'valibot';
import { attendanceStatuses, calendarEventTypeCodes, schoolDayKinds } from '../../labels.ts';
import { namedRefSchema, optionalString } from './common.ts';

/*
 * Attendance, assessments and grades, report cards and the calendar's events (issue 14, step 2).
 * Lesson plans, the BNCC catalogue and activities are in `teaching.ts`.
 */

/**
 * A row of 'Frequências' (GET /attendance-sheets): a class, a component and a lesson day of the
 * class's academic calendar up to today, PENDING until recorded. `id` is
 * `<classroomId>:<curricularComponentId>:<YYYY-MM-DD>`.
 */
export const attendanceSheetSchema = v.object({
  id: v.string(),
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  /** The class date, `YYYY-MM-DDT00:00:00.000Z`. */
  date: v.string(),
  status: v.picklist(attendanceStatuses),
  /** When it was first recorded (ISO date-time); null while PENDING. */
  launchDate: v.nullable(v.string()),
});
export type AttendanceSheet = v.InferOutput<typeof attendanceSheetSchema>;

/**
 * One student of GET /attendance: the roster of active enrolments on that date, by roll number.
 */
export const attendanceEntrySchema = v.object({
  studentId: v.string(),
  /**
   * The enrolment's roll number ('número de chamada'), the same every day: alphabetical at the
   * class's first lesson day, later arrivals appended in order of arrival.
   */
  rollNumber: v.number(),
  /** 'Código': `rollNumber` as shown, two digits ('01', '02', …; wider past 99). */
  code: v.string(),
  name: v.string(),
  /** The recorded mark; on a day never recorded, true (the roster starts present). */
  isPresent: v.boolean(),
  justified: v.boolean(),
  justification: v.nullable(v.string()),
  /** Percentage of the recorded days of this component this year the student was present; null before any. */
  attendance: v.nullable(v.number()),
  /** Of those recorded days, the absences (a justified absence is an absence, LDB); 0 before any. */
  absences: v.number(),
  /** Of `absences`, how many were justified. */
  justifiedAbsences: v.number(),
});
export type AttendanceEntry = v.InferOutput<typeof attendanceEntrySchema>;

/** GET /attendance?classroomId=&curricularComponentId=&date= */
export const attendanceDaySchema = v.object({
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  date: v.string(),
  status: v.picklist(attendanceStatuses),
  launchDate: v.nullable(v.string()),
  /**
   * Whether the signed-in user may save this day now: its teacher while PENDING and for
   * `LOUSA_ATTENDANCE_CORRECTION_DAYS` after the first recording; later only a holder of
   * 'pedagogy.correct-records'.
   */
  canEdit: v.boolean(),
  /** Until when (ISO date-time) the teacher may still correct a recorded day; null while PENDING. */
  editableUntil: v.nullable(v.string()),
  students: v.array(attendanceEntrySchema),
});
export type AttendanceDay = v.InferOutput<typeof attendanceDaySchema>;

/** An assessment of a class, component and term (GET /assessments). */
export const assessmentSchema = v.object({
  id: v.string(),
  title: v.string(),
  date: v.string(),
  weight: v.number(),
  maxScore: v.number(),
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  academicTerm: v.object({ id: v.string(), title: v.string() }),
  /** How many students have a score. */
  graded: v.number(),
});
export type Assessment = v.InferOutput<typeof assessmentSchema>;

/**
 * GET /grades?classroomId=&curricularComponentId=&academicTermId=: the grid of 'Lançar Notas' —
 * the term's assessments and, per active student, a score per assessment (null when none) and
 * the weighted average the server computes (0–10, one decimal; null before any score).
 */
export const gradeSheetSchema = v.object({
  assessments: v.array(
    v.object({
      id: v.string(),
      title: v.string(),
      date: v.string(),
      weight: v.number(),
      maxScore: v.number(),
    }),
  ),
  students: v.array(
    v.object({
      studentId: v.string(),
      code: v.string(),
      name: v.string(),
      /** assessmentId → score. */
      scores: v.record(v.string(), v.nullable(v.number())),
      average: v.nullable(v.number()),
    }),
  ),
  canEdit: v.boolean(),
});
export type GradeSheet = v.InferOutput<typeof gradeSheetSchema>;

/** GET /report-cards?classroomId=&curricularComponentId=&academicTermId= item. */
export const reportCardItemSchema = v.object({
  student: namedRefSchema,
  /** Weighted mean of the term's scores on a 0–10 scale, one decimal; null before any score. */
  average: v.nullable(v.number()),
  /** Percentage of the term's recorded days present (0–100, one decimal); null before any. */
  attendance: v.nullable(v.number()),
});
export type ReportCardItem = v.InferOutput<typeof reportCardItemSchema>;

/** An event an administrator added to the academic calendar (GET /events). */
export const calendarEventSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: optionalString,
  date: v.string(),
  type: v.picklist(calendarEventTypeCodes),
});
export type CalendarEvent = v.InferOutput<typeof calendarEventSchema>;

/**
 * An entry of the academic calendar (GET /calendar-events?from=&to=): the school days of the
 * calendars (title: the day type's description; type: the day type's kind) and the added events
 * (source EVENT, type: the event's type).
 */
export const calendarEntrySchema = v.object({
  id: v.string(),
  source: v.picklist(['SCHOOL_DAY', 'EVENT']),
  title: v.string(),
  description: optionalString,
  date: v.string(),
  type: v.nullable(v.picklist(schoolDayKinds)),
});
export type CalendarEntry = v.InferOutput<typeof calendarEntrySchema>;

/** POST /bncc-standards/import answer: what was (or, in a preview, would be) added. */
export const bnccImportResultSchema = v.object({
  /** True when nothing was written (a preview, or a file with errors). */
  dryRun: v.boolean(),
  added: v.array(
    v.object({
      code: v.string(),
      description: v.string(),
      learningObject: v.string(),
      component: v.string(),
      year: v.string(),
    }),
  ),
  /** Codes already in the catalogue: left as they are. */
  existing: v.array(v.string()),
  /** One pt-BR message per bad line (1-based, the header is line 1). */
  errors: v.array(v.object({ line: v.number(), message: v.string() })),
});
export type BnccImportResult = v.InferOutput<typeof bnccImportResultSchema>;
