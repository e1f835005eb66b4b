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

/** Filters of GET /attendance-sheets besides the list parameters (status: PENDING/RECORDED). */
export const ATTENDANCE_SHEET_FILTERS = ['classroomId', 'curricularComponentId', 'status'] as const;

/**
 * One day's attendance: GET /attendance?classroomId=&curricularComponentId=&date=
 * (`attendanceDaySchema`) and PUT /attendance (`attendanceSaveSchema`) → 200 the same answer.
 */
export const attendancePath = '/attendance';
