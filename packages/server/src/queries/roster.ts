import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { enrolledOn } from '../db/enrolment-period.ts';
import { enrollments, fold, persons, students } from '../db/schema.ts';

/*
 * The students of a class as the pedagogy answers list them: by name, each with a roll number.
 */

/** A student of a roster: `code` is the roll number, the place in the roster ('01', '02', …). */
export interface RosterStudent {
  studentId: string;
  code: string;
  name: string;
}

/** Numbers the students in their order: '01', '02', … (wider past 99). */
function withCodes(rows: readonly { studentId: string; name: string }[]): RosterStudent[] {
  const width = Math.max(2, String(rows.length).length);
  return rows.map((row, index) => ({ ...row, code: String(index + 1).padStart(width, '0') }));
}

/**
 * The students enrolled in the classroom on `day`, by name (an attendance day's roster). `lock`
 * keeps their enrolments (FOR SHARE) until the transaction ends.
 */
export async function rosterOn(
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
  return withCodes(rows.filter((row) => !seen.has(row.studentId) && seen.add(row.studentId)));
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
