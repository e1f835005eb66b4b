import {
  type Classroom,
  classroomsResource,
  classroomTeacherCandidatesPath,
  classroomTeachersPath,
  myClassesPath,
  myClassSchema,
  namedRefSchema,
  serverMessages,
  teachingAssignmentSchema,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { hookHarness } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { conflict, unprocessable } from '../../mocks/scenarios.ts';
import { queryKeys } from '../../query-keys.ts';
import { logout, setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { postClassroomTeacher, useAssignTeacher } from './assign-teacher.ts';
import { getClassroomTeachers, useClassroomTeachers } from './get-classroom-teachers.ts';
import { getMyClasses, useMyClasses } from './get-my-classes.ts';
import { getTeacherCandidates } from './get-teacher-candidates.ts';
import { teachingKeys } from './teaching-keys.ts';
import { deleteClassroomTeacher, useUnassignTeacher } from './unassign-teacher.ts';

const server = setupMockServer();

async function signIn() {
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
  return check.user;
}

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  await signIn();
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const count = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

type Assignment = v.InferOutput<typeof teachingAssignmentSchema>;
type Candidate = v.InferOutput<typeof namedRefSchema>;
/** The classroom whose teachers and candidates were recorded (the demo's first). */
const classroom = () =>
  recordedAnswer<Classroom[]>('administrador', `GET ${classroomsResource.path}`)[0]!;
const recordedTeachers = () =>
  recordedAnswer<Assignment[]>('administrador', `GET ${classroomTeachersPath(classroom().id)}`);
const candidates = () =>
  recordedAnswer<Candidate[]>(
    'administrador',
    `GET ${classroomTeacherCandidatesPath(classroom().id)}`,
  );
/** An assignment's body: a candidate for one of the classroom's taught components. */
const assignBody = () => ({
  userId: candidates()[0]!.id,
  curricularComponentId: recordedTeachers()[0]!.curricularComponent.id,
});
const path = (classroomId: string) => `/api${classroomTeachersPath(classroomId)}`;

describe('classroom teachers', () => {
  it('GET /classrooms/<id>/teacher-candidates answers the unit’s teachers, by name', async () => {
    const { client, sent } = createSpiedClient();
    const list = await getTeacherCandidates(client, classroom().id);
    expect(sent.at(-1)?.url.pathname).toBe(`/api${classroomTeacherCandidatesPath(classroom().id)}`);
    expect(list).toEqual(v.parse(v.array(namedRefSchema), candidates()));
    const names = list.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('GET /classrooms/<id>/teachers answers the classroom’s assignments', async () => {
    const { client, sent } = createSpiedClient();
    const list = await getClassroomTeachers(client, classroom().id);
    expect(sent.at(-1)?.url.pathname).toBe(path(classroom().id));
    expect(list).toEqual(v.parse(v.array(teachingAssignmentSchema), recordedTeachers()));
    expect(list.length).toBeGreaterThan(0);
  });

  it('POST sends { userId, curricularComponentId } and answers the new id; DELETE removes it', async () => {
    const { client, sent } = createSpiedClient();
    const body = assignBody();
    const { id } = await postClassroomTeacher(client, classroom().id, body);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body });
    expect(sent.at(-1)?.url.pathname).toBe(path(classroom().id));
    expect((await getClassroomTeachers(client, classroom().id)).map((item) => item.id)).toContain(
      id,
    );
    await deleteClassroomTeacher(client, classroom().id, id);
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect(sent.at(-1)?.url.pathname).toBe(`${path(classroom().id)}/${id}`);
    expect(
      (await getClassroomTeachers(client, classroom().id)).map((item) => item.id),
    ).not.toContain(id);
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
    const id = classroom().id;
    const assigned = recordedTeachers().length;
    const { result } = renderHook(
      () => ({
        list: useClassroomTeachers(id),
        assign: useAssignTeacher(id),
        unassign: useUnassignTeacher(id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.list.data).toHaveLength(assigned);
    let created = { id: '' };
    await act(async () => {
      created = await result.current.assign.mutateAsync(assignBody());
    });
    expect(count('GET', path(id))).toBe(2);
    await waitFor(() => expect(result.current.list.data).toHaveLength(assigned + 1));
    await act(() => result.current.unassign.mutateAsync(created.id));
    expect(count('GET', path(id))).toBe(3);
    await waitFor(() => expect(result.current.list.data).toHaveLength(assigned));
  });

  it('a refusal (409, 422) refetches nothing and carries the server’s message', async () => {
    const id = classroom().id;
    const { wrapper, count } = setup();
    const { result } = renderHook(
      () => ({ list: useClassroomTeachers(id), assign: useAssignTeacher(id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    for (const [scenario, status, message] of [
      [conflict, 409, serverMessages.assignmentTaken],
      [unprocessable, 422, serverMessages.teacherNotInUnit],
    ] as const) {
      server.use(scenario('post', '/classrooms/:id/teachers', message, API));
      await act(async () => {
        await result.current.assign.mutateAsync(assignBody()).catch(() => undefined);
      });
      await waitFor(() => expect(result.current.assign.error).toMatchObject({ status, message }));
    }
    expect(count('GET', path(id))).toBe(1);
  });
});

describe('my classes', () => {
  const teacherClasses = () =>
    recordedAnswer<v.InferOutput<typeof myClassSchema>[]>('professor', `GET ${myClassesPath}`);

  it('GET /me/classes: the signed-in teacher’s classes, with unit and active students', async () => {
    server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
    const { client, sent } = createSpiedClient();
    const classes = await getMyClasses(client);
    expect(sent.at(-1)?.url.pathname).toBe('/api/me/classes');
    expect(classes).toEqual(v.parse(v.array(myClassSchema), teacherClasses()));
    expect(classes.length).toBeGreaterThan(0);
  });

  it('useMyClasses sits under /me (signing out drops it) and follows an assignment', async () => {
    server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
    const user = await signIn();
    const { wrapper, count, queryClient } = setup();
    const { result } = renderHook(
      () => ({ classes: useMyClasses(), assign: useAssignTeacher(classroom().id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.classes.isSuccess).toBe(true));
    expect(result.current.classes.data).toHaveLength(teacherClasses().length);
    const key = teachingKeys.myClasses(user.id);
    expect(key.slice(0, 1)).toEqual([...queryKeys.me]);
    expect(queryClient.getQueryData(key)).toEqual(result.current.classes.data);
    await act(async () => {
      await result.current.assign.mutateAsync(assignBody());
    });
    expect(count('GET', '/api/me/classes')).toBe(2);
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
