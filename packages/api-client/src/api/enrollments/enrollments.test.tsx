import {
  type Classroom,
  classroomsResource,
  type Enrollment,
  enrollmentSchema,
  enrollmentsResource,
  serverMessages,
  studentsResource,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { hookHarness } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { conflict, unprocessable } from '../../mocks/scenarios.ts';
import { useResourceAll, useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { useCancelEnrollment } from './cancel-enrollment.ts';
import { useCompleteEnrollment } from './complete-enrollment.ts';
import { postEnrollment, useCreateEnrollment } from './create-enrollment.ts';
import { useEndEnrollment } from './end-enrollment.ts';
import { useTransferEnrollment } from './transfer-enrollment.ts';

const server = setupMockServer();
/** The administrator's recorded enrolments and classrooms (the demo's). */
const enrollments = () =>
  recordedAnswer<Enrollment[]>('administrador', `GET ${enrollmentsResource.path}`);
const classrooms = () =>
  recordedAnswer<Classroom[]>('administrador', `GET ${classroomsResource.path}`);

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const gets = (path: string) =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === path)
      .length;
  const posts = () => spied.sent.filter((request) => request.method === 'POST');
  return { ...spied, wrapper, gets, posts };
}

/** The lists an enrolment changes, on screen together. */
function useLists() {
  return {
    enrollments: useResourceList(enrollmentsResource, { page: 1, pageSize: 10 }),
    students: useResourceList(studentsResource, { page: 1, pageSize: 10 }),
    classrooms: useResourceAll(classroomsResource),
  };
}

const active = () => enrollments().find((item) => item.status === 'ACTIVE') as Enrollment;
/** A create's body: the active enrolment's student in another classroom of its year. */
const createBody = () => {
  const enrolment = active();
  return {
    studentId: enrolment.student.id,
    classroomId: classrooms().find((item) => item.id !== enrolment.classroom.id)!.id,
    academicYearId: enrolment.academicYear.id,
    date: '2026-03-02T00:00:00.000Z',
  };
};
const lists = ['/api/enrollments', '/api/students', '/api/classrooms'];

describe('GET /enrollments', () => {
  it('sends the page and the filters (year, unit, classroom, student, status, search); parses the page', async () => {
    // Which enrolments a filter keeps is the server's rule: here, the answer it gives.
    const answer = enrollments().slice(0, 5);
    server.use(
      http.get(`${API}${enrollmentsResource.path}`, () =>
        HttpResponse.json(answer, { headers: { [TOTAL_COUNT_HEADER]: '12' } }),
      ),
    );
    const { client, sent } = createSpiedClient();
    const first = active();
    const params = {
      page: '1',
      pageSize: '5',
      academicYearId: first.academicYear.id,
      schoolUnitId: first.schoolUnit.id,
      classroomId: first.classroom.id,
      studentId: first.student.id,
      status: 'ACTIVE',
      q: first.student.name.split(' ')[0]!,
    };
    const page = await client.getPage(enrollmentsResource.path, params, enrollmentSchema);
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual(params);
    expect(page).toEqual({ items: v.parse(v.array(enrollmentSchema), answer), total: 12 });
  });
});

describe('enrolment calls and hooks', () => {
  it('POST /enrollments sends the create body and answers the new id', async () => {
    const { client, sent } = createSpiedClient();
    const body = createBody();
    const created = await postEnrollment(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body });
    expect(sent.at(-1)?.url.pathname).toBe('/api/enrollments');
    expect(created.id).toEqual(expect.any(String));
  });

  it('useCreateEnrollment refreshes the enrolments, students and classrooms', async () => {
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ ...useLists(), create: useCreateEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.classrooms.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    for (const path of lists) expect(gets(path)).toBe(1);
    await act(() => result.current.create.mutateAsync(createBody()));
    for (const path of lists) expect(gets(path)).toBe(2);
  });

  it('a refused enrolment (409) refreshes nothing and carries the server message', async () => {
    server.use(conflict('post', '/enrollments', serverMessages.enrollmentActiveExists, API));
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ ...useLists(), create: useCreateEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    await act(async () => {
      await result.current.create.mutateAsync(createBody()).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toMatchObject({
      status: 409,
      message: serverMessages.enrollmentActiveExists,
    });
    expect(gets('/api/enrollments')).toBe(1);
  });

  it('useTransferEnrollment posts { classroomId, date } to /<id>/transfer and refreshes the lists', async () => {
    const { wrapper, gets, posts } = setup();
    const { result } = renderHook(() => ({ ...useLists(), transfer: useTransferEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    const old = active();
    const body = { classroomId: createBody().classroomId, date: '2026-08-03T00:00:00.000Z' };
    await act(async () => {
      await result.current.transfer.mutateAsync({ id: old.id, body });
    });
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${old.id}/transfer`);
    expect(posts().at(-1)?.body).toEqual(body);
    for (const path of lists) expect(gets(path)).toBe(2);
  });

  it('a transfer the server refuses (422) keeps its message', async () => {
    server.use(
      unprocessable(
        'post',
        '/enrollments/:id/transfer',
        serverMessages.enrollmentDateOutsideYear,
        API,
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useTransferEnrollment(), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({
          id: active().id,
          body: { classroomId: createBody().classroomId, date: '2030-01-01T00:00:00.000Z' },
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 422,
      message: serverMessages.enrollmentDateOutsideYear,
    });
  });

  it('useCancelEnrollment posts { reason } to /<id>/cancel; useCompleteEnrollment posts to /<id>/complete; each refreshes the lists', async () => {
    const { wrapper, gets, posts } = setup();
    const { result } = renderHook(
      () => ({ ...useLists(), cancel: useCancelEnrollment(), complete: useCompleteEnrollment() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    const [first, second] = enrollments().filter((item) => item.status === 'ACTIVE');
    await act(() =>
      result.current.cancel.mutateAsync({ id: first!.id, body: { reason: 'Mudou de cidade.' } }),
    );
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${first!.id}/cancel`);
    expect(posts().at(-1)?.body).toEqual({ reason: 'Mudou de cidade.' });
    await act(() => result.current.complete.mutateAsync(second!.id));
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${second!.id}/complete`);
    expect(posts().at(-1)?.body).toBeUndefined();
    for (const path of lists) expect(gets(path)).toBe(3);
  });

  it('useEndEnrollment sends PATCH /<id> { status, endDate }, answers the enrolment and refreshes the lists; a 422 is an ApiError', async () => {
    const first = active();
    const ended: Enrollment = {
      ...first,
      status: 'ABANDONED',
      endDate: '2026-05-04T00:00:00.000Z',
    };
    let received: unknown;
    server.use(
      http.patch(`${API}${enrollmentsResource.path}/${first.id}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(ended);
      }),
    );
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ ...useLists(), end: useEndEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    const body = { status: 'ABANDONED', endDate: '2026-05-04T00:00:00.000Z' } as const;
    let answer: unknown;
    await act(async () => {
      answer = await result.current.end.mutateAsync({ id: first.id, body });
    });
    expect(received).toEqual(body);
    expect(answer).toEqual(ended);
    for (const path of lists) expect(gets(path)).toBe(2);
    server.use(
      unprocessable(
        'patch',
        `${enrollmentsResource.path}/:id`,
        serverMessages.enrollmentDateOutsideYear,
        API,
      ),
    );
    await act(async () => {
      await result.current.end.mutateAsync({ id: first.id, body }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.end.error).toMatchObject({
        status: 422,
        message: serverMessages.enrollmentDateOutsideYear,
      }),
    );
  });
});
