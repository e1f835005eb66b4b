import {
  classroomsResource,
  curricularComponentsResource,
  type MyClass,
  myClassesPath,
  NETWORK_WIDE,
  serverMessages,
  type User,
  unitClassesPath,
  usersResource,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import type { FixtureDb } from './db.ts';
import { FIXTURE_TEACHER_ROLE, teacherNameOf } from './fixture-teaching.ts';
import { fixtureMe } from './me.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';

/**
 * The teaching calls over the fixtures: a classroom's teachers (list, assign, remove), who may
 * be assigned there, the signed-in user's classes and those of the units. Like every fixture handler they answer and keep what was asked and
 * check no rule: a component that already has a teacher (409), a user who is no teacher of the
 * unit or a component outside the matrix (422) are the server's refusals, which a story that
 * needs them sets for itself (`conflict`, `unprocessable`).
 */

type Body = Record<string, unknown>;

async function readBody(request: Request): Promise<Body> {
  const body = await readJsonBody(request);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

const ref = ({ id, name }: { id: string; name: string }) => ({ id, name });

/**
 * Whether the user may teach in the unit, as the server decides it: active, with a role granting
 * own classes (the teachers' role when the fixture leaves the permissions out), working in the
 * unit or network-wide.
 */
function teachesIn(user: User, schoolUnitId: string): boolean {
  const permissions = user.role?.permissions;
  const teaches = permissions
    ? permissions.includes('pedagogy.own-classes')
    : user.role?.name === FIXTURE_TEACHER_ROLE;
  const inUnit =
    user.schoolUnits.some((unit) => unit.id === schoolUnitId) ||
    (permissions?.includes(NETWORK_WIDE) ?? false);
  return user.active && teaches && inUnit;
}

/**
 * GET /me/unit-classes as the fixtures hold it: each classroom of `schoolUnitIds` (all when
 * left out: the network's answer) with its course's matrix components.
 */
export function fixtureUnitClasses(db: FixtureDb, schoolUnitIds?: readonly string[]): MyClass[] {
  return db.classrooms
    .filter((classroom) => !schoolUnitIds || schoolUnitIds.includes(classroom.schoolUnit.id))
    .flatMap((classroom) => {
      const course = db.courses.find((candidate) => candidate.id === classroom.course.id);
      const matrix = db.curriculumMatrices.find(
        (candidate) => candidate.id === course?.curriculumMatrix.id,
      );
      return (matrix?.matrix ?? []).map(({ curricularComponent }) => ({
        classroom: ref(classroom),
        curricularComponent: ref(curricularComponent),
        schoolUnit: ref(classroom.schoolUnit),
        students: classroom.enrolled,
      }));
    });
}

export function teachingHandlers(db: FixtureDb, url: (path: string) => string) {
  // classroomTeachersPath encodes its argument, so an MSW parameter is spelt out here.
  const teachersPath = url(`${classroomsResource.path}/:classroomId/teachers`);
  const classroomOf = (id: unknown) => {
    const classroom = db.classrooms.find((candidate) => candidate.id === id);
    if (!classroom) throw new MockHttpError(404, classroomsResource.notFound);
    return classroom;
  };
  /** A referenced record the body names; unknown: 422 (the answer needs its name). */
  const referenced = <T extends { id: string }>(
    rows: readonly T[],
    id: unknown,
    message: string,
  ) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new MockHttpError(422, message);
    return row;
  };

  return [
    http.get(
      teachersPath,
      handle(({ params }) => {
        const classroom = classroomOf(params.classroomId);
        return db.teachingAssignments
          .filter((assignment) => assignment.classroom.id === classroom.id)
          .map(({ id, teacher, curricularComponent }) => ({ id, teacher, curricularComponent }));
      }),
    ),
    http.post(
      teachersPath,
      handle(
        async ({ params, request }) => {
          const classroom = classroomOf(params.classroomId);
          const body = await readBody(request);
          const user = referenced(db.users, body.userId, usersResource.notFound);
          const component = referenced(
            db.curricularComponents,
            body.curricularComponentId,
            curricularComponentsResource.notFound,
          );
          const assignment = {
            id: db.faker.uuid(),
            classroom: ref(classroom),
            teacher: { id: user.id, name: teacherNameOf(user) },
            curricularComponent: ref(component),
          };
          db.teachingAssignments.push(assignment);
          return { id: assignment.id };
        },
        { created: true },
      ),
    ),
    http.delete(
      `${teachersPath}/:assignmentId`,
      handle(({ params }) => {
        const classroom = classroomOf(params.classroomId);
        const index = db.teachingAssignments.findIndex(
          (assignment) =>
            assignment.id === params.assignmentId && assignment.classroom.id === classroom.id,
        );
        if (index < 0) throw new MockHttpError(404, serverMessages.assignmentNotFound);
        db.teachingAssignments.splice(index, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(
      url(`${classroomsResource.path}/:classroomId/teacher-candidates`),
      handle(({ params }) => {
        const classroom = classroomOf(params.classroomId);
        return db.users
          .filter((user) => teachesIn(user, classroom.schoolUnit.id))
          .map((user) => ({ id: user.id, name: teacherNameOf(user) }))
          .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      }),
    ),
    http.get(
      url(myClassesPath),
      handle(() => {
        const me = fixtureMe(db);
        return db.teachingAssignments
          .filter((assignment) => assignment.teacher.id === me.id)
          .flatMap(({ classroom: { id }, curricularComponent }) => {
            const classroom = db.classrooms.find((candidate) => candidate.id === id);
            if (!classroom) return [];
            return [
              {
                classroom: ref(classroom),
                curricularComponent,
                schoolUnit: ref(classroom.schoolUnit),
                students: classroom.enrolled,
              },
            ];
          });
      }),
    ),
    // The network's answer (the fixture administrator's). A story of a unit's secretary sets
    // the answer of her units itself (`fixtureUnitClasses(db, [unitId])`).
    http.get(
      url(unitClassesPath),
      handle(() => fixtureUnitClasses(db)),
    ),
  ];
}
