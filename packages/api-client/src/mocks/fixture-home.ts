import type { Home, HomeEnrolmentGroup, HomeTodayClass, NamedRef } from '@lousa/domain';
import type { FixtureDb } from './db.ts';

/*
 * GET /home as the fixtures hold it (issue 26): small answers built from the fixture records,
 * so the names on the home page are those of the other screens. The figures are fixed, not
 * computed: the server computes them (queries/home.ts); a story only shows them.
 */

/** Whose home page: a teacher's, a unit's secretary's, the administrator's, or nothing yet. */
export type HomeFixtureRole = 'teacher' | 'secretary' | 'admin' | 'empty';

const ref = (item: { id: string; name: string }): NamedRef => ({ id: item.id, name: item.name });

/** A teacher's day: three classes of the fixture assignments, the first one recorded. */
function teacherPart(db: FixtureDb): NonNullable<Home['teacher']> {
  const todayClasses: HomeTodayClass[] = db.teachingAssignments
    .slice(0, 3)
    .map((assignment, index) => ({
      classroom: ref(assignment.classroom),
      curricularComponent: ref(assignment.curricularComponent),
      status: index === 0 ? 'RECORDED' : 'PENDING',
    }));
  return { todayClasses, pendingAttendance: 7, assessmentsWithoutGrades: 2 };
}

/** The enrolments of `units` by course, from the fixture classrooms. */
function groupsOf(db: FixtureDb, unitIds: readonly string[]): HomeEnrolmentGroup[] {
  const groups = new Map<string, HomeEnrolmentGroup>();
  for (const classroom of db.classrooms) {
    if (!unitIds.includes(classroom.schoolUnit.id)) continue;
    const key = `${classroom.schoolUnit.id}:${classroom.course.id}`;
    const group = groups.get(key) ?? {
      schoolUnit: ref(classroom.schoolUnit),
      course: ref(classroom.course),
      classrooms: 0,
      enrollments: 0,
    };
    group.classrooms += 1;
    group.enrollments += classroom.enrolled ?? 0;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A school part over `units`: the enrolments by course and a few alerts. */
function schoolPart(db: FixtureDb, unitIds: readonly string[]): NonNullable<Home['school']> {
  const year = db.academicYears.find((item) => item.year === '2026') ?? db.academicYears[0];
  const enrollmentsByCourse = groupsOf(db, unitIds);
  const wide = unitIds.length > 1;
  return {
    academicYear: year ? { id: year.id, year: year.year } : null,
    enrollments: enrollmentsByCourse.reduce((sum, group) => sum + group.enrollments, 0),
    enrollmentsByCourse,
    classroomsWithoutTeacher: wide ? 9 : 2,
    componentsWithoutTeacher: wide ? 31 : 5,
    studentsWithoutClass: wide ? 12 : 3,
    daysWithoutType: 4,
  };
}

/** The home page of `role` (the administrator's: the network, its first two units' courses). */
export function fixtureHome(db: FixtureDb, role: HomeFixtureRole = 'admin'): Home {
  const none: Home = { teacher: null, school: null, network: null };
  switch (role) {
    case 'empty':
      return none;
    case 'teacher':
      return { ...none, teacher: teacherPart(db) };
    case 'secretary':
      return {
        ...none,
        school: schoolPart(
          db,
          db.schoolUnits.slice(0, 1).map((unit) => unit.id),
        ),
      };
    case 'admin':
      return {
        ...none,
        school: schoolPart(
          db,
          db.schoolUnits.slice(0, 2).map((unit) => unit.id),
        ),
        network: {
          schoolUnits: db.schoolUnits.length,
          students: db.students.length,
          classrooms: db.classrooms.length,
          teachers: new Set(db.teachingAssignments.map((assignment) => assignment.teacher.id)).size,
        },
      };
  }
}
