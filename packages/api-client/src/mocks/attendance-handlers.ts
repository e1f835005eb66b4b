import {
  type AttendanceDay,
  type AttendanceEntry,
  type AttendanceSheet,
  attendancePath,
  attendanceSheetsResource,
  classroomsResource,
  curricularComponentsResource,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import type { FixtureDb } from './db.ts';
import {
  type AttendanceMarkFixture,
  type AttendanceSheetFixture,
  addDays,
  attendanceSheetId,
  attendanceSheetOf,
  attendanceStatusOrder,
  FIXTURE_CORRECTION_DAYS,
  isTodo,
  rollNumbersOn,
  rosterOn,
} from './fixture-attendance.ts';
import type { FixtureResource, FixtureRow } from './fixture-resources.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';
import { fixtureListPage } from './resource-handlers.ts';

/**
 * The attendance calls over the fixtures: the 'Frequências' rows (paged, searched, sorted and
 * filtered like every fixture list), one day (GET /attendance: its roster from the classroom's
 * enrolments on that date, with what was stored) and PUT /attendance (stores the marks it gets,
 * records the day, answers it). Like every fixture handler they check no rule: a roster that is
 * not the day's, a future day or a closed correction window are the server's refusals, which a
 * story that needs them sets for itself (`unprocessable`, `forbidden`). A day the fixtures do
 * not have is answered as the server answers a day without lessons (422).
 */

/** A row of the list as the generic list page sees it. */
const sheet = (row: FixtureRow) => row as unknown as AttendanceSheet;

/** What the generic list page needs: the rows' sort values and the list's filters. */
export const attendanceSheetList: FixtureResource = {
  collection: 'attendanceSheets',
  sortValues: {
    classroom: (row) => sheet(row).classroom.name,
    curricularComponent: (row) => sheet(row).curricularComponent.name,
    date: (row) => sheet(row).date,
    launchDate: (row) => sheet(row).launchDate ?? '',
    status: (row) => attendanceStatusOrder(sheet(row).status),
  },
  filters: {
    classroomId: (row, id) => sheet(row).classroom.id === id,
    curricularComponentId: (row, id) => sheet(row).curricularComponent.id === id,
    status: (row, status) => sheet(row).status === status,
    todo: (row, todo) => todo !== '1' || isTodo(sheet(row)),
  },
};

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body> {
  const body = await readJsonBody(request);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const percent = (present: number, total: number) =>
  total === 0 ? null : Math.round((present / total) * 1000) / 10;

/** Reads a stored mark from a body's student (anything missing: absent, not justified). */
function markOf(student: unknown): AttendanceMarkFixture {
  const row = (student && typeof student === 'object' ? student : {}) as Body;
  return {
    studentId: text(row.studentId),
    isPresent: row.isPresent === true,
    justified: row.justified === true,
    justification: text(row.justification) || null,
  };
}

export function attendanceHandlers(db: FixtureDb, url: (path: string) => string) {
  const sheetOf = (classroomId: string, componentId: string, date: string) => {
    if (!db.classrooms.some((classroom) => classroom.id === classroomId)) {
      throw new MockHttpError(404, classroomsResource.notFound);
    }
    if (!db.curricularComponents.some((component) => component.id === componentId)) {
      throw new MockHttpError(404, curricularComponentsResource.notFound);
    }
    const id = attendanceSheetId(classroomId, componentId, date);
    const sheet = db.attendanceSheets.find((candidate) => candidate.id === id);
    if (!sheet) throw new MockHttpError(422, serverMessages.notALessonDay);
    return sheet;
  };

  /**
   * Each student's share of the recorded days of the class and component they were marked on,
   * with the absences and how many were justified.
   */
  const figureOf = (sheet: AttendanceSheetFixture, studentId: string) => {
    const marks = db.attendanceSheets
      .filter(
        (other) =>
          other.status === 'RECORDED' &&
          other.classroom.id === sheet.classroom.id &&
          other.curricularComponent.id === sheet.curricularComponent.id,
      )
      .flatMap((other) => other.entries.filter((entry) => entry.studentId === studentId));
    const absent = marks.filter((mark) => !mark.isPresent);
    return {
      attendance: percent(marks.length - absent.length, marks.length),
      absences: absent.length,
      justifiedAbsences: absent.filter((mark) => mark.justified).length,
    };
  };

  /**
   * The day as GET /attendance answers it: the roster on that date by roll number, with what was
   * stored (present where nothing was: the roster starts present).
   */
  const dayOf = (sheet: AttendanceSheetFixture): AttendanceDay => {
    const numbers = rollNumbersOn(db.enrollments, sheet.classroom.id, sheet.date);
    const roster = rosterOn(db.enrollments, sheet.classroom.id, sheet.date)
      .map((student) => ({ ...student, rollNumber: numbers.get(student.id) ?? 0 }))
      .sort((a, b) => a.rollNumber - b.rollNumber);
    const width = Math.max(2, String(Math.max(0, ...roster.map((s) => s.rollNumber))).length);
    const students: AttendanceEntry[] = roster.map((student) => {
      const mark = sheet.entries.find((entry) => entry.studentId === student.id);
      return {
        studentId: student.id,
        rollNumber: student.rollNumber,
        code: String(student.rollNumber).padStart(width, '0'),
        name: student.name,
        isPresent: mark?.isPresent ?? true,
        justified: mark?.justified ?? false,
        justification: mark?.justification ?? null,
        ...figureOf(sheet, student.id),
      };
    });
    const { classroom, curricularComponent, date, status, launchDate, canEdit, editableUntil } =
      sheet;
    return {
      classroom,
      curricularComponent,
      date,
      status,
      launchDate,
      canEdit,
      editableUntil,
      students,
    };
  };

  return {
    collection: [
      http.get(
        url(attendanceSheetsResource.path),
        handle(({ request }) => {
          const rows = db.attendanceSheets.map(attendanceSheetOf) as unknown as FixtureRow[];
          const { items, total } = fixtureListPage(
            rows,
            attendanceSheetList,
            new URL(request.url).searchParams,
          );
          return HttpResponse.json(items, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
        }),
      ),
      http.get(
        url(attendancePath),
        handle(({ request }) => {
          const params = new URL(request.url).searchParams;
          const sheet = sheetOf(
            text(params.get('classroomId')),
            text(params.get('curricularComponentId')),
            text(params.get('date')),
          );
          return dayOf(sheet);
        }),
      ),
      http.put(
        url(attendancePath),
        handle(async ({ request }) => {
          const body = await readBody(request);
          const sheet = sheetOf(
            text(body.classroomId),
            text(body.curricularComponentId),
            text(body.date),
          );
          sheet.entries = Array.isArray(body.students) ? body.students.map(markOf) : [];
          if (sheet.status === 'PENDING') {
            sheet.status = 'RECORDED';
            sheet.launchDate = new Date().toISOString();
            sheet.editableUntil = addDays(sheet.launchDate, FIXTURE_CORRECTION_DAYS);
          }
          return dayOf(sheet);
        }),
      ),
    ],
    item: [],
  };
}
