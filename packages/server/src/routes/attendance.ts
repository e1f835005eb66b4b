import {
  type AttendanceDay,
  type AttendanceSaveBody,
  type AttendanceSheet,
  type AttendanceStatus,
  attendancePath,
  attendanceSaveSchema,
  attendanceSheetsResource,
  attendanceStatuses,
  listQueryMessages,
  type NamedRef,
  type Permission,
  serverMessages,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { type AnyColumn, and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import type { Access } from '../auth/access.ts';
import {
  type ClassColumns,
  checkClassWriter,
  classRecordScope,
  PEDAGOGY_READ,
} from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { enrolledOn } from '../db/enrolment-period.ts';
import { newId } from '../db/ids.ts';
import {
  academicCalendars,
  academicYears,
  attendanceEntries,
  attendanceSheets,
  classrooms,
  curricularComponents,
  enrollments,
  fold,
  persons,
  schoolDays,
  schoolDayTypes,
  students,
  teachingAssignments,
} from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { toApiDate, toDbDate } from '../http/dates.ts';
import { ApiError } from '../http/errors.ts';
import { dayParam, idFilters, queryParam } from '../http/query-params.ts';
import { isUuid, methodNotAllowed, unprocessable } from '../http/route-helpers.ts';
import { parseListQuery, searchTerm } from '../resources/list.ts';

/*
 * Attendance (issue 14, step 2; decision 0014):
 *
 *   GET /attendance-sheets   the 'Frequências' rows: every class and component with a teacher ×
 *                            each lesson day of the class up to today, PENDING or RECORDED
 *                            (list parameters; filters classroomId, curricularComponentId,
 *                            status; q: classroom, component, date DD/MM/AAAA; latest day first,
 *                            then classroom name)
 *   GET /attendance?classroomId=&curricularComponentId=&date=
 *                            one day (`attendanceDaySchema`): the roster of that date with the
 *                            saved marks and each student's attendance percentage
 *   PUT /attendance          the whole roster of a day (`attendanceSaveSchema`) → 200 the day
 *
 * Reads: 'pedagogy.own-classes' (the classes and components one teaches), 'pedagogy.unit-classes'
 * (one's units' classrooms) or 'pedagogy.correct-records' (one's units' classrooms); a class
 * outside that scope reads as 404. Writes: the teacher of the class and component for
 * `deps.attendanceCorrectionDays` after the first save (LOUSA_ATTENDANCE_CORRECTION_DAYS), a
 * holder of 'pedagogy.correct-records' in the classroom's unit at any time (403 otherwise).
 *
 * A lesson day of a classroom is a school day whose type reads 'Dia Letivo' or 'Sábado Letivo'
 * (`isLessonDayType`) in a calendar of an academic year the classroom has enrolments in. The
 * roster of a date is the students whose enrolment in the classroom covers it: from its date
 * up to the day before its end date (a transfer's next enrolment starts on that end date).
 */

/** Who may correct a day after the teacher's window, in their units (decision 0014). */
const CORRECTORS: Permission = 'pedagogy.correct-records';

/** The audit log's resource key of attendance sheets. */
export const ATTENDANCE_KEY = 'attendance';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `isLessonDayType(description)` in SQL: the folded description, spaces collapsed, reads 'dia
 * letivo' or 'sabado letivo'.
 */
export const lessonDayType = (description: AnyColumn | SQL): SQL =>
  sql`btrim(regexp_replace(lousa_fold(${description}), '[[:space:]]+', ' ', 'g')) in ('dia letivo', 'sabado letivo')`;

/** A class, a component and a date (YYYY-MM-DD): one day's attendance. */
interface DayKey {
  classroomId: string;
  curricularComponentId: string;
  date: string;
}

/** The class and component of a day, with the classroom's unit and its teacher. */
interface ClassPair {
  classroom: NamedRef;
  curricularComponent: NamedRef;
  schoolUnitId: string;
  /** The user assigned to teach the component in the classroom. */
  teacherId: string;
}

/** A recorded day's sheet. */
interface SheetRow {
  id: string;
  launchDate: Date;
}

/** What the caller may do with a class's attendance. */
interface EditRights {
  /** Its teacher: within the correction window. */
  teacher: boolean;
  /** A holder of 'pedagogy.correct-records' in the classroom's unit (or network-wide): always. */
  corrector: boolean;
}

/** The columns the read scope uses, over `classrooms` and `curricular_components`. */
const pairColumns: ClassColumns = {
  classroomId: classrooms.id,
  curricularComponentId: curricularComponents.id,
  schoolUnitId: classrooms.schoolUnitId,
};

/** The rows of a `db.execute` answer (postgres-js answers an array, PGlite `{ rows }`). */
function rowsOf<TRow>(answer: unknown): TRow[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as TRow[];
}

/** A required uuid query parameter: 400 when missing or not a uuid. */
function requiredId(c: Context, name: string): string {
  const value = queryParam(c, name);
  if (value === undefined || !isUuid(value)) {
    throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
  }
  return value.toLowerCase();
}

/** The day of GET /attendance's query (400 for a missing or bad parameter). */
function dayKeyOf(c: Context): DayKey {
  const classroomId = requiredId(c, 'classroomId');
  const curricularComponentId = requiredId(c, 'curricularComponentId');
  return { classroomId, curricularComponentId, date: dayParam(c, 'date') };
}

/** What the caller may do with the attendance of `pair`. */
function editRights(access: Access, pair: ClassPair): EditRights {
  return {
    teacher: access.permissions.has('pedagogy.own-classes') && pair.teacherId === access.userId,
    corrector:
      access.permissions.has(CORRECTORS) &&
      (access.networkWide || access.schoolUnitIds.includes(pair.schoolUnitId)),
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

/**
 * The class and component of `key` with the teacher assigned to them; undefined when the
 * classroom or the component does not exist, or no teacher is assigned. `scope` limits the
 * classrooms read.
 */
async function classPair(
  db: Database,
  key: DayKey,
  scope?: SQL,
): Promise<{ pair?: ClassPair; classroom: boolean; component: boolean }> {
  const [row] = await db
    .select({
      classroom: { id: classrooms.id, name: classrooms.name },
      curricularComponent: { id: curricularComponents.id, name: curricularComponents.name },
      schoolUnitId: classrooms.schoolUnitId,
      teacherId: teachingAssignments.userId,
    })
    .from(classrooms)
    .innerJoin(curricularComponents, eq(curricularComponents.id, key.curricularComponentId))
    .leftJoin(
      teachingAssignments,
      and(
        eq(teachingAssignments.classroomId, classrooms.id),
        eq(teachingAssignments.curricularComponentId, curricularComponents.id),
      ),
    )
    .where(and(eq(classrooms.id, key.classroomId), scope))
    .limit(1);
  if (row) {
    const { teacherId, ...rest } = row;
    return {
      pair: teacherId ? { ...rest, teacherId } : undefined,
      classroom: true,
      component: true,
    };
  }
  const [component] = await db
    .select({ id: curricularComponents.id })
    .from(curricularComponents)
    .where(eq(curricularComponents.id, key.curricularComponentId))
    .limit(1);
  return { classroom: false, component: Boolean(component) };
}

/** Whether `key.date` is a lesson day of the classroom (see the top of this file). */
async function isLessonDay(db: Database, key: DayKey): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(schoolDays)
    .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
    .innerJoin(academicCalendars, eq(academicCalendars.id, schoolDays.academicCalendarId))
    .where(
      and(
        eq(schoolDays.date, key.date),
        lessonDayType(schoolDayTypes.description),
        sql`exists (select 1 from ${enrollments}
          where ${enrollments.classroomId} = ${key.classroomId}
            and ${enrollments.academicYearId} = ${academicCalendars.academicYearId})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** 422 unless `key.date` is a lesson day of the classroom and not after today. */
async function checkDay(db: Database, key: DayKey, today: string) {
  if (!(await isLessonDay(db, key))) throw unprocessable(serverMessages.notALessonDay);
  if (key.date > today) throw unprocessable(serverMessages.attendanceFutureDate);
}

/** A student of a day's roster. */
interface RosterStudent {
  studentId: string;
  code: string;
  name: string;
}

/**
 * The students enrolled in the classroom on `day`, by name; `code` is the place in that order
 * ('01', '02', …). `lock` keeps their enrolments (FOR SHARE) until the transaction ends.
 */
async function rosterOn(
  db: Database,
  classroomId: string,
  day: string,
  lock = false,
): Promise<RosterStudent[]> {
  const query = db
    .select({ studentId: students.id, name: persons.name })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(and(eq(enrollments.classroomId, classroomId), enrolledOn(day)))
    .orderBy(fold(persons.name), asc(students.id));
  const rows = lock ? await query.for('share', { of: enrollments }) : await query;
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.studentId) && seen.add(row.studentId));
  const width = Math.max(2, String(unique.length).length);
  return unique.map((row, index) => ({ ...row, code: String(index + 1).padStart(width, '0') }));
}

/**
 * Each student's attendance (decision 0014): of the recorded days of the class and component in
 * the academic year of the student's enrolment on `key.date` on which the student has an entry,
 * the percentage present (a justified absence is an absence), one decimal. A student without
 * entries is not in the map.
 */
async function attendancePercentages(
  db: Database,
  key: DayKey,
  studentIds: readonly string[],
): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: attendanceEntries.studentId,
      attendance: sql<number>`round(100.0
        * count(*) filter (where ${attendanceEntries.isPresent}) / count(*), 1)::float8`.mapWith(
        Number,
      ),
    })
    .from(attendanceEntries)
    .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceEntries.sheetId))
    .where(
      and(
        eq(attendanceSheets.classroomId, key.classroomId),
        eq(attendanceSheets.curricularComponentId, key.curricularComponentId),
        inArray(attendanceEntries.studentId, [...studentIds]),
        sql`exists (select 1 from ${enrollments}
          inner join ${academicYears} on ${academicYears.id} = ${enrollments.academicYearId}
          where ${enrollments.studentId} = ${attendanceEntries.studentId}
            and ${enrollments.classroomId} = ${key.classroomId}
            and ${enrolledOn(key.date)}
            and ${attendanceSheets.date} between ${academicYears.startDate} and ${academicYears.endDate})`,
      ),
    )
    .groupBy(attendanceEntries.studentId);
  return new Map(rows.map((row) => [row.studentId, row.attendance]));
}

/** The sheet of a day, when recorded; `lock` takes it FOR UPDATE. */
async function sheetOf(db: Database, key: DayKey, lock = false): Promise<SheetRow | undefined> {
  const query = db
    .select({ id: attendanceSheets.id, launchDate: attendanceSheets.launchDate })
    .from(attendanceSheets)
    .where(
      and(
        eq(attendanceSheets.classroomId, key.classroomId),
        eq(attendanceSheets.curricularComponentId, key.curricularComponentId),
        eq(attendanceSheets.date, key.date),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { id: row.id, launchDate: new Date(row.launchDate) } : undefined;
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
  const marks = new Map(
    sheet
      ? (
          await db
            .select({
              studentId: attendanceEntries.studentId,
              isPresent: attendanceEntries.isPresent,
              justified: attendanceEntries.justified,
              justification: attendanceEntries.justification,
            })
            .from(attendanceEntries)
            .where(eq(attendanceEntries.sheetId, sheet.id))
        ).map((row) => [row.studentId, row])
      : [],
  );
  const percentages = await attendancePercentages(
    db,
    key,
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
      const mark = marks.get(student.studentId);
      return {
        studentId: student.studentId,
        code: student.code,
        name: student.name,
        isPresent: mark?.isPresent ?? false,
        justified: mark?.justified ?? false,
        justification: mark?.justification ?? null,
        attendance: percentages.get(student.studentId) ?? null,
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
  roster: readonly RosterStudent[],
  given: readonly Mark[],
): Promise<Map<string, Mark>> {
  const marks = new Map<string, Mark>();
  for (const mark of given) marks.set(mark.studentId.toLowerCase(), mark);
  const onRoster = new Set(roster.map((student) => student.studentId));
  const strangers = [...marks.keys()].filter((id) => !onRoster.has(id));
  if (strangers.length > 0) {
    const named = new Map(
      (
        await tx
          .select({ id: students.id, name: persons.name })
          .from(students)
          .innerJoin(persons, eq(persons.id, students.personId))
          .where(inArray(students.id, strangers))
      ).map((row) => [row.id, row.name]),
    );
    // The first one in the body's order.
    const first = strangers[0] as string;
    const name = named.get(first);
    if (name === undefined) throw unprocessable(serverMessages.studentNotFound);
    throw unprocessable(serverMessages.attendanceStudentNotEnrolled(name));
  }
  if (roster.some((student) => !marks.has(student.studentId))) {
    throw unprocessable(serverMessages.attendanceStudentMissing);
  }
  return marks;
}

/**
 * The sheet of a day for a save, locked: the one recorded (FOR UPDATE), or a new one whose
 * launch date is `now`. Two first saves racing meet at the unique index: the second waits for
 * the first, then updates its sheet.
 */
async function lockOrCreateSheet(
  tx: Database,
  key: DayKey,
  userId: string,
  now: Date,
): Promise<{ sheet: SheetRow; created: boolean }> {
  const found = await sheetOf(tx, key, true);
  if (found) return { sheet: found, created: false };
  const [inserted] = await tx
    .insert(attendanceSheets)
    .values({
      id: newId(),
      classroomId: key.classroomId,
      curricularComponentId: key.curricularComponentId,
      date: key.date,
      launchDate: now,
      updatedAt: now,
      recordedBy: userId,
    })
    .onConflictDoNothing({
      target: [
        attendanceSheets.classroomId,
        attendanceSheets.curricularComponentId,
        attendanceSheets.date,
      ],
    })
    .returning({ id: attendanceSheets.id, launchDate: attendanceSheets.launchDate });
  if (inserted) {
    return { sheet: { id: inserted.id, launchDate: new Date(inserted.launchDate) }, created: true };
  }
  const raced = await sheetOf(tx, key, true);
  if (!raced) throw new Error('attendance sheet vanished after a unique conflict');
  return { sheet: raced, created: false };
}

/**
 * The SQL of the 'Frequências' rows, from `select` to the filters (without order or page):
 * `lesson_days` are the lesson days up to today of every calendar, by academic year;
 * `class_years` the academic years each classroom with a teacher has enrolments in (one probe
 * of the enrolments per classroom and year); `class_days` their lesson days, each date once.
 */
function sheetRowsSql(today: string, select: SQL, where: SQL | undefined): SQL {
  return sql`with lesson_days as (
      select distinct ${academicCalendars.academicYearId} as academic_year_id,
        ${schoolDays.date} as date
      from ${schoolDays}
      inner join ${schoolDayTypes} on ${schoolDayTypes.id} = ${schoolDays.typeId}
      inner join ${academicCalendars} on ${academicCalendars.id} = ${schoolDays.academicCalendarId}
      where ${lessonDayType(schoolDayTypes.description)} and ${schoolDays.date} <= ${today}::date
    ),
    class_years as (
      select taught.classroom_id, years.academic_year_id
      from (select distinct ${teachingAssignments.classroomId} as classroom_id
        from ${teachingAssignments}) as taught
      cross join (select distinct academic_year_id from lesson_days) as years
      where exists (select 1 from ${enrollments}
        where ${enrollments.classroomId} = taught.classroom_id
          and ${enrollments.academicYearId} = years.academic_year_id)
    ),
    class_days as (
      select distinct class_years.classroom_id, lesson_days.date
      from class_years
      inner join lesson_days on lesson_days.academic_year_id = class_years.academic_year_id
    )
    select ${select}
    from ${teachingAssignments}
    inner join ${classrooms} on ${classrooms.id} = ${teachingAssignments.classroomId}
    inner join ${curricularComponents}
      on ${curricularComponents.id} = ${teachingAssignments.curricularComponentId}
    inner join class_days on class_days.classroom_id = ${teachingAssignments.classroomId}
    left join ${attendanceSheets}
      on ${attendanceSheets.classroomId} = ${teachingAssignments.classroomId}
      and ${attendanceSheets.curricularComponentId} = ${teachingAssignments.curricularComponentId}
      and ${attendanceSheets.date} = class_days.date
    ${where ? sql`where ${where}` : sql``}`;
}

/** The date of a 'Frequências' row. */
const rowDate = sql`class_days.date`;

/** The SQL of each sort key of `attendanceSheetsResource`. */
const sheetSorts: Record<(typeof attendanceSheetsResource.sortKeys)[number], SQL> = {
  classroom: fold(classrooms.name),
  curricularComponent: fold(curricularComponents.name),
  date: rowDate,
  launchDate: sql`${attendanceSheets.launchDate}`,
  status: sql`(${attendanceSheets.id} is not null)`,
};

/** After the sort key: latest day first, then classroom, then component. */
const sheetTieBreakers = [
  sql`${rowDate} desc`,
  sql`${fold(classrooms.name)} asc`,
  sql`${classrooms.id} asc`,
  sql`${fold(curricularComponents.name)} asc`,
  sql`${curricularComponents.id} asc`,
];

/** GET /attendance-sheets?status=: PENDING (no sheet) or RECORDED; 400 for another value. */
function statusFilter(c: Context): SQL | undefined {
  const value = queryParam(c, 'status');
  if (value === undefined) return undefined;
  if (!(attendanceStatuses as readonly string[]).includes(value)) {
    throw new ApiError(400, listQueryMessages.attendanceStatusInvalid);
  }
  const status = value as AttendanceStatus;
  return status === 'RECORDED'
    ? sql`${attendanceSheets.id} is not null`
    : sql`${attendanceSheets.id} is null`;
}

interface SheetListRow {
  classroom_id: string;
  classroom_name: string;
  component_id: string;
  component_name: string;
  day: string;
  launch_date: string | null;
  total: number | string;
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
    const today = deps.today();
    const term = query.q ? searchTerm(query.q) : undefined;
    const where = and(
      classRecordScope(c, pairColumns, CORRECTORS),
      idFilters(c, [
        ['classroomId', teachingAssignments.classroomId],
        ['curricularComponentId', teachingAssignments.curricularComponentId],
      ]),
      statusFilter(c),
      term
        ? or(
            term.text(classrooms.name),
            term.text(curricularComponents.name),
            term.text(sql`to_char(${rowDate}, 'DD/MM/YYYY')`),
          )
        : undefined,
    );
    const order: SQL[] = [];
    if (query.sort) {
      const direction = query.sort.descending ? sql`desc nulls last` : sql`asc nulls first`;
      order.push(sql`${sheetSorts[query.sort.key as keyof typeof sheetSorts]} ${direction}`);
    }
    order.push(...sheetTieBreakers);
    const select = sql`${classrooms.id} as classroom_id, ${classrooms.name} as classroom_name,
      ${curricularComponents.id} as component_id, ${curricularComponents.name} as component_name,
      to_char(${rowDate}, 'YYYY-MM-DD') as day,
      to_char(${attendanceSheets.launchDate} at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as launch_date,
      count(*) over () as total`;
    const page =
      query.page === undefined
        ? sql``
        : sql` limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
    const rows = rowsOf<SheetListRow>(
      await db.execute(
        sql`${sheetRowsSql(today, select, where)} order by ${sql.join(order, sql`, `)}${page}`,
      ),
    );
    let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
    if (rows.length === 0 && query.page !== undefined && query.page > 1) {
      const [counted] = rowsOf<{ n: number | string }>(
        await db.execute(sql`${sheetRowsSql(today, sql`count(*) as n`, where)}`),
      );
      total = Number(counted?.n ?? 0);
    }
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
    const found = await classPair(db, key, classRecordScope(c, pairColumns, CORRECTORS));
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
      const marks = await rosterMarks(txDb, roster, body.students);
      const { sheet, created } = await lockOrCreateSheet(txDb, key, access.userId, now);
      // A first save that lost the race to another one is a correction of it.
      if (!created && !maySave(rights, sheet, now, days)) throw closed();
      if (!created) {
        await txDb
          .update(attendanceSheets)
          .set({ updatedAt: now, recordedBy: access.userId })
          .where(eq(attendanceSheets.id, sheet.id));
        await txDb.delete(attendanceEntries).where(eq(attendanceEntries.sheetId, sheet.id));
      }
      if (marks.size > 0) {
        await txDb.insert(attendanceEntries).values(
          [...marks].map(([studentId, mark]) => ({
            sheetId: sheet.id,
            studentId,
            isPresent: mark.isPresent,
            justified: mark.justified,
            // A justification explains an absence: kept only with it.
            justification: mark.justified ? (mark.justification ?? null) : null,
          })),
        );
      }
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
