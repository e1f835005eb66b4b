import type { HomeEnrolmentGroup, HomeNetwork, HomeSchool, HomeTeacher } from '@lousa/domain';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';
import {
  academicCalendars,
  academicYears,
  assessments,
  classrooms,
  classroomUntaughtCounts,
  courses,
  curricularComponents,
  grades,
  roles,
  rowCounts,
  schoolDays,
  schoolUnits,
  students,
  unitCourseCounts,
  unitCourseYearCounts,
  unitStudentCounts,
  unitYearEnrolledCounts,
  users,
} from '../db/schema.ts';
import { sheetRows, sheetStatusIs } from './attendance.ts';
import { teaches } from './teaching.ts';
import { yearInProgressId } from './year-in-progress.ts';

/*
 * The SQL of the home page (routes/home.ts, issue 26). Each figure is one aggregate query over
 * indexed columns: no loop over rows. The teacher's attendance reuses the 'Frequências' rows
 * (queries/attendance.ts: a class's lesson days on which it had a student enrolled), so the home
 * page and the list count the same days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `day` (YYYY-MM-DD) moved by `days`. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The academic year of `today`, else the latest begun before it (`yearInProgressId`); undefined when none. */
export async function currentAcademicYear(db: Database, today: string) {
  const [year] = await db
    .select({ id: academicYears.id, year: academicYears.year })
    .from(academicYears)
    .where(eq(academicYears.id, yearInProgressId(today)))
    .limit(1);
  return year;
}

/**
 * A teacher's part: today's classes with their attendance state, the pending attendance of the
 * last `pendingDays` days (today included) and the assessments up to today without a grade —
 * only of the classes and components `userId` teaches.
 */
export async function teacherHome(
  db: Database,
  userId: string,
  today: string,
  pendingDays: number,
): Promise<HomeTeacher> {
  const mine = teaches(userId, classrooms.id, curricularComponents.id);
  const todays = await sheetRows(db, {
    today,
    where: and(mine, sql`class_days.date = ${today}::date`),
    classes: mine,
    pageSize: 0,
  });
  const since = shiftDay(today, 1 - pendingDays);
  const pending = await sheetRows(db, {
    today,
    where: and(mine, sheetStatusIs('PENDING'), sql`class_days.date >= ${since}::date`),
    classes: mine,
    page: 1,
    pageSize: 1,
  });
  const [ungraded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assessments)
    .where(
      and(
        sql`${assessments.date} <= ${today}::date`,
        teaches(userId, assessments.classroomId, assessments.curricularComponentId),
        sql`not exists (select 1 from ${grades} where ${grades.assessmentId} = ${assessments.id})`,
      ),
    );
  return {
    todayClasses: todays.rows.map((row) => ({
      classroom: { id: row.classroom_id, name: row.classroom_name },
      curricularComponent: { id: row.component_id, name: row.component_name },
      status: row.launch_date === null ? 'PENDING' : 'RECORDED',
    })),
    pendingAttendance: pending.total,
    assessmentsWithoutGrades: Number(ungraded?.n ?? 0),
  };
}

/** `column in units` (undefined: the whole network). */
const inUnits = (column: SQL | AnyColumn, units: readonly string[] | undefined) =>
  units === undefined
    ? sql`true`
    : units.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          units.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;

interface GroupRow {
  unit_id: string;
  unit_name: string;
  course_id: string;
  course_name: string;
  classrooms: number | string;
  enrollments: number | string;
}

/** The `n` of the one row `query` answers (0 when null). */
async function total(db: Database, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string | null }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

/**
 * A secretary's or director's part over `units` (undefined: every unit): the classrooms of the
 * academic year and their active enrolments by unit and course, the year's classrooms with a
 * component nobody teaches, the students without an active enrolment that year, the weekdays of
 * the year's calendars without a school day. The counts are the kept ones of migration 0012
 * (decision 0025), a row per unit, course and year, or per classroom, read with the year's
 * classrooms (issue 27: each year has its own).
 */
