import type {
  Classroom,
  Course,
  CurriculumMatrix,
  NamedRef,
  TeachingAssignment,
  User,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';

/**
 * The fixture teaching assignments: who teaches which component of which classroom. Made with a
 * faker of their own (from the database's seed), so the data made before them stays as it was.
 */

/** A stored assignment: what GET /classrooms/<id>/teachers answers, and its classroom. */
export type TeachingAssignmentFixture = TeachingAssignment & { classroom: NamedRef };

/** The role whose users the fixtures assign (the built-in teachers' role). */
export const FIXTURE_TEACHER_ROLE = 'Professor(a)';

export interface FixtureTeachingSource {
  users: readonly User[];
  classrooms: readonly Classroom[];
  courses: readonly Course[];
  curriculumMatrices: readonly CurriculumMatrix[];
}

const ref = ({ id, name }: NamedRef) => ({ id, name });
export const teacherNameOf = (user: Pick<User, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`;

/**
 * Every classroom of a unit that has active teachers gets a teacher for its matrix's first
 * components (two or three; the others stay free to assign), the unit's teachers in turn.
 * A classroom whose unit has no teacher has none.
 */
export function createFixtureAssignments(
  seed: number,
  { users, classrooms, courses, curriculumMatrices }: FixtureTeachingSource,
): TeachingAssignmentFixture[] {
  const faker = createFaker(seed * 6_151 + 3_571);
  const teachers = users.filter((user) => user.active && user.role?.name === FIXTURE_TEACHER_ROLE);
  return classrooms.flatMap((classroom, index) => {
    const ofUnit = teachers.filter((teacher) =>
      teacher.schoolUnits.some((unit) => unit.id === classroom.schoolUnit.id),
    );
    const course = courses.find((candidate) => candidate.id === classroom.course.id);
    const matrix = curriculumMatrices.find(
      (candidate) => candidate.id === course?.curriculumMatrix.id,
    );
    if (!ofUnit.length || !matrix) return [];
    return matrix.matrix.slice(0, 2 + (index % 2)).map((entry, position) => {
      const teacher = ofUnit[position % ofUnit.length] as User;
      return {
        id: faker.uuid(),
        classroom: ref(classroom),
        teacher: { id: teacher.id, name: teacherNameOf(teacher) },
        curricularComponent: ref(entry.curricularComponent),
      };
    });
  });
}
