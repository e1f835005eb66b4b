import {
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  myClassSchema,
  serverMessages,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { FIXTURE_TEACHER_ROLE } from '../../mocks/fixture-teaching.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { conflict, unprocessable } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { queryKeys } from '../../query-keys.ts';
import { logout, setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { postClassroomTeacher, useAssignTeacher } from './assign-teacher.ts';
import { getClassroomTeachers, useClassroomTeachers } from './get-classroom-teachers.ts';
import { getMyClasses, useMyClasses } from './get-my-classes.ts';
import { getTeacherCandidates } from './get-teacher-candidates.ts';
import { teachingKeys } from './teaching-keys.ts';
import { deleteClassroomTeacher, useUnassignTeacher } from './unassign-teacher.ts';

let db: FixtureDb;
const server = setupMockServer();

async function signIn() {
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
  return check.user;
}

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  await signIn();
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

const teachers = () =>
  db.users.filter((user) => user.active && user.role?.name === FIXTURE_TEACHER_ROLE);
/** A classroom with teachers, and one of its matrix's components still without one. */
function classroomWithFreeComponent() {
  for (const classroom of db.classrooms) {
    const assigned = db.teachingAssignments.filter((item) => item.classroom.id === classroom.id);
    if (!assigned.length) continue;
    const course = db.courses.find((item) => item.id === classroom.course.id)!;
    const matrix = db.curriculumMatrices.find((item) => item.id === course.curriculumMatrix.id)!;
    const free = matrix.matrix.find(
      (entry) =>
        !assigned.some((item) => item.curricularComponent.id === entry.curricularComponent.id),
    );
    if (free) return { classroom, component: free.curricularComponent, assigned };
  }
  throw new Error('no classroom with a free component');
}
const path = (classroomId: string) => `/api${classroomTeachersPath(classroomId)}`;

describe('teaching fixtures', () => {
  it('assign teachers of the unit to components of the course’s matrix, one per component', () => {
    expect(db.teachingAssignments.length).toBeGreaterThan(5);
    expect(v.safeParse(v.array(teachingAssignmentSchema), db.teachingAssignments).success).toBe(
      true,
    );
    for (const item of db.teachingAssignments) {
      const classroom = db.classrooms.find((room) => room.id === item.classroom.id)!;
      const teacher = teachers().find((user) => user.id === item.teacher.id)!;
      expect(teacher.schoolUnits.map((unit) => unit.id)).toContain(classroom.schoolUnit.id);
      const course = db.courses.find((row) => row.id === classroom.course.id)!;
      const matrix = db.curriculumMatrices.find((row) => row.id === course.curriculumMatrix.id)!;
      expect(matrix.matrix.map((entry) => entry.curricularComponent.id)).toContain(
        item.curricularComponent.id,
      );
      const same = db.teachingAssignments.filter(
        (other) =>
          other.classroom.id === item.classroom.id &&
          other.curricularComponent.id === item.curricularComponent.id,
      );
      expect(same).toHaveLength(1);
    }
    // A classroom without any teacher (its unit has none) exists too.
    expect(
      db.classrooms.some(
        (classroom) => !db.teachingAssignments.some((item) => item.classroom.id === classroom.id),
      ),
    ).toBe(true);
  });

  it('are the same for the same seed', () => {
    expect(createFixtureDb().teachingAssignments).toEqual(db.teachingAssignments);
  });
});

describe('classroom teachers', () => {
  it('GET /classrooms/<id>/teacher-candidates answers the unit’s teachers, by name', async () => {
    const { client, sent } = createSpiedClient();
    const { classroom } = classroomWithFreeComponent();
    const candidates = await getTeacherCandidates(client, classroom.id);
    expect(sent.at(-1)?.url.pathname).toBe(`/api${classroomTeacherCandidatesPath(classroom.id)}`);
    const ids = candidates.map((user) => user.id);
    // Every active teacher of the unit, and the network-wide administrator.
    for (const teacher of teachers()) {
      const inUnit = teacher.schoolUnits.some((unit) => unit.id === classroom.schoolUnit.id);
      expect(ids.includes(teacher.id)).toBe(inUnit);
    }
    expect(ids).toContain(db.admin.id);
    const inactive = db.users.filter((user) => !user.active).map((user) => user.id);
    expect(ids.filter((id) => inactive.includes(id))).toEqual([]);
    const names = candidates.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('GET /classrooms/<id>/teachers answers the classroom’s assignments', async () => {
    const { client, sent } = createSpiedClient();
    const { classroom, assigned } = classroomWithFreeComponent();
    const list = await getClassroomTeachers(client, classroom.id);
    expect(sent.at(-1)?.url.pathname).toBe(path(classroom.id));
    expect(list).toEqual(
      assigned.map(({ id, teacher, curricularComponent }) => ({
        id,
        teacher,
        curricularComponent,
      })),
    );
  });

  it('POST sends { userId, curricularComponentId } and answers the new id; DELETE removes it', async () => {
    const { client, sent } = createSpiedClient();
    const { classroom, component } = classroomWithFreeComponent();
    const teacher = teachers().find((user) =>
      user.schoolUnits.some((unit) => unit.id === classroom.schoolUnit.id),
    )!;
    const body = { userId: teacher.id, curricularComponentId: component.id };
    const { id } = await postClassroomTeacher(client, classroom.id, body);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body });
    expect(sent.at(-1)?.url.pathname).toBe(path(classroom.id));
    expect(await getClassroomTeachers(client, classroom.id)).toContainEqual({
      id,
      teacher: { id: teacher.id, name: `${teacher.firstName} ${teacher.lastName}` },
      curricularComponent: component,
    });
    await deleteClassroomTeacher(client, classroom.id, id);
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect(sent.at(-1)?.url.pathname).toBe(`${path(classroom.id)}/${id}`);
    expect((await getClassroomTeachers(client, classroom.id)).map((item) => item.id)).not.toContain(
      id,
    );
  });

  it('useClassroomTeachers calls nothing without a classroom', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useClassroomTeachers(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('useAssignTeacher and useUnassignTeacher refetch the classroom’s teachers', async () => {
    const { wrapper, count } = setup();
    const { classroom, component, assigned } = classroomWithFreeComponent();
    const teacher = teachers().find((user) =>
      user.schoolUnits.some((unit) => unit.id === classroom.schoolUnit.id),
    )!;
    const { result } = renderHook(
      () => ({
        list: useClassroomTeachers(classroom.id),
        assign: useAssignTeacher(classroom.id),
        unassign: useUnassignTeacher(classroom.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.data).toHaveLength(assigned.length);
    let created = { id: '' };
    await act(async () => {
      created = await result.current.assign.mutateAsync({
        userId: teacher.id,
        curricularComponentId: component.id,
      });
    });
    expect(count('GET', path(classroom.id))).toBe(2);
    await waitFor(() => expect(result.current.list.data).toHaveLength(assigned.length + 1));
    await act(() => result.current.unassign.mutateAsync(created.id));
    expect(count('GET', path(classroom.id))).toBe(3);
    await waitFor(() => expect(result.current.list.data).toHaveLength(assigned.length));
  });

  it('a refusal (409, 422) refetches nothing and carries the server’s message', async () => {
    const { classroom, component } = classroomWithFreeComponent();
    const { wrapper, count } = setup();
    const { result } = renderHook(
      () => ({ list: useClassroomTeachers(classroom.id), assign: useAssignTeacher(classroom.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const body = { userId: teachers()[0]!.id, curricularComponentId: component.id };
    for (const [scenario, status, message] of [
      [conflict, 409, serverMessages.assignmentTaken],
      [unprocessable, 422, serverMessages.teacherNotInUnit],
    ] as const) {
      server.use(scenario('post', '/classrooms/:id/teachers', message, API));
      await act(async () => {
        await result.current.assign.mutateAsync(body).catch(() => undefined);
      });
      await waitFor(() => expect(result.current.assign.error).toMatchObject({ status, message }));
    }
    expect(count('GET', path(classroom.id))).toBe(1);
  });
});

describe('my classes', () => {
  it('GET /me/classes: the signed-in teacher’s classes, with unit and active students', async () => {
    const { client, sent } = createSpiedClient();
    const teacher = teachers().find((user) =>
      db.teachingAssignments.some((item) => item.teacher.id === user.id),
    )!;
    db.signedInUserId = teacher.id;
    const classes = await getMyClasses(client);
    expect(sent.at(-1)?.url.pathname).toBe('/api/me/classes');
    expect(v.safeParse(v.array(myClassSchema), classes).success).toBe(true);
    const own = db.teachingAssignments.filter((item) => item.teacher.id === teacher.id);
    expect(classes).toHaveLength(own.length);
    for (const item of classes) {
      const classroom = db.classrooms.find((room) => room.id === item.classroom.id)!;
      expect(item.schoolUnit).toEqual(classroom.schoolUnit);
      expect(item.students).toBe(classroom.enrolled);
    }
    // The administrator teaches nothing.
    db.signedInUserId = null;
    expect(await getMyClasses(client)).toEqual([]);
  });

  it('useMyClasses sits under /me (signing out drops it) and follows an assignment', async () => {
    const user = await signIn();
    const teacher = teachers().find((candidate) =>
      db.teachingAssignments.some((item) => item.teacher.id === candidate.id),
    )!;
    db.signedInUserId = teacher.id;
    const { classroom, component } = classroomWithFreeComponent();
    const { wrapper, count, queryClient } = setup();
    const { result } = renderHook(
      () => ({ classes: useMyClasses(), assign: useAssignTeacher(classroom.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.classes.isSuccess).toBe(true));
    const before = result.current.classes.data?.length ?? 0;
    expect(before).toBeGreaterThan(0);
    const key = teachingKeys.myClasses(user.id);
    expect(key.slice(0, 1)).toEqual([...queryKeys.me]);
    expect(queryClient.getQueryData(key)).toEqual(result.current.classes.data);
    await act(async () => {
      await result.current.assign.mutateAsync({
        userId: teacher.id,
        curricularComponentId: component.id,
      });
    });
    expect(count('GET', '/api/me/classes')).toBe(2);
    await waitFor(() => expect(result.current.classes.data).toHaveLength(before + 1));
    act(() => logout());
    await waitFor(() => expect(queryClient.getQueryData(key)).toBeUndefined());
  });

  it('useMyClasses calls nothing while no one is signed in', async () => {
    act(() => logout());
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useMyClasses(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });
});
