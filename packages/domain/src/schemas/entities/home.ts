import * as v from 'valibot';
import { attendanceStatuses } from '../../labels.ts';
import { namedRefSchema } from './common.ts';

/*
 * The home page ('Página Inicial', issue 26): one call, GET /home, whose answer the server shapes
 * by the caller's permissions and units. A part the caller has no right to is null.
 */

/** GET /home: the signed-in user's home page (`homeSchema`). */
export const homePath = '/home';

/** How many days back the teacher's pending attendance counts (today included). */
export const HOME_PENDING_DAYS = 30;

/** A class and component the teacher teaches today, with the day's attendance state. */
export const homeTodayClassSchema = v.object({
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  status: v.picklist(attendanceStatuses),
});
export type HomeTodayClass = v.InferOutput<typeof homeTodayClassSchema>;

/** A teacher's part ('pedagogy.own-classes'): only the classes and components one teaches. */
export const homeTeacherSchema = v.object({
  /** Today's lesson days of one's classes, classroom then component. */
  todayClasses: v.array(homeTodayClassSchema),
  /** Lesson days of the last `HOME_PENDING_DAYS` days (today included) without attendance. */
  pendingAttendance: v.number(),
  /** Assessments dated up to today without a single grade. */
  assessmentsWithoutGrades: v.number(),
});
export type HomeTeacher = v.InferOutput<typeof homeTeacherSchema>;

/** The active enrolments of the academic year of one course of one unit. */
export const homeEnrolmentGroupSchema = v.object({
  schoolUnit: namedRefSchema,
  course: namedRefSchema,
  /** The course's classrooms in that unit. */
  classrooms: v.number(),
  enrollments: v.number(),
});
export type HomeEnrolmentGroup = v.InferOutput<typeof homeEnrolmentGroupSchema>;

/**
 * A secretary's or director's part ('pedagogy.unit-classes' or 'enrollments.write'): the
 * caller's units (network-wide: every unit).
 */
export const homeSchoolSchema = v.object({
  /** The academic year of today (else the latest begun); null when there is none. */
  academicYear: v.nullable(v.object({ id: v.string(), year: v.string() })),
  /** Active enrolments of that year. */
  enrollments: v.number(),
  /** The same, by unit and course (unit, then course, by name). */
  enrollmentsByCourse: v.array(homeEnrolmentGroupSchema),
  /** Classrooms with a component of their course's matrix that nobody teaches. */
  classroomsWithoutTeacher: v.number(),
  /** Those (classroom, component) pairs. */
  componentsWithoutTeacher: v.number(),
  /** Students held by the units without an active enrolment in that year. */
  studentsWithoutClass: v.number(),
  /**
   * Weekdays (Monday to Friday) of the year's calendars without a school day of any type; null
   * when the year has no calendar.
   */
  daysWithoutType: v.nullable(v.number()),
});
export type HomeSchool = v.InferOutput<typeof homeSchoolSchema>;

/** The network's figures ('network.all'). */
export const homeNetworkSchema = v.object({
  schoolUnits: v.number(),
  students: v.number(),
  classrooms: v.number(),
  /** Active users whose role teaches ('pedagogy.own-classes') and not network-wide. */
  teachers: v.number(),
});
export type HomeNetwork = v.InferOutput<typeof homeNetworkSchema>;

/** GET /home. */
export const homeSchema = v.object({
  teacher: v.nullable(homeTeacherSchema),
  school: v.nullable(homeSchoolSchema),
  network: v.nullable(homeNetworkSchema),
});
export type Home = v.InferOutput<typeof homeSchema>;
