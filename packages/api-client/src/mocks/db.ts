import type {
  AcademicCalendar,
  AcademicTerm,
  AcademicYear,
  Activity,
  Assessment,
  AuditEvent,
  BnccCatalogueItem,
  CalendarEvent,
  Classroom,
  Course,
  CurricularComponent,
  CurriculumMatrix,
  Enrollment,
  LessonPlanItem,
  RoleItem,
  SchoolDay,
  SchoolDayType,
  SchoolUnit,
  StudentRecord,
  TeachingModality,
  User,
} from '@lousa/domain';
import { calendarDateToIso, shifts } from '@lousa/domain';
import { createFaker, type Faker } from '@lousa/domain/fake';
import { type AttendanceSheetFixture, createFixtureAttendance } from './fixture-attendance.ts';
import { createAuditTrail } from './fixture-audit.ts';
import { createFixtureEvents } from './fixture-calendar.ts';
import {
  fixtureComponentNames,
  fixtureCourseNames,
  fixtureMatrixNames,
  fixtureModalityNames,
  fixtureRoles,
  fixtureSchoolDayTypeNames,
} from './fixture-data.ts';
import { createFixtureEnrollments } from './fixture-enrollments.ts';
import {
  createFixtureGrades,
  type GradeFixture,
  type TermAttendanceFixture,
} from './fixture-grades.ts';
import { createFixturePedagogy } from './fixture-pedagogy.ts';
import { completeStudents } from './fixture-students.ts';
import { createFixtureAssignments, type TeachingAssignmentFixture } from './fixture-teaching.ts';

/** The fixture admin's sign-in (e-mail or CPF, and this password). */
export const FIXTURE_ADMIN_EMAIL = 'admin@lousa.dev';
export const FIXTURE_ADMIN_PASSWORD = 'Lousa@2025';

export interface FixtureCollections {
  roles: RoleItem[];
  users: User[];
  schoolUnits: SchoolUnit[];
  teachingModalities: TeachingModality[];
  curricularComponents: CurricularComponent[];
  curriculumMatrices: CurriculumMatrix[];
  courses: Course[];
  classrooms: Classroom[];
  academicYears: AcademicYear[];
  academicCalendars: AcademicCalendar[];
  academicTerms: AcademicTerm[];
  schoolDayTypes: SchoolDayType[];
  schoolDays: SchoolDay[];
  /** Student records (GET /students/<id>); `classroom` is what the list shows ('Turma'). */
  students: StudentFixture[];
  /** The audit log, newest first (GET /audit-events answers that order by default). */
  auditEvents: AuditEvent[];
  /** Enrolments, newest academic year first (fixture-enrollments.ts). */
  enrollments: Enrollment[];
  /** Who teaches which component of which classroom (fixture-teaching.ts). */
  teachingAssignments: TeachingAssignmentFixture[];
  /** The BNCC catalogue (the domain's seed; fixture-pedagogy.ts). */
  bnccStandards: BnccCatalogueItem[];
  /** Lesson plans in the teachers' classes (fixture-pedagogy.ts). */
  lessonPlans: LessonPlanItem[];
  /** Pedagogical activities in the teachers' classes (fixture-pedagogy.ts). */
  activities: Activity[];
  /** Assessments of the assigned classes, each term (fixture-grades.ts). */
  assessments: Assessment[];
  /** Their scores, one row per student with a score. */
  grades: GradeFixture[];
  /** The report cards' attendance percentages (class, component, term, student). */
  termAttendance: TermAttendanceFixture[];
  /** The 'Frequências' days with what was recorded, latest first (fixture-attendance.ts). */
  attendanceSheets: AttendanceSheetFixture[];
  /** The events added to the academic calendar (fixture-calendar.ts). */
  events: CalendarEvent[];
}

/** Any collection replaced whole, plus sizes of the generated ones. */
export interface FixtureOverrides extends Partial<FixtureCollections> {
  /** Generated school units (default 12: more than one page of 10). */
  schoolUnitCount?: number;
  /** Generated users besides the admin (default 14). */
  userCount?: number;
  /** Generated student records (default 32). */
  studentCount?: number;
}

/**
 * The in-memory database behind the MSW handlers. Collections are plain arrays (handlers
 * append to them on create); `passwords` maps a user id to its password; `faker` keeps making
 * deterministic ids and values for new records.
 */
export interface FixtureDb extends FixtureCollections {
  faker: Faker;
  passwords: Map<string, string>;
  admin: User;
  /** Who POST /auth/refresh-token answers for (the last user to sign in); null after logout. */
  signedInUserId: string | null;
  /** Lifetime of the tokens the mock auth issues. */
  tokenTtlSeconds: number;
  /** Ids of the users who must choose a new password before anything else (GET /me). */
  passwordChangeRequired: Set<string>;
}

/**
 * A stored student: the record of GET /students/<id> plus the classroom of its active
 * enrolment, which the list shows as 'Turma' (absent or null: none).
 */
export type StudentFixture = StudentRecord & { classroom?: { id: string; name: string } | null };

