import {
  ATTENDANCE_TODO_DAYS,
  type AttendanceSheet,
  attendanceStatuses,
  calendarDateToIso,
  type Enrollment,
  type NamedRef,
} from '@lousa/domain';
import { createFaker, type Faker } from '@lousa/domain/fake';

/**
 * The fixture attendance of 'Frequências': for every class and component with a teacher, the
 * weekdays of four weeks of March 2026 (the fixtures' current academic year), the older ones
 * RECORDED with the marks of the class's students, the later ones still PENDING. Made with a
 * faker of its own (from the database's seed), so the data made before stays as it was.
 */

/** One student's mark on a recorded day, as PUT /attendance stores it. */
export interface AttendanceMarkFixture {
  studentId: string;
  isPresent: boolean;
  justified: boolean;
  justification: string | null;
}

/**
 * A stored day: the row of GET /attendance-sheets, the marks PUT /attendance stored (none while
 * PENDING), and what GET /attendance says about editing it. The fixtures check no rule: every
 * day may be saved (`canEdit`) unless a story says otherwise.
 */
export interface AttendanceSheetFixture extends AttendanceSheet {
  entries: AttendanceMarkFixture[];
  canEdit: boolean;
  /** Until when the teacher may correct it (launch + 7 days); null while PENDING. */
  editableUntil: string | null;
}

/** The correction window the fixtures show (the server's default `LOUSA_ATTENDANCE_CORRECTION_DAYS`). */
export const FIXTURE_CORRECTION_DAYS = 7;
/**
 * The fixtures' clock for the to-do (`todo=1`): the evening of their last lesson day, 27/03/2026.
 * The server reads its own clock; the fixtures keep theirs still so the stories stay the same.
 */
export const FIXTURE_NOW = '2026-03-27T18:00:00.000Z';
/** The justification of the fixtures' justified absences. */
export const FIXTURE_JUSTIFICATION = 'Atestado médico apresentado pela família.';

export interface FixtureAttendanceSource {
  /** The (classroom, component) pairs with a teacher (`db.teachingAssignments`). */
  teaching: readonly { classroom: NamedRef; curricularComponent: NamedRef }[];
  enrollments: readonly Enrollment[];
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);

/** The weekdays from 2026-03-02 (a Monday) for four weeks, oldest first. */
function lessonDays(): string[] {
  const days: string[] = [];
  for (let offset = 0; offset < 28; offset += 1) {
    const date = new Date(Date.UTC(2026, 2, 2) + offset * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      days.push(
        calendarDateToIso({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        }),
      );
    }
  }
  return days;
}

/** The id of a day's row: `<classroomId>:<curricularComponentId>:<YYYY-MM-DD>`. */
export const attendanceSheetId = (classroomId: string, componentId: string, date: string) =>
  `${classroomId}:${componentId}:${dayOf(date)}`;

/** Whether an enrolment was active in its classroom on `date` (started, and not ended before). */
export function enrolledOn(enrollment: Enrollment, date: string): boolean {
  const day = dayOf(date);
  return (
    dayOf(enrollment.date) <= day &&
    (enrollment.endDate === null || dayOf(enrollment.endDate) > day)
  );
}