export async function schoolHome(
  db: Database,
  units: readonly string[] | undefined,
  today: string,
): Promise<HomeSchool> {
  const year = await currentAcademicYear(db, today);
  const yearId = year?.id ?? null;
  const groups = rowsOf<GroupRow>(
    await db.execute(sql`select ${schoolUnits.id} as unit_id, ${schoolUnits.name} as unit_name,
        ${courses.id} as course_id, ${courses.name} as course_name,
        (select count(*) from ${classrooms}
          where ${classrooms.schoolUnitId} = ${unitCourseCounts.schoolUnitId}
            and ${classrooms.courseId} = ${unitCourseCounts.courseId}
            and ${classrooms.academicYearId} = ${yearId}::uuid) as classrooms,
        coalesce(${unitCourseYearCounts.enrollments}, 0) as enrollments
      from ${unitCourseCounts}
      inner join ${schoolUnits} on ${schoolUnits.id} = ${unitCourseCounts.schoolUnitId}
      inner join ${courses} on ${courses.id} = ${unitCourseCounts.courseId}
      left join ${unitCourseYearCounts}
        on ${unitCourseYearCounts.schoolUnitId} = ${unitCourseCounts.schoolUnitId}
        and ${unitCourseYearCounts.courseId} = ${unitCourseCounts.courseId}
        and ${unitCourseYearCounts.academicYearId} = ${yearId}::uuid
      where ${inUnits(unitCourseCounts.schoolUnitId, units)}
        and exists (select 1 from ${classrooms}
          where ${classrooms.schoolUnitId} = ${unitCourseCounts.schoolUnitId}
            and ${classrooms.courseId} = ${unitCourseCounts.courseId}
            and ${classrooms.academicYearId} = ${yearId}::uuid)
      order by lousa_fold(${schoolUnits.name}), ${schoolUnits.id},
        lousa_fold(${courses.name}), ${courses.id}`),
  );
  const enrollmentsByCourse: HomeEnrolmentGroup[] = groups.map((row) => ({
    schoolUnit: { id: row.unit_id, name: row.unit_name },
    course: { id: row.course_id, name: row.course_name },
    classrooms: Number(row.classrooms),
    enrollments: Number(row.enrollments),
  }));
  const [untaught] = rowsOf<{ classrooms: number | string | null; pairs: number | string | null }>(
    await db.execute(sql`select count(*) as classrooms,
        sum(${classroomUntaughtCounts.components}) as pairs
      from ${classroomUntaughtCounts}
      inner join ${classrooms} on ${classrooms.id} = ${classroomUntaughtCounts.classroomId}
      where ${inUnits(classroomUntaughtCounts.schoolUnitId, units)}
        and ${classrooms.academicYearId} = ${yearId}::uuid`),
  );
  // `units` undefined: every unit, and the students no unit holds (the nil UUID) too.
  const held = await total(
    db,
    sql`select sum(${unitStudentCounts.students}) as n from ${unitStudentCounts}
      where ${inUnits(unitStudentCounts.unitKey, units)}`,
  );
  const enrolled =
    yearId === null
      ? 0
      : await total(
          db,
          sql`select sum(${unitYearEnrolledCounts.students}) as n from ${unitYearEnrolledCounts}
            where ${inUnits(unitYearEnrolledCounts.unitKey, units)}
              and ${unitYearEnrolledCounts.academicYearId} = ${yearId}::uuid`,
        );
  let daysWithoutType: number | null = null;
  if (yearId !== null) {
    const [days] = rowsOf<{ calendars: number | string; n: number | string }>(
      await db.execute(sql`select
          (select count(*) from ${academicCalendars}
            where ${academicCalendars.academicYearId} = ${yearId}::uuid) as calendars,
          (select count(*) from ${academicCalendars}
            inner join ${academicYears} on ${academicYears.id} = ${academicCalendars.academicYearId}
            cross join lateral generate_series(${academicYears.startDate}::timestamp,
              ${academicYears.endDate}::timestamp, interval '1 day') as day
            where ${academicCalendars.academicYearId} = ${yearId}::uuid
              and extract(isodow from day) < 6
              and not exists (select 1 from ${schoolDays}
                where ${schoolDays.academicCalendarId} = ${academicCalendars.id}
                  and ${schoolDays.date} = day::date)) as n`),
    );
    if (Number(days?.calendars ?? 0) > 0) daysWithoutType = Number(days?.n ?? 0);
  }
  return {
    academicYear: year ? { id: year.id, year: year.year } : null,
    enrollments: enrollmentsByCourse.reduce((sum, group) => sum + group.enrollments, 0),
    enrollmentsByCourse,
    classroomsWithoutTeacher: Number(untaught?.classrooms ?? 0),
    componentsWithoutTeacher: Number(untaught?.pairs ?? 0),
    studentsWithoutClass: held - enrolled,
    daysWithoutType,
  };
}

/** The network's figures: units, students and classrooms (kept counts), active teachers. */
export async function networkHome(db: Database): Promise<HomeNetwork> {
  const [row] = rowsOf<Record<keyof HomeNetwork, number | string>>(
    await db.execute(sql`select
      (select count(*) from ${schoolUnits}) as "schoolUnits",
      coalesce((select ${rowCounts.rowCount} from ${rowCounts}
        where ${rowCounts.tableName} = 'students'), (select count(*) from ${students})) as students,
      coalesce((select ${rowCounts.rowCount} from ${rowCounts}
        where ${rowCounts.tableName} = 'classrooms'), (select count(*) from ${classrooms})) as classrooms,
      (select count(*) from ${users} inner join ${roles} on ${roles.id} = ${users.roleId}
        where ${users.active} and 'pedagogy.own-classes' = any(${roles.permissions})
          and not ('network.all' = any(${roles.permissions}))) as teachers`),
  );
  return {
    schoolUnits: Number(row?.schoolUnits ?? 0),
    students: Number(row?.students ?? 0),
    classrooms: Number(row?.classrooms ?? 0),
    teachers: Number(row?.teachers ?? 0),
  };
}
