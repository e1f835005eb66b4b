import {
  classroomsResource,
  type Enrollment,
  enrollmentSchema,
  enrollmentsResource,
  serverMessages,
  studentsResource,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { conflict, unprocessable } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { useResourceAll, useResourceList } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { useCancelEnrollment } from './cancel-enrollment.ts';
import { useCompleteEnrollment } from './complete-enrollment.ts';
import { postEnrollment, useCreateEnrollment } from './create-enrollment.ts';
import { useTransferEnrollment } from './transfer-enrollment.ts';

let db: FixtureDb;
const server = setupMockServer();

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
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

const active = () => db.enrollments.find((item) => item.status === 'ACTIVE') as Enrollment;
const lists = ['/api/enrollments', '/api/students', '/api/classrooms'];

describe('enrolment fixtures', () => {
  it('pass the entity schema: ATIVA, TRANSFERIDA, CANCELADA and CONCLUÍDA ones', () => {
    expect(v.safeParse(v.array(enrollmentSchema), db.enrollments).success).toBe(true);
    const statuses = new Set(db.enrollments.map((item) => item.status));
    expect([...statuses].sort()).toEqual(['ACTIVE', 'CANCELLED', 'COMPLETED', 'TRANSFERRED']);
    expect(db.enrollments.length).toBeGreaterThan(20);
  });

  it('agree with the classrooms (count enrolled) and the students (current classroom)', () => {
    for (const classroom of db.classrooms) {
      const count = db.enrollments.filter(
        (item) => item.status === 'ACTIVE' && item.classroom.id === classroom.id,
      ).length;
      expect(classroom.enrolled).toBe(count);
    }
    for (const student of db.students) {
      const enrolment = db.enrollments.find(
        (item) => item.student.id === student.id && item.status === 'ACTIVE',
      );
      expect(student.classroom?.id ?? null).toBe(enrolment?.classroom.id ?? null);
    }
    expect(db.classrooms.some((classroom) => classroom.capacity === null)).toBe(true);
    expect(db.classrooms.some((classroom) => classroom.capacity !== null)).toBe(true);
  });
});

describe('GET /enrollments', () => {
  it('pages, filters by year, unit, classroom, student and status, and searches the student', async () => {
    const { client } = createSpiedClient();
    const year = db.academicYears.find((item) => item.year === '2026')!;
    const page = await client.getPage(
      enrollmentsResource.path,
      { page: '1', pageSize: '5', academicYearId: year.id, status: 'ACTIVE' },
      enrollmentSchema,
    );
    const expected = db.enrollments.filter(
      (item) => item.academicYear.id === year.id && item.status === 'ACTIVE',
    );
    expect(page.total).toBe(expected.length);
    expect(page.items.map((item) => item.id)).toEqual(expected.slice(0, 5).map((item) => item.id));
    const first = expected[0]!;
    const byStudent = await client.getPage(
      enrollmentsResource.path,
      { studentId: first.student.id, q: first.student.name.split(' ')[0]! },
      enrollmentSchema,
    );
    expect(byStudent.items.every((item) => item.student.id === first.student.id)).toBe(true);
  });
});

describe('enrolment calls and hooks', () => {
  it('POST /enrollments sends the create body and answers the new id', async () => {
    const { client, sent } = createSpiedClient();
    const [student] = db.students.filter((item) => !item.classroom);
    const classroom = db.classrooms[5]!;
    const year = db.academicYears[1]!;
    const body = {
      studentId: student!.id,
      classroomId: classroom.id,
      academicYearId: year.id,
      date: '2026-03-02T00:00:00.000Z',
    };
    const created = await postEnrollment(client, body);
    expect(sent.at(-1)).toMatchObject({ method: 'POST', body });
    expect(sent.at(-1)?.url.pathname).toBe('/api/enrollments');
    expect(db.enrollments.find((item) => item.id === created.id)).toMatchObject({
      status: 'ACTIVE',
      classroom: { id: classroom.id },
      schoolUnit: { id: classroom.schoolUnit.id },
    });
  });

  it('useCreateEnrollment refreshes the enrolments, students and classrooms', async () => {
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ ...useLists(), create: useCreateEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.classrooms.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    for (const path of lists) expect(gets(path)).toBe(1);
    const student = db.students.find((item) => !item.classroom)!;
    const classroom = db.classrooms[3]!;
    const before = classroom.enrolled;
    await act(() =>
      result.current.create.mutateAsync({
        studentId: student.id,
        classroomId: classroom.id,
        academicYearId: db.academicYears[1]!.id,
        date: '2026-03-02T00:00:00.000Z',
      }),
    );
    for (const path of lists) expect(gets(path)).toBe(2);
    await waitFor(() =>
      expect(
        result.current.classrooms.data?.find((item) => item.id === classroom.id)?.enrolled,
      ).toBe(before + 1),
    );
    expect(result.current.enrollments.data?.items[0]?.student.id).toBe(student.id);
  });

  it('a refused enrolment (409) refreshes nothing and carries the server message', async () => {
    server.use(conflict('post', '/enrollments', serverMessages.enrollmentActiveExists, API));
    const { wrapper, gets } = setup();
    const { result } = renderHook(() => ({ ...useLists(), create: useCreateEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    await act(async () => {
      await result.current.create
        .mutateAsync({
          studentId: db.students[0]!.id,
          classroomId: db.classrooms[0]!.id,
          academicYearId: db.academicYears[1]!.id,
          date: '2026-03-02T00:00:00.000Z',
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(result.current.create.error).toMatchObject({
      status: 409,
      message: serverMessages.enrollmentActiveExists,
    });
    expect(gets('/api/enrollments')).toBe(1);
  });

  it('useTransferEnrollment posts { classroomId, date } to /<id>/transfer; the old one is TRANSFERIDA', async () => {
    const { wrapper, gets, posts } = setup();
    const { result } = renderHook(() => ({ ...useLists(), transfer: useTransferEnrollment() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    const old = active();
    const target = db.classrooms.find((item) => item.id !== old.classroom.id)!;
    const body = { classroomId: target.id, date: '2026-08-03T00:00:00.000Z' };
    let created = { id: '' };
    await act(async () => {
      created = await result.current.transfer.mutateAsync({ id: old.id, body });
    });
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${old.id}/transfer`);
    expect(posts().at(-1)?.body).toEqual(body);
    expect(old).toMatchObject({ status: 'TRANSFERRED', endDate: body.date });
    expect(db.enrollments.find((item) => item.id === created.id)).toMatchObject({
      status: 'ACTIVE',
      date: body.date,
      classroom: { id: target.id },
      student: old.student,
    });
    expect(db.students.find((item) => item.id === old.student.id)?.classroom?.id).toBe(target.id);
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
          body: { classroomId: db.classrooms[1]!.id, date: '2030-01-01T00:00:00.000Z' },
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 422,
      message: serverMessages.enrollmentDateOutsideYear,
    });
  });

  it('useCancelEnrollment posts { reason } to /<id>/cancel; useCompleteEnrollment posts to /<id>/complete', async () => {
    const { wrapper, gets, posts } = setup();
    const { result } = renderHook(
      () => ({ ...useLists(), cancel: useCancelEnrollment(), complete: useCompleteEnrollment() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.enrollments.isSuccess).toBe(true));
    const [first, second] = db.enrollments.filter((item) => item.status === 'ACTIVE');
    await act(() =>
      result.current.cancel.mutateAsync({ id: first!.id, body: { reason: 'Mudou de cidade.' } }),
    );
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${first!.id}/cancel`);
    expect(posts().at(-1)?.body).toEqual({ reason: 'Mudou de cidade.' });
    expect(first).toMatchObject({ status: 'CANCELLED', cancelReason: 'Mudou de cidade.' });
    expect(first?.endDate).not.toBeNull();
    await act(() => result.current.complete.mutateAsync(second!.id));
    expect(posts().at(-1)?.url.pathname).toBe(`/api/enrollments/${second!.id}/complete`);
    expect(posts().at(-1)?.body).toBeUndefined();
    expect(second).toMatchObject({ status: 'COMPLETED' });
    for (const path of lists) expect(gets(path)).toBe(3);
  });
});