/** The students of a classroom on a date, by name (the roster 'Código' numbers). */
export function rosterOn(
  enrollments: readonly Enrollment[],
  classroomId: string,
  date: string,
): NamedRef[] {
  const students = new Map<string, NamedRef>();
  for (const enrollment of enrollments) {
    if (enrollment.classroom.id === classroomId && enrolledOn(enrollment, date)) {
      students.set(enrollment.student.id, enrollment.student);
    }
  }
  return [...students.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * The roll numbers ('número de chamada') of the students of a classroom on a date, by student id,
 * as the server numbers enrolments: those that started by the class's first lesson day (the
 * first fixture lesson day on or after its earliest enrolment) by name, then later arrivals by
 * their start date, then name. An enrolment that left keeps its number.
 */
export function rollNumbersOn(
  enrollments: readonly Enrollment[],
  classroomId: string,
  date: string,
): Map<string, number> {
  const year = enrollments.find(
    (enrollment) => enrollment.classroom.id === classroomId && enrolledOn(enrollment, date),
  )?.academicYear.id;
  const ofClass = enrollments.filter(
    (enrollment) =>
      enrollment.classroom.id === classroomId &&
      enrollment.academicYear.id === year &&
      (enrollment.endDate === null || dayOf(enrollment.endDate) > dayOf(enrollment.date)),
  );
  const earliest = ofClass.map((enrollment) => dayOf(enrollment.date)).sort()[0] ?? '';
  const firstDay =
    lessonDays()
      .map(dayOf)
      .find((day) => day >= earliest) ?? earliest;
  // Those there by the first lesson day arrived together; later ones on their start date.
  const arrival = (enrollment: Enrollment) => [firstDay, dayOf(enrollment.date)].sort()[1] ?? '';
  const numbered = [...ofClass].sort(
    (a, b) =>
      arrival(a).localeCompare(arrival(b)) ||
      a.student.name.localeCompare(b.student.name, 'pt-BR') ||
      a.student.id.localeCompare(b.student.id),
  );
  const numbers = new Map<string, number>();
  for (const [index, enrollment] of numbered.entries()) {
    if (enrolledOn(enrollment, date) && !numbers.has(enrollment.student.id)) {
      numbers.set(enrollment.student.id, index + 1);
    }
  }
  return numbers;
}

/** An instant `days` after another (ISO). */
export const addDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();

/** A recorded day's marks: most present, the second of the roster often absent, a few justified. */
function marksOf(faker: Faker, roster: readonly NamedRef[]): AttendanceMarkFixture[] {
  return roster.map((student, place) => {
    const isPresent = !faker.bool(place === 1 ? 0.4 : 0.08);
    const justified = !isPresent && faker.bool(0.25);
    return {
      studentId: student.id,
      isPresent,
      justified,
      justification: justified ? FIXTURE_JUSTIFICATION : null,
    };
  });
}

/**
 * The days, latest first (the list's default order), each class and component in the order of
 * the assignments. Of the 20 days, the first 12 to 16 are RECORDED (launched on the afternoon of
 * the day, some on the next morning): most students present, the second of each roster often
 * absent (under 75%), now and then a justified absence.
 */
export function createFixtureAttendance(
  seed: number,
  { teaching, enrollments }: FixtureAttendanceSource,
): AttendanceSheetFixture[] {
  const faker = createFaker(seed * 9_973 + 7_919);
  const days = lessonDays();
  const sheets = teaching.flatMap(({ classroom, curricularComponent }, index) => {
    const recorded = 12 + (index % 5);
    return days.map((date, position): AttendanceSheetFixture => {
      const base = {
        id: attendanceSheetId(classroom.id, curricularComponent.id, date),
        classroom: { id: classroom.id, name: classroom.name },
        curricularComponent: { id: curricularComponent.id, name: curricularComponent.name },
        date,
        canEdit: true,
      };
      if (position >= recorded) {
        return { ...base, status: 'PENDING', launchDate: null, editableUntil: null, entries: [] };
      }
      const launchDate = faker.bool(0.8)
        ? `${dayOf(date)}T17:30:00.000Z`
        : `${dayOf(addDays(date, 1))}T11:15:00.000Z`;
      const entries = marksOf(faker, rosterOn(enrollments, classroom.id, date));
      return {
        ...base,
        status: 'RECORDED',
        launchDate,
        editableUntil: addDays(launchDate, FIXTURE_CORRECTION_DAYS),
        entries,
      };
    });
  });
  return sheets.sort((a, b) => b.date.localeCompare(a.date));
}

/** The row of GET /attendance-sheets (what 'Frequências' shows) of a stored day. */
export function attendanceSheetOf({
  id,
  classroom,
  curricularComponent,
  date,
  status,
  launchDate,
}: AttendanceSheetFixture): AttendanceSheet {
  return { id, classroom, curricularComponent, date, status, launchDate };
}

/**
 * Whether a row is on the to-do list (`todo=1`) at `FIXTURE_NOW`, as the server's `sheetTodo`
 * reads it: PENDING within the last `ATTENDANCE_TODO_DAYS` days (today included), or RECORDED
 * with its correction window (`FIXTURE_CORRECTION_DAYS` from the launch) still open. A day
 * recorded by a story (launched on the real clock, later) is in its window.
 */
export function isTodo(sheet: Pick<AttendanceSheet, 'date' | 'status' | 'launchDate'>): boolean {
  if (sheet.status === 'PENDING' || sheet.launchDate === null) {
    return dayOf(sheet.date) > dayOf(addDays(FIXTURE_NOW, -ATTENDANCE_TODO_DAYS));
  }
  return addDays(sheet.launchDate, FIXTURE_CORRECTION_DAYS) > FIXTURE_NOW;
}

/** Sort value of a status: the server sorts enums in their declared order (PENDENTE first). */
export const attendanceStatusOrder = (status: AttendanceSheet['status']) =>
  String(attendanceStatuses.indexOf(status));

/** What `seatStudents` changes: the enrolments and the stored days. */
export interface RosterTarget {
  students: readonly { id: string; person: { name: string } }[];
  classrooms: readonly { id: string; name: string; schoolUnit: NamedRef }[];
  academicYears: readonly { id: string; year: string; startDate: string }[];
  enrollments: Enrollment[];
  attendanceSheets: AttendanceSheetFixture[];
}

/**
 * Gives a classroom a roster of `count` students (the demo classrooms have one or two): the
 * first fixture students not in it are enrolled there (ATIVA, from the start of 2026), and its
 * recorded days get their marks. For stories and tests that need a class to take attendance of;
 * it checks no rule (a student may end up active in two classrooms). Same db, same roster.
 */
export function seatStudents(db: RosterTarget, classroomId: string, count: number): NamedRef[] {
  const classroom = db.classrooms.find((candidate) => candidate.id === classroomId);
  const year = db.academicYears.find((candidate) => candidate.year === '2026');
  if (!classroom || !year) throw new Error('seatStudents: turma ou ano letivo 2026 ausente');
  // Who is there on the first lesson day, and who was ever enrolled there (not enrolled twice).
  const seated = new Set(rosterOn(db.enrollments, classroomId, year.startDate).map(({ id }) => id));
  const known = new Set(
    db.enrollments
      .filter((enrollment) => enrollment.classroom.id === classroomId)
      .map((enrollment) => enrollment.student.id),
  );
  const faker = createFaker(count * 31 + 17);
  for (const student of db.students) {
    if (seated.size >= count) break;
    if (known.has(student.id)) continue;
    seated.add(student.id);
    db.enrollments.push({
      id: faker.uuid(),
      status: 'ACTIVE',
      date: year.startDate,
      endDate: null,
      cancelReason: null,
      student: { id: student.id, name: student.person.name },
      classroom: { id: classroom.id, name: classroom.name },
      schoolUnit: { id: classroom.schoolUnit.id, name: classroom.schoolUnit.name },
      academicYear: { id: year.id, year: year.year },
    });
  }
  for (const sheet of db.attendanceSheets) {
    if (sheet.classroom.id === classroomId && sheet.status === 'RECORDED') {
      sheet.entries = marksOf(faker, rosterOn(db.enrollments, classroomId, sheet.date));
    }
  }
  return rosterOn(db.enrollments, classroomId, `${year.startDate.slice(0, 10)}`);
}
