import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enrolledOn } from '../db/enrolment-period.ts';
import { rowsOf } from '../db/rows-of.ts';
import {
  academicCalendars,
  classCalendars,
  enrollments,
  fold,
  persons,
  schoolDays,
  schoolDayTypes,
  students,
} from '../db/schema.ts';
import { lessonDayType } from './attendance.ts';

/*
 * The students of a class as the pedagogy answers list them, each with a roll number.
 */

/** A student of a roster: `code` is the roll number, the place in the roster ('01', '02', …). */
export interface RosterStudent {
  studentId: string;
  code: string;
  name: string;
}

/** A student of an attendance day's roster: `rollNumber` is the enrolment's 'número de chamada'. */
export interface RollStudent extends RosterStudent {
  rollNumber: number;
}

/** A number as a roster shows it: two digits, or as many as `largest` has ('01', '102'). */
function codeOf(rollNumber: number, largest: number): string {
  return String(rollNumber).padStart(Math.max(2, String(largest).length), '0');
}

/** Numbers the students in their order: '01', '02', … (wider past 99). */
function withCodes(rows: readonly { studentId: string; name: string }[]): RosterStudent[] {
  return rows.map((row, index) => ({ ...row, code: codeOf(index + 1, rows.length) }));
}

/**
 * The roll number ('número de chamada') of every enrolment in the classroom, by enrolment id: per
 * academic year, the enrolments that started on or before the class's first lesson day (the
 * first lesson day of the year on or after its earliest enrolment) by the student's name, then
 * the later arrivals by their start date, then name. Derived from the enrolments alone, it stays
 * the same every day: an enrolment that ends keeps its number and no later one takes it. An
 * enrolment that never covered a day (ended on its start date) has none.
 */
export async function rollNumbers(db: Database, classroomId: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: string; roll: number | string }>(
    await db.execute(sql`with class_enrolments as (
        select ${enrollments.id} as id, ${enrollments.academicYearId} as academic_year_id,
          ${enrollments.date} as start_date, ${fold(persons.name)} as folded,
          ${enrollments.studentId} as student_id
        from ${enrollments}
        inner join ${students} on ${students.id} = ${enrollments.studentId}
        inner join ${persons} on ${persons.id} = ${students.personId}
        where ${enrollments.classroomId} = ${classroomId}
          and (${enrollments.endDate} is null or ${enrollments.endDate} > ${enrollments.date})
      ),
      first_enrolled as (
        select academic_year_id, min(start_date) as first_date
        from class_enrolments group by academic_year_id
      ),
      first_days as (
        select first_enrolled.academic_year_id, coalesce((
          select min(${schoolDays.date}) from ${schoolDays}
          inner join ${schoolDayTypes} on ${schoolDayTypes.id} = ${schoolDays.typeId}
          inner join ${academicCalendars}
            on ${academicCalendars.id} = ${schoolDays.academicCalendarId}
          inner join ${classCalendars}
            on ${classCalendars.academicCalendarId} = ${schoolDays.academicCalendarId}
          where ${classCalendars.classroomId} = ${classroomId}
            and ${academicCalendars.academicYearId} = first_enrolled.academic_year_id
            and ${lessonDayType(schoolDayTypes.kind)}
            and ${schoolDays.date} >= first_enrolled.first_date
        ), first_enrolled.first_date) as first_day
        from first_enrolled
      )
      select class_enrolments.id, row_number() over (
          partition by class_enrolments.academic_year_id
          order by greatest(class_enrolments.start_date, first_days.first_day),
            class_enrolments.folded, class_enrolments.student_id, class_enrolments.id
        ) as roll
      from class_enrolments
      inner join first_days on first_days.academic_year_id = class_enrolments.academic_year_id`),
  );
  return new Map(rows.map((row) => [row.id, Number(row.roll)]));
}

/**
 * The students enrolled in the classroom on `day`, by roll number (an attendance day's roster).
 * `lock` keeps their enrolments (FOR SHARE) until the transaction ends.
 */
export async function rosterOn(
  db: Database,
  classroomId: string,
  day: string,
  lock = false,
): Promise<RollStudent[]> {
  const query = db
    .select({ enrolmentId: enrollments.id, studentId: students.id, name: persons.name })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(and(eq(enrollments.classroomId, classroomId), enrolledOn(day)))
    .orderBy(fold(persons.name), asc(students.id));
  const rows = lock ? await query.for('share', { of: enrollments }) : await query;
  const numbers = rows.length > 0 ? await rollNumbers(db, classroomId) : new Map();
  const numbered = rows
    .map((row) => {
      // An enrolment that covers a day covers at least one: it has a number.
      const rollNumber = numbers.get(row.enrolmentId);
      if (rollNumber === undefined) throw new Error(`enrolment ${row.enrolmentId} has no number`);
      return { studentId: row.studentId, name: row.name, rollNumber };
    })
    .sort((a, b) => a.rollNumber - b.rollNumber);
  const seen = new Set<string>();
  const roster = numbered.filter((row) => !seen.has(row.studentId) && seen.add(row.studentId));
  const largest = Math.max(0, ...roster.map((row) => row.rollNumber));
  return roster.map((row) => ({ ...row, code: codeOf(row.rollNumber, largest) }));
}

/** The students whose id one of `sources` (selects of one student id column) gives, by name. */
export async function rosterOf(db: Database, sources: readonly SQL[]): Promise<RosterStudent[]> {
  const rows = await db
    .select({ studentId: students.id, name: persons.name })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(sql`${students.id} in (${sql.join([...sources], sql` union `)})`)
    .orderBy(fold(persons.name), asc(students.id));
  return withCodes(rows);
}

/** The names of the students of `ids` that exist, by id. */
export async function studentNames(
  tx: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: students.id, name: persons.name })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(inArray(students.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
