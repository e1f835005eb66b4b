import {
  type AttendanceSaveBody,
  type AttendanceStatus,
  type attendanceSheetsResource,
  lessonDayKinds,
  type NamedRef,
} from '@lousa/domain';
import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enrolledOn } from '../db/enrolment-period.ts';
import { newId } from '../db/ids.ts';
import { rowsOf } from '../db/rows-of.ts';
import {
  academicYears,
  attendanceEntries,
  attendanceSheets,
  classCalendars,
  classrooms,
  curricularComponents,
  enrollments,
  fold,
  schoolDays,
  schoolDayTypes,
  teachingAssignments,
} from '../db/schema.ts';
import type { SearchTerm } from '../resources/spec.ts';

/*
 * The SQL of attendance (routes/attendance.ts) and the one attendance percentage, which the
 * report cards (routes/grades.ts) read too.
 */

/**
 * `isLessonDayKind(kind)` in SQL (issue 27): a school day type is a lesson day's when its kind is
 * one of `lessonDayKinds` (DIA_LETIVO, SABADO_LETIVO), whatever its description says.
 */
export const lessonDayType = (kind: AnyColumn | SQL): SQL =>
  sql`${kind} in (${sql.raw(lessonDayKinds.map((lessonKind) => `'${lessonKind}'`).join(', '))})`;

/** A class and a component: whose attendance. */
export interface ClassComponent {
  classroomId: string;
  curricularComponentId: string;
}

/** A class, a component and a date (YYYY-MM-DD): one day's attendance. */
export interface DayKey extends ClassComponent {
  date: string;
}

/** The class and component of a day, with the classroom's unit and its teacher. */
export interface ClassPair {
  classroom: NamedRef;
  curricularComponent: NamedRef;
  schoolUnitId: string;
  /** The user assigned to teach the component in the classroom. */
  teacherId: string;
}

/** A recorded day's sheet. */
export interface SheetRow {
  id: string;
  launchDate: Date;
}

/**
 * The class and component of `key` with the teacher assigned to them; undefined when the
 * classroom or the component does not exist, or no teacher is assigned. `scope` limits the
 * classrooms read.
 */
