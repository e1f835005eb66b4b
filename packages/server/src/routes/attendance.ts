import {
  ATTENDANCE_TODO_DAYS,
  ATTENDANCE_TODO_VALUES,
  type AttendanceDay,
  type AttendanceSaveBody,
  type AttendanceSheet,
  attendancePath,
  attendanceSaveSchema,
  attendanceSheetsResource,
  attendanceStatuses,
  listQueryMessages,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { and } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import {
  CORRECTORS,
  checkClassWriter,
  classRecordScope,
  correctsUnit,
  PEDAGOGY_READ,
} from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { toApiDate, toDbDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import { dayParam, enumParam, idFilters, requiredIdParam } from '../http/query-params.ts';
import { methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import {
  attendanceFigures,
  type ClassPair,
  classPair,
  type DayKey,
  isLessonDay,
  lockOrCreateSheet,
  type SheetRow,
  sheetMarks,
  sheetOf,
  sheetRowColumns,
  sheetRows,
  sheetScopeColumns,
  sheetSearch,
  sheetStatusIs,
  sheetTodo,
  writeMarks,
} from '../queries/attendance.ts';
import { checkClassOpen } from '../queries/class-closing.ts';
import { type RollStudent, rosterOn, studentNames } from '../queries/roster.ts';
import { parseListQuery, searchTerm } from '../resources/list.ts';

/*
 * Attendance (issue 14, step 2; decision 0014):
 *
 *   GET /attendance-sheets   the 'Frequências' rows: every class and component with a teacher ×
 *                            each lesson day of the class up to today, PENDING or RECORDED
 *                            (list parameters; filters classroomId, curricularComponentId,
 *                            status, todo=1 — the to-do: PENDING days of the last 30 days and
 *                            RECORDED days still in the teacher's correction window; q:
 *                            classroom, component, date DD/MM/AAAA; latest day first, then
 *                            classroom name). A day is listed only when the class had a student
 *                            enrolled on it (or it was recorded).
 *   GET /attendance?classroomId=&curricularComponentId=&date=
 *                            one day (`attendanceDaySchema`): the roster of that date by roll
 *                            number with the saved marks (present when none) and each
 *                            student's attendance percentage, absences and justified ones
 *   PUT /attendance          the whole roster of a day (`attendanceSaveSchema`) → 200 the day;
 *                            422 when nobody was enrolled that day (an empty roster)
 *
 * Reads: 'pedagogy.own-classes' (the classes and components one teaches), 'pedagogy.unit-classes'
 * (one's units' classrooms) or 'pedagogy.correct-records' (one's units' classrooms); a class
 * outside that scope reads as 404. Writes: the teacher of the class and component for
 * `deps.attendanceCorrectionDays` after the first save (LOUSA_ATTENDANCE_CORRECTION_DAYS), a
 * holder of 'pedagogy.correct-records' in the classroom's unit at any time (403 otherwise).
 *
 * A lesson day of a classroom is a school day whose type's kind is DIA_LETIVO or SABADO_LETIVO
 * (`isLessonDayKind`; its description says nothing) in the classroom's calendar: its unit's for
 * its academic year, else the network's (`classCalendars`). The roster of a date is the students whose enrolment in the classroom covers it: from its date
 * up to the day before its end date (a transfer's next enrolment starts on that end date).
 * Each enrolment has a fixed roll number ('número de chamada', `rollNumbers`): alphabetical at
 * the class's first lesson day, later arrivals appended. The SQL: queries/attendance.ts and
 * queries/roster.ts.
 */

/** The audit log's resource key of attendance sheets. */
export const ATTENDANCE_KEY = 'attendance';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the caller may do with a class's attendance. */
interface EditRights {
  /** Its teacher: within the correction window. */
  teacher: boolean;
  /** A holder of 'pedagogy.correct-records' in the classroom's unit (or network-wide): always. */
  corrector: boolean;
}

/** The day of GET /attendance's query (400 for a missing or bad parameter). */
function dayKeyOf(c: Context): DayKey {
  const classroomId = requiredIdParam(c, 'classroomId');
  const curricularComponentId = requiredIdParam(c, 'curricularComponentId');
  return { classroomId, curricularComponentId, date: dayParam(c, 'date') };
}

/** What the caller may do with the attendance of `pair`. */
function editRights(access: Access, pair: ClassPair): EditRights {
  return {
    teacher: access.permissions.has('pedagogy.own-classes') && pair.teacherId === access.userId,
    corrector: correctsUnit(access, CORRECTORS, pair.schoolUnitId),
  };
}

/** Until when the teacher may correct a day first saved at `launchDate`. */
const editableUntil = (launchDate: Date, days: number) =>
  new Date(launchDate.getTime() + days * DAY_MS);

/** Whether the caller may save a day (with its sheet, when recorded) at `now`. */
function maySave(rights: EditRights, sheet: SheetRow | undefined, now: Date, days: number) {
  if (rights.corrector) return true;
  if (!rights.teacher) return false;
  return !sheet || now.getTime() < editableUntil(sheet.launchDate, days).getTime();
}

/** 422 unless `key.date` is a lesson day of the classroom and not after today. */
async function checkDay(db: Database, key: DayKey, today: string) {
  if (!(await isLessonDay(db, key))) throw unprocessable(serverMessages.notALessonDay);
  if (key.date > today) throw unprocessable(serverMessages.attendanceFutureDate);
}

/** The answer of GET /attendance (and of PUT) for a day of `pair`. */
async function attendanceDay(
  db: Database,
  key: DayKey,
  pair: ClassPair,
  canEdit: (sheet: SheetRow | undefined) => boolean,
  correctionDays: number,
): Promise<AttendanceDay> {
  const sheet = await sheetOf(db, key);
  const roster = await rosterOn(db, key.classroomId, key.date);
  const marks = sheet ? await sheetMarks(db, sheet.id) : undefined;
  const figures = await attendanceFigures(
    db,
    key,
    { enrolledOn: key.date },
    roster.map((student) => student.studentId),
  );
  return {
    classroom: pair.classroom,
    curricularComponent: pair.curricularComponent,
    date: toApiDate(key.date),
    status: sheet ? 'RECORDED' : 'PENDING',
    launchDate: sheet ? sheet.launchDate.toISOString() : null,
    canEdit: canEdit(sheet),
    editableUntil: sheet ? editableUntil(sheet.launchDate, correctionDays).toISOString() : null,
    students: roster.map((student) => {
      const mark = marks?.get(student.studentId);
      const figure = figures.get(student.studentId);
      return {
        studentId: student.studentId,
        rollNumber: student.rollNumber,
        code: student.code,
        name: student.name,
        // Without a mark (a day never recorded) a student is proposed present: the teacher
        // marks the absences.
        isPresent: mark?.isPresent ?? true,
        justified: mark?.justified ?? false,
        justification: mark?.justification ?? null,
        attendance: figure?.attendance ?? null,
        absences: figure?.absences ?? 0,
        justifiedAbsences: figure?.justifiedAbsences ?? 0,
      };
    }),
  };
}

type Mark = AttendanceSaveBody['students'][number];

/**
 * The marks of a save, one per student of the roster (the last one given for a student counts):
 * 422 `studentNotFound` for an unknown student, `attendanceStudentNotEnrolled` for one not on
 * the roster, `attendanceStudentMissing` when a student of the roster has no mark.
 */
async function rosterMarks(
  tx: Database,
  roster: readonly RollStudent[],
  given: readonly Mark[],
): Promise<Map<string, Mark>> {
  const marks = new Map<string, Mark>();
  for (const mark of given) marks.set(mark.studentId.toLowerCase(), mark);
  const onRoster = new Set(roster.map((student) => student.studentId));
  const strangers = [...marks.keys()].filter((id) => !onRoster.has(id));
  if (strangers.length > 0) {
    const named = await studentNames(tx, strangers);
    // The first one in the body's order.
    const name = named.get(strangers[0] as string);
    if (name === undefined) throw unprocessable(serverMessages.studentNotFound);
    throw unprocessable(serverMessages.attendanceStudentNotEnrolled(name));
  }
  if (roster.some((student) => !marks.has(student.studentId))) {
    throw unprocessable(serverMessages.attendanceStudentMissing);
  }
  return marks;
}

/** The attendance routes (see the top of this file). */
export function mountAttendance(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const read = requireAnyPermission([...PEDAGOGY_READ, CORRECTORS]);
  // Whoever reads a day may try to save it: the refusal then names why (403 `notYourClass`).
  const write = read;
  const days = deps.attendanceCorrectionDays;
  const { path, sortKeys } = attendanceSheetsResource;

  app.get(path, read, async (c) => {
    const query = parseListQuery(c, sortKeys);
    const scope = classRecordScope(c, sheetScopeColumns, CORRECTORS);
    const ids = idFilters(c, [
      ['classroomId', sheetRowColumns.classroomId],
      ['curricularComponentId', sheetRowColumns.curricularComponentId],
    ]);
    const status = enumParam(
      c,
      'status',
      attendanceStatuses,
      listQueryMessages.attendanceStatusInvalid,
    );
    const todo = enumParam(
      c,
      'todo',
      ATTENDANCE_TODO_VALUES,
      listQueryMessages.attendanceTodoInvalid,
    );
    const where = and(
      scope,
      ids,
      status === undefined ? undefined : sheetStatusIs(status),
      todo === '1' ? sheetTodo(deps.today(), deps.now(), ATTENDANCE_TODO_DAYS, days) : undefined,
      query.q ? sheetSearch(searchTerm(query.q)) : undefined,
    );
    const { rows, total } = await sheetRows(db, {
      today: deps.today(),
      where,
      classes: and(scope, ids),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    });
    const items: AttendanceSheet[] = rows.map((row) => ({
      id: `${row.classroom_id}:${row.component_id}:${row.day}`,
      classroom: { id: row.classroom_id, name: row.classroom_name },
      curricularComponent: { id: row.component_id, name: row.component_name },
      date: toApiDate(row.day),
      status: row.launch_date === null ? 'PENDING' : 'RECORDED',
      launchDate: row.launch_date,
    }));
    c.header(TOTAL_COUNT_HEADER, String(total));
    c.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
    return c.json(items);
  });
  app.all(path, methodNotAllowed('GET'));

  app.get(attendancePath, read, async (c) => {
    const key = dayKeyOf(c);
    const found = await classPair(db, key, classRecordScope(c, sheetScopeColumns, CORRECTORS));
    if (!found.pair) {
      const message = !found.component
        ? serverMessages.curricularComponentNotFound
        : !found.classroom
          ? serverMessages.classroomNotFound
          : serverMessages.assignmentNotFound;
      throw new ApiError(404, message);
    }
    const pair = found.pair;
    await checkDay(db, key, deps.today());
    const rights = editRights(accessOf(c), pair);
    const now = deps.now();
    return c.json(
      await attendanceDay(db, key, pair, (sheet) => maySave(rights, sheet, now, days), days),
    );
  });

  app.put(attendancePath, write, async (c) => {
    const body = await parseBody(c, attendanceSaveSchema);
    const key: DayKey = {
      classroomId: body.classroomId.toLowerCase(),
      curricularComponentId: body.curricularComponentId.toLowerCase(),
      date: toDbDate(body.date),
    };
    const access = accessOf(c);
    const origin = auditOrigin(c);
    const now = deps.now();
    const today = deps.today();
    const day = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      await checkClassWriter(txDb, access, key.classroomId, key.curricularComponentId, CORRECTORS);
      await checkClassOpen(txDb, key.classroomId);
      const found = await classPair(txDb, key);
      if (!found.pair) {
        throw unprocessable(
          found.component
            ? serverMessages.assignmentNotFound
            : serverMessages.curricularComponentNotFound,
        );
      }
      const pair = found.pair;
      await checkDay(txDb, key, today);
      const rights = editRights(access, pair);
      const closed = () => new ApiError(403, serverMessages.attendanceCorrectionClosed(days));
      const recorded = await sheetOf(txDb, key, true);
      if (!maySave(rights, recorded, now, days)) throw closed();
      const roster = await rosterOn(txDb, key.classroomId, key.date, true);
      if (roster.length === 0) throw unprocessable(serverMessages.attendanceEmptyRoster);
      const marks = await rosterMarks(txDb, roster, body.students);
      const { sheet, created } = await lockOrCreateSheet(txDb, key, access.userId, now);
      // A first save that lost the race to another one is a correction of it.
      if (!created && !maySave(rights, sheet, now, days)) throw closed();
      await writeMarks(txDb, sheet, created, marks, access.userId, now);
      await writeAudit(
        txDb,
        origin,
        {
          action: created ? 'create' : 'update',
          resource: ATTENDANCE_KEY,
          resourceId: sheet.id,
          fields: created
            ? ['classroomId', 'curricularComponentId', 'date', 'students']
            : ['students'],
        },
        now,
      );
      return attendanceDay(txDb, key, pair, () => maySave(rights, sheet, now, days), days);
    });
    return c.json(day);
  });
  app.all(attendancePath, methodNotAllowed('GET, PUT'));
}
