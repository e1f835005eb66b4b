import {
  type AcademicYear,
  type Classroom,
  classroomsResource,
  enrollmentsResource,
  type RolloverProposal,
  rolloverMessages,
  rolloverPreviewPath,
  rolloversPath,
  serverMessages,
  studentsResource,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { useResourceAll, useResourceList } from '../../resources/hooks.ts';
import { useRollover, useRolloverPreview } from './rollover.ts';

const server = setupMockServer();
const [to, from] = recordedAnswer<AcademicYear[]>('administrador', 'GET /academic-calendars/years');
const [room] = recordedAnswer<Classroom[]>('administrador', `GET ${classroomsResource.path}`);
const STUDENT = '0190f3c4-0000-7000-8000-000000000001';

recordedAndSignedIn(server);

/** One line of a proposal: a student approved into `room`. */
const proposal: RolloverProposal = {
  student: { id: STUDENT, name: 'Ana Souza' },
  fromClassroom: { id: '0190f3c4-0000-7000-8000-000000000002', name: '1º Ano A' },
  result: 'APROVADO',
  gradeLevel: { id: '0190f3c4-0000-7000-8000-000000000003', name: '2º Ano' },
  classroom: { id: room!.id, name: room!.name },
};

describe("'Rematrícula' calls", () => {
  it('useRolloverPreview sends the years and scope, answers the proposal lines (a class or the reason)', async () => {
    let received: unknown;
    const finished = {
      ...proposal,
      gradeLevel: null,
      classroom: null,
      reason: rolloverMessages.courseFinished,
    };
    server.use(
      http.post(`${API}${rolloverPreviewPath}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json([proposal, finished]);
      }),
    );
    const { wrapper } = hookHarness();
    const { result } = renderHook(() => useRolloverPreview(), { wrapper });
    const body = {
      fromAcademicYearId: from!.id,
      toAcademicYearId: to!.id,
      schoolUnitId: room!.schoolUnit.id,
    };
    let lines: RolloverProposal[] = [];
    await act(async () => {
      lines = await result.current.mutateAsync(body);
    });
    expect(received).toEqual(body);
    expect(lines).toEqual([proposal, finished]);
  });

  it("a refused preview is an ApiError with the server's message", async () => {
    const message = rolloverMessages.classroomOpen('1º Ano A');
    server.use(
      http.post(`${API}${rolloverPreviewPath}`, () =>
        HttpResponse.json(
          { message, issues: [{ path: 'classroomIds', message }] },
          { status: 422 },
        ),
      ),
    );
    const { wrapper } = hookHarness();
    const { result } = renderHook(() => useRolloverPreview(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          fromAcademicYearId: from!.id,
          toAcademicYearId: to!.id,
          classroomIds: [room!.id],
        }),
      ).rejects.toMatchObject({ status: 422, message });
    });
  });

  it('useRollover sends the lines, answers created and skipped, and refetches the enrolments, students and classrooms', async () => {
    let received: unknown;
    const answer = {
      created: 1,
      skipped: [{ studentId: STUDENT, reason: serverMessages.enrollmentActiveExists }],
    };
    server.use(
      http.post(`${API}${rolloversPath}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const { wrapper, sent } = hookHarness();
    const { result } = renderHook(
      () => ({
        enrollments: useResourceList(enrollmentsResource, { page: 1, pageSize: 10 }),
        students: useResourceList(studentsResource, { page: 1, pageSize: 10 }),
        classrooms: useResourceAll(classroomsResource),
        rollover: useRollover(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.enrollments.isSuccess).toBe(true);
      expect(result.current.students.isSuccess).toBe(true);
      expect(result.current.classrooms.isSuccess).toBe(true);
    });
    const reads = (path: string) =>
      sent.filter((request) => request.method === 'GET' && request.url.pathname === `/api${path}`)
        .length;
    const paths = [enrollmentsResource.path, studentsResource.path, classroomsResource.path];
    const before = paths.map(reads);
    const body = {
      toAcademicYearId: to!.id,
      date: '2027-02-01T00:00:00.000Z',
      items: [{ studentId: STUDENT, classroomId: room!.id }],
    };
    let created: unknown;
    await act(async () => {
      created = await result.current.rollover.mutateAsync(body);
    });
    expect(received).toEqual(body);
    expect(created).toEqual(answer);
    await waitFor(() => expect(paths.map(reads)).toEqual(before.map((n) => n + 1)));
  });
});