export async function classPair(
  db: Database,
  key: ClassComponent,
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

/**
 * Whether `key.date` is a lesson day of the classroom: a school day of a lesson-day kind in its
 * calendar (its unit's for its year, else the network's: `classCalendars`).
 */
export async function isLessonDay(db: Database, key: DayKey): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(schoolDays)
    .innerJoin(schoolDayTypes, eq(schoolDayTypes.id, schoolDays.typeId))
    .innerJoin(classCalendars, eq(classCalendars.academicCalendarId, schoolDays.academicCalendarId))
    .where(
      and(
        eq(classCalendars.classroomId, key.classroomId),
        eq(schoolDays.date, key.date),
        lessonDayType(schoolDayTypes.kind),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Which recorded days an attendance percentage counts. */
export type AttendancePeriod =
  /** Those of an academic term (report cards). */
  | { from: string; to: string }
  /**
   * Those in the academic year of each student's enrolment in the classroom on that date (an
   * attendance day).
   */
  | { enrolledOn: string };

/** A student's attendance over recorded days. */
export interface AttendanceFigure {
  /** The percentage present, one decimal. */
  attendance: number;
  /** The recorded days absent, justified or not. */
  absences: number;
  /** Of `absences`, those justified. */
  justifiedAbsences: number;
  /** The recorded days counted (the whole of the percentage): what an overall figure sums. */
  lessons: number;
}

/**
 * Each student's attendance (decision 0014), the one place it is computed: of the recorded days
 * of the class and component in `period` on which the student has an entry, the percentage
 * present (a justified absence is an absence, LDB), one decimal, with the absences and how many
 * of them were justified. A student without entries is not in the map. `studentIds`, when
 * given, limits the students read.
 */
export async function attendanceFigures(
  db: Database,
  key: ClassComponent,
  period: AttendancePeriod,
  studentIds?: readonly string[],
): Promise<Map<string, AttendanceFigure>> {
  if (studentIds?.length === 0) return new Map();
  const inPeriod =
    'enrolledOn' in period
      ? sql`exists (select 1 from ${enrollments}
          inner join ${academicYears} on ${academicYears.id} = ${enrollments.academicYearId}
          where ${enrollments.studentId} = ${attendanceEntries.studentId}
            and ${enrollments.classroomId} = ${key.classroomId}
            and ${enrolledOn(period.enrolledOn)}
            and ${attendanceSheets.date} between ${academicYears.startDate} and ${academicYears.endDate})`
      : sql`${attendanceSheets.date} between ${period.from} and ${period.to}`;
  const rows = await db
    .select({
      studentId: attendanceEntries.studentId,
      attendance: sql<number>`round(100.0
        * count(*) filter (where ${attendanceEntries.isPresent}) / count(*), 1)::float8`.mapWith(
        Number,
      ),
      absences: sql<number>`count(*) filter (where not ${attendanceEntries.isPresent})`.mapWith(
        Number,
      ),
      justifiedAbsences: sql<number>`count(*) filter (where not ${attendanceEntries.isPresent}
        and ${attendanceEntries.justified})`.mapWith(Number),
      lessons: sql<number>`count(*)`.mapWith(Number),
    })
    .from(attendanceEntries)
    .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceEntries.sheetId))
    .where(
      and(
        recordedDaysOf(key),
        studentIds ? inArray(attendanceEntries.studentId, [...studentIds]) : undefined,
        inPeriod,
      ),
    )
    .groupBy(attendanceEntries.studentId);
  return new Map(rows.map(({ studentId, ...figure }) => [studentId, figure]));
}

/** Each student's percentage present (`attendanceFigures`): what the report cards read. */
export async function attendancePercentages(
  db: Database,
  key: ClassComponent,
  period: AttendancePeriod,
  studentIds?: readonly string[],
): Promise<Map<string, number>> {
  const figures = await attendanceFigures(db, key, period, studentIds);
  return new Map([...figures].map(([studentId, figure]) => [studentId, figure.attendance]));
}

/** The attendance sheets (recorded days) of a class and component, as a condition. */
export const recordedDaysOf = (key: ClassComponent) =>
  and(
    eq(attendanceSheets.classroomId, key.classroomId),
    eq(attendanceSheets.curricularComponentId, key.curricularComponentId),
  ) as SQL;

/** The sheet of a day, when recorded; `lock` takes it FOR UPDATE. */
export async function sheetOf(
  db: Database,
  key: DayKey,
  lock = false,
): Promise<SheetRow | undefined> {
  const query = db
    .select({ id: attendanceSheets.id, launchDate: attendanceSheets.launchDate })
    .from(attendanceSheets)
    .where(and(recordedDaysOf(key), eq(attendanceSheets.date, key.date)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { id: row.id, launchDate: new Date(row.launchDate) } : undefined;
}

/** The marks of a recorded day, by student. */
export async function sheetMarks(db: Database, sheetId: string) {
  const rows = await db
    .select({
      studentId: attendanceEntries.studentId,
      isPresent: attendanceEntries.isPresent,
      justified: attendanceEntries.justified,
      justification: attendanceEntries.justification,
    })
    .from(attendanceEntries)
    .where(eq(attendanceEntries.sheetId, sheetId));
  return new Map(rows.map((row) => [row.studentId, row]));
}

/**
 * The sheet of a day for a save, locked: the one recorded (FOR UPDATE), or a new one whose
 * launch date is `now`. Two first saves racing meet at the unique index: the second waits for
 * the first, then updates its sheet.
 */
export async function lockOrCreateSheet(
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

type Mark = AttendanceSaveBody['students'][number];

/**
 * Writes the marks of a day's sheet: a correction (`created` false) replaces the entries and
 * records who saved and when. A justification is kept only with an absence it explains.
 */
export async function writeMarks(
  tx: Database,
  sheet: SheetRow,
  created: boolean,
  marks: ReadonlyMap<string, Mark>,
  userId: string,
  now: Date,
) {
  if (!created) {
    await tx
      .update(attendanceSheets)
      .set({ updatedAt: now, recordedBy: userId })
      .where(eq(attendanceSheets.id, sheet.id));
    await tx.delete(attendanceEntries).where(eq(attendanceEntries.sheetId, sheet.id));
  }
  if (marks.size === 0) return;
  await tx.insert(attendanceEntries).values(
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

/**
 * The SQL of the 'Frequências' rows, from `select` to the filters (without order or page):
 * `class_days` are the lesson days up to today of each taught classroom's calendar
 * (`classCalendars`) on which the class had a student of its year enrolled (as the roster of
 * that day counts them) or has a recorded sheet, each date once: a class whose first student
 * arrived in November lists no day of February.
 */
function sheetRowsSql(
  today: string,
  select: SQL,
  where: SQL | undefined,
  classes: SQL | undefined,
): SQL {
  // `classes` narrows the taught classrooms before their days are computed: a teacher's rows
  // read her classes' days, not the network's (the same filter applies again below).
  return sql`with class_days as (
      select distinct taught.classroom_id, ${schoolDays.date} as date
      from (select distinct ${teachingAssignments.classroomId} as classroom_id
        from ${teachingAssignments}
        inner join ${classrooms} on ${classrooms.id} = ${teachingAssignments.classroomId}
        inner join ${curricularComponents}
          on ${curricularComponents.id} = ${teachingAssignments.curricularComponentId}
        ${classes ? sql`where ${classes}` : sql``}) as taught
      inner join ${classCalendars} on ${classCalendars.classroomId} = taught.classroom_id
      inner join ${schoolDays}
        on ${schoolDays.academicCalendarId} = ${classCalendars.academicCalendarId}
      inner join ${schoolDayTypes} on ${schoolDayTypes.id} = ${schoolDays.typeId}
      where ${lessonDayType(schoolDayTypes.kind)} and ${schoolDays.date} <= ${today}::date
        and (exists (select 1 from ${enrollments}
            inner join ${classrooms} as class_year on class_year.id = ${enrollments.classroomId}
            where ${enrollments.classroomId} = taught.classroom_id
              and ${enrollments.academicYearId} = class_year.academic_year_id
              and ${enrolledOn(sql`${schoolDays.date}`)})
          or exists (select 1 from ${attendanceSheets}
            where ${attendanceSheets.classroomId} = taught.classroom_id
              and ${attendanceSheets.date} = ${schoolDays.date}))
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

/** The columns of the 'Frequências' rows, for the routes' filters. */
export const sheetRowColumns = {
  classroomId: teachingAssignments.classroomId,
  curricularComponentId: teachingAssignments.curricularComponentId,
} as const;

/** The class scope's columns over a 'Frequências' row (`classrooms`, `curricular_components`). */
export const sheetScopeColumns = {
  classroomId: classrooms.id,
  curricularComponentId: curricularComponents.id,
  schoolUnitId: classrooms.schoolUnitId,
};

/** 'Frequências' rows of a status: PENDING (no sheet) or RECORDED. */
export const sheetStatusIs = (status: AttendanceStatus): SQL =>
  status === 'RECORDED'
    ? sql`${attendanceSheets.id} is not null`
    : sql`${attendanceSheets.id} is null`;

/**
 * The to-do rows of 'Frequências' (`todo=1`, issue 26): PENDING days of the `todoDays` days up to
 * `today` (today included), and RECORDED days whose teacher's correction window — `correctionDays`
 * from the first save, as `maySave` reads it — is still open at `now`.
 */
export const sheetTodo = (today: string, now: Date, todoDays: number, correctionDays: number) =>
  sql`((${attendanceSheets.id} is null and ${rowDate} > ${today}::date - ${todoDays}::int)
    or (${attendanceSheets.id} is not null and ${attendanceSheets.launchDate}
      > ${now.toISOString()}::timestamptz - make_interval(days => ${correctionDays}::int)))`;

/** 'Frequências' rows matching a search: classroom, component, date DD/MM/AAAA. */
export const sheetSearch = (term: SearchTerm) =>
  or(
    term.text(classrooms.name),
    term.text(curricularComponents.name),
    term.text(sql`to_char(${rowDate}, 'DD/MM/YYYY')`),
  );

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

/** A 'Frequências' row as read. */
export interface SheetListRow {
  classroom_id: string;
  classroom_name: string;
  component_id: string;
  component_name: string;
  day: string;
  launch_date: string | null;
}

/** What a page of 'Frequências' rows is read with. */
export interface SheetListQuery {
  today: string;
  where: SQL | undefined;
  /**
   * The part of `where` over the class and component only (`sheetRowColumns`,
   * `sheetScopeColumns`: the scope, the class filters), read early so that the days of other
   * classes are not computed.
   */
  classes?: SQL;
  sort?: { key: string; descending: boolean };
  /** Without `page`, every row. */
  page?: number;
  pageSize: number;
}

/**
 * A page of 'Frequências' rows (every class and component with a teacher × each lesson day of
 * the class up to today), sorted, then latest day first, then classroom; and the total of rows
 * matching (one more query only for a page past the end).
 */
export async function sheetRows(
  db: Database,
  query: SheetListQuery,
): Promise<{ rows: SheetListRow[]; total: number }> {
  const { today, where, classes } = query;
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
  const rows = rowsOf<SheetListRow & { total: number | string }>(
    await db.execute(
      sql`${sheetRowsSql(today, select, where, classes)} order by ${sql.join(order, sql`, `)}${page}`,
    ),
  );
  let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  if (rows.length === 0 && query.page !== undefined && query.page > 1) {
    const [counted] = rowsOf<{ n: number | string }>(
      await db.execute(sql`${sheetRowsSql(today, sql`count(*) as n`, where, classes)}`),
    );
    total = Number(counted?.n ?? 0);
  }
  return { rows, total };
}

/** A lesson day of a class without its attendance recorded for a component. */
export interface UnrecordedDay {
  curricularComponent: NamedRef;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * The 'Frequências' rows of a class still PENDING up to `lastDay` (the lesson days of its
 * calendar, as `sheetRowsSql` finds them, for each component taught in it, without a recorded
 * sheet): what closing the class reports missing (issue 28). By date, then component.
 */
export async function unrecordedDays(
  db: Database,
  classroomId: string,
  lastDay: string,
): Promise<UnrecordedDay[]> {
  const select = sql`${curricularComponents.id} as component_id,
    ${curricularComponents.name} as component_name,
    to_char(${rowDate}, 'YYYY-MM-DD') as day`;
  const ofClass = sql`${teachingAssignments.classroomId} = ${classroomId}`;
  const where = sql`${ofClass} and ${attendanceSheets.id} is null`;
  const rows = rowsOf<{ component_id: string; component_name: string; day: string }>(
    await db.execute(
      sql`${sheetRowsSql(lastDay, select, where, ofClass)}
        order by ${rowDate}, ${fold(curricularComponents.name)}, ${curricularComponents.id}`,
    ),
  );
  return rows.map((row) => ({
    curricularComponent: { id: row.component_id, name: row.component_name },
    date: row.day,
  }));
}