const ref = <T extends { id: string; name: string }>({ id, name }: T) => ({ id, name });
const iso = (year: number, month: number, day: number) => calendarDateToIso({ year, month, day });
/** The creation and update time of the fixtures' calendars. */
export const FIXED_TIMESTAMP = '2025-01-15T12:00:00.000Z';

/**
 * Builds the fixture database: 12 units, 5 modalities, the nine components, 3 matrices, courses
 * and classrooms per unit, years 2025/2026 with calendars, terms, day types and school days,
 * 32 students, the built-in roles, and users including an admin with role 'Administrador'
 * (the others with a role work in one or two units; one is inactive). Same seed, same data.
 */
export function createFixtureDb(seed = 1, overrides: FixtureOverrides = {}): FixtureDb {
  const faker = createFaker(seed);

  const roles: RoleItem[] = fixtureRoles.map((role) => ({
    id: faker.uuid(),
    name: role.name,
    permissions: [...role.permissions],
    users: 0,
  }));
  const [adminRole] = roles as [RoleItem, ...RoleItem[]];
  const roleOf = ({ id, name, permissions }: RoleItem) => ({ id, name, permissions });

  const admin = faker.user({
    firstName: 'Ana',
    lastName: 'Administradora',
    email: FIXTURE_ADMIN_EMAIL,
    role: roleOf(adminRole),
  });
  const users = [
    admin,
    ...Array.from({ length: overrides.userCount ?? 14 }, (_, index) => {
      const role = index % 4 === 3 ? null : faker.pick(roles.slice(1));
      return faker.user({ role: role && roleOf(role) });
    }),
  ];
  const passwords = new Map(users.map((user) => [user.id, FIXTURE_ADMIN_PASSWORD]));

  const schoolUnits = Array.from({ length: overrides.schoolUnitCount ?? 12 }, () =>
    faker.schoolUnit(),
  );
  const teachingModalities = fixtureModalityNames.map((name) => ({ id: faker.uuid(), name }));
  const curricularComponents = fixtureComponentNames.map((name) => ({ id: faker.uuid(), name }));
  const curriculumMatrices: CurriculumMatrix[] = fixtureMatrixNames.map((name, index) => ({
    id: faker.uuid(),
    name,
    matrix: curricularComponents.slice(0, index === 2 ? 6 : 9).map((component) => ({
      curricularComponent: ref(component),
      workload: faker.int(4, 20) * 10,
    })),
  }));

  const courses: Course[] = schoolUnits.flatMap((unit) =>
    faker.sample(fixtureCourseNames, 2).map((name) => {
      const modalityIndex =
        name === 'Educação de Jovens e Adultos' ? 3 : name.endsWith('II') ? 2 : 1;
      return {
        id: faker.uuid(),
        name,
        teachingModality: ref(teachingModalities[modalityIndex] as TeachingModality),
        curriculumMatrix: ref(
          curriculumMatrices[
            modalityIndex === 1 ? 0 : modalityIndex === 2 ? 1 : 2
          ] as CurriculumMatrix,
        ),
        schoolUnit: ref(unit),
      };
    }),
  );

  const classrooms: Classroom[] = courses.flatMap((course, index) =>
    Array.from({ length: index % 2 === 0 ? 2 : 1 }, (_, letter) => ({
      id: faker.uuid(),
      name: `${faker.int(1, 9)}º ANO ${'ABC'[letter]}`,
      shift: faker.pick(shifts),
      schoolUnit: course.schoolUnit,
      course: ref(course),
      // 'Vagas' and the count enrolled come with the enrolments (below).
      capacity: null,
      enrolled: 0,
    })),
  );

  const academicYears: AcademicYear[] = [2025, 2026].map((year) => ({
    id: faker.uuid(),
    year: String(year),
    startDate: iso(year, 2, 3),
    endDate: iso(year, 12, 18),
  }));
  const [year2025, year2026] = academicYears as [AcademicYear, AcademicYear];

  const academicCalendars: AcademicCalendar[] = [
    { year: year2025, status: 'IN_ACTIVITY' as const },
    { year: year2026, status: 'INACTIVE' as const },
  ].map(({ year, status }) => ({
    id: faker.uuid(),
    title: `Calendário Acadêmico ${year.year}`,
    status,
    academicYear: { id: year.id, year: year.year },
    createdAt: FIXED_TIMESTAMP,
    updatedAt: FIXED_TIMESTAMP,
  }));

  const termBounds = [
    [2, 3, 4, 17],
    [4, 22, 7, 4],
    [7, 21, 9, 30],
    [10, 1, 12, 18],
  ] as const;
  const termStatuses2025 = ['COMPLETED', 'COMPLETED', 'IN_ACTIVITY', 'PENDING'] as const;
  const academicTerms: AcademicTerm[] = academicCalendars.flatMap((calendar) => {
    const year = Number(calendar.academicYear.year);
    return termBounds.map(([startMonth, startDay, endMonth, endDay], index) => ({
      id: faker.uuid(),
      title: `${index + 1}º Bimestre ${year}`,
      startDate: iso(year, startMonth, startDay),
      endDate: iso(year, endMonth, endDay),
      status: year === 2025 ? (termStatuses2025[index] ?? 'PENDING') : 'PENDING',
      academicCalendar: { id: calendar.id, title: calendar.title, status: calendar.status },
    }));
  });

  const schoolDayTypes = fixtureSchoolDayTypeNames.map((description) => ({
    id: faker.uuid(),
    description,
  }));
  const calendar2025 = academicCalendars[0] as AcademicCalendar;
  const schoolDays: SchoolDay[] = Array.from({ length: 24 }, (_, index) => {
    const type = schoolDayTypes[index % schoolDayTypes.length] as SchoolDayType;
    return {
      id: faker.uuid(),
      date: iso(2025, 2 + Math.floor(index / 3), 3 + (index % 3) * 7),
      type,
      academicCalendar: { id: calendar2025.id, title: calendar2025.title },
    };
  });

  const students: StudentFixture[] = Array.from(
    { length: overrides.studentCount ?? 32 },
    () => faker.studentRecord() as StudentFixture,
  );
  // Valid documents, a few children without CPF, the classrooms (no faker draw).
  completeStudents(students, classrooms);

  // Units and the active flag are set without the faker, so the data made above stays as it
  // was: every user with a role but the administrators works in one or two units; the seventh
  // generated user is deactivated.
  users.forEach((user, index) => {
    if (index === 0 || !user.role || user.role.id === adminRole.id) return;
    const units = [
      schoolUnits[index % schoolUnits.length],
      schoolUnits[(index * 5 + 1) % schoolUnits.length],
    ];
    user.schoolUnits = [...new Set(units.slice(0, index % 3 === 0 ? 2 : 1))]
      .filter((unit) => unit !== undefined)
      .map(ref);
  });
  if (users[7]) users[7].active = false;
  for (const role of roles) {
    role.users = users.filter((user) => user.role?.id === role.id).length;
  }

  // Last, so the faker's draws above stay as they were.
  const auditEvents = createAuditTrail(faker, {
    users,
    ids: {
      users: users.map((user) => user.id),
      'school-units': schoolUnits.map((unit) => unit.id),
      courses: courses.map((course) => course.id),
      students: students.map((student) => student.id),
      classrooms: classrooms.map((classroom) => classroom.id),
      roles: roles.map((role) => role.id),
    },
    labels: Object.fromEntries([
      ...users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]),
      ...students.map((student) => [student.id, student.person.name]),
      ...[...schoolUnits, ...courses, ...classrooms, ...roles].map((record) => [
        record.id,
        record.name,
      ]),
    ]),
  });

  // With a faker of their own: the data above stays as it was. Sets the classrooms' 'Vagas'.
  const enrollments = createFixtureEnrollments(seed, {
    students: overrides.students ?? students,
    classrooms: overrides.classrooms ?? classrooms,
    academicYears: overrides.academicYears ?? academicYears,
  });

  // With a faker of its own too: a teacher of the unit for some components of each classroom.
  const teachingAssignments = createFixtureAssignments(seed, {
    users: overrides.users ?? users,
    classrooms: overrides.classrooms ?? classrooms,
    courses: overrides.courses ?? courses,
    curriculumMatrices: overrides.curriculumMatrices ?? curriculumMatrices,
  });

  // Lesson plans, activities and the BNCC catalogue, in the classes just assigned.
  const pedagogy = createFixturePedagogy(seed, {
    admin,
    classrooms: overrides.classrooms ?? classrooms,
    curricularComponents: overrides.curricularComponents ?? curricularComponents,
    teaching: overrides.teachingAssignments ?? teachingAssignments,
  });

  // The attendance of the assigned classes, from their enrolments (a faker of its own too).
  const attendanceSheets = createFixtureAttendance(seed, {
    teaching: overrides.teachingAssignments ?? teachingAssignments,
    enrollments: overrides.enrollments ?? enrollments,
  });

  // Assessments and scores of the assigned classes (a faker of its own too).
  const grades = createFixtureGrades(seed, {
    teaching: overrides.teachingAssignments ?? teachingAssignments,
    academicTerms: overrides.academicTerms ?? academicTerms,
    enrollments: overrides.enrollments ?? enrollments,
  });

  // The events added to the academic calendar, beside its school days (a faker of its own too).
  const events = createFixtureEvents(seed, { schoolDays: overrides.schoolDays ?? schoolDays });

  const {
    schoolUnitCount: _units,
    userCount: _users,
    studentCount: _students,
    ...collections
  } = overrides;
  return {
    roles,
    users,
    schoolUnits,
    teachingModalities,
    curricularComponents,
    curriculumMatrices,
    courses,
    classrooms,
    academicYears,
    academicCalendars,
    academicTerms,
    schoolDayTypes,
    schoolDays,
    students,
    auditEvents,
    enrollments,
    teachingAssignments,
    ...pedagogy,
    ...grades,
    attendanceSheets,
    events,
    ...collections,
    faker,
    passwords,
    admin,
    signedInUserId: null,
    tokenTtlSeconds: 15 * 60,
    passwordChangeRequired: new Set(),
  };
}
