import { serverMessages } from '../messages.ts';
import { attendanceSheetSchema } from '../schemas/entities/pedagogical.ts';
import { defineListResource } from './define.ts';
import { RESOURCE_CATALOGUE } from './keys.ts';

/**
 * 'Frequências' (GET /attendance-sheets): one row per class, component and lesson day of the
 * class's academic calendar up to today; filters `ATTENDANCE_SHEET_FILTERS`; latest day first.
 */
export const attendanceSheetsResource = defineListResource({
  ...RESOURCE_CATALOGUE.attendanceSheets,
  path: '/attendance-sheets',
  item: attendanceSheetSchema,
  sortKeys: ['classroom', 'curricularComponent', 'date', 'launchDate', 'status'],
  describe: (sheet) => `${sheet.classroom.name} — ${sheet.curricularComponent.name}`,
  notFound: serverMessages.notFound,
});

/**
 * Filters of GET /attendance-sheets besides the list parameters (status: PENDING/RECORDED;
 * todo: `ATTENDANCE_TODO_VALUES`).
 */
export const ATTENDANCE_SHEET_FILTERS = [
  'classroomId',
  'curricularComponentId',
  'status',
  'todo',
] as const;

/** How many days back, today included, a PENDING day stays on the to-do list. */
export const ATTENDANCE_TODO_DAYS = 30;

/**
 * `todo=1`: the caller's to-do (issue 26), what 'Frequências' shows by default — the PENDING days
 * of the last `ATTENDANCE_TODO_DAYS` days (today included) plus every RECORDED day whose
 * teacher's correction window (LOUSA_ATTENDANCE_CORRECTION_DAYS from its first save) is still
 * open, computed by the server from its today and clock. `todo=0` (or none): every day.
 */
export const ATTENDANCE_TODO_VALUES = ['1', '0'] as const;

/**
 * One day's attendance: GET /attendance?classroomId=&curricularComponentId=&date=
 * (`attendanceDaySchema`) and PUT /attendance (`attendanceSaveSchema`) → 200 the same answer.
 */
export const attendancePath = '/attendance';
