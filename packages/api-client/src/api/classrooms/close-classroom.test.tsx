import {
  type Classroom,
  type CloseGap,
  classroomClosePath,
  classroomReopenPath,
  classroomResultsPath,
  classroomsResource,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { useResourceAll } from '../../resources/hooks.ts';
import { useClassResults } from '../grades/get-class-results.ts';
import {
  type ClassroomCloseRefusedError,
  isClassroomCloseRefused,
  useCloseClassroom,
  useReopenClassroom,
} from './close-classroom.ts';

const server = setupMockServer();
const [room] = recordedAnswer<Classroom[]>('administrador', `GET ${classroomsResource.path}`);
if (!room) throw new Error('no classroom recorded');
const STUDENT = '0190f3c4-0000-7000-8000-000000000001';
const COMPONENT = { id: '0190f3c4-0000-7000-8000-000000000002', name: 'Matemática' };

recordedAndSignedIn(server);

/** The classrooms and the class's results on screen, each GET counted, with the two hooks. */
function renderClosing() {
  server.use(http.get(`${API}${classroomResultsPath(room!.id)}`, () => HttpResponse.json([])));
  const { wrapper, sent } = hookHarness();
  const { result } = renderHook(
    () => ({
      classrooms: useResourceAll(classroomsResource),
      results: useClassResults(room!.id),
      close: useCloseClassroom(),
      reopen: useReopenClassroom(),
    }),
    { wrapper },
  );
  const reads = (path: string) =>
    sent.filter((request) => request.method === 'GET' && request.url.pathname === `/api${path}`)
      .length;
  const paths = [classroomsResource.path, classroomResultsPath(room!.id)];
  return { result, counts: () => paths.map(reads) };
}

describe("'Encerrar Turma' and 'Reabrir Turma'", () => {
  it('useCloseClassroom posts the close, answers the results and refetches the classrooms and the results', async () => {
    const answer = { results: [{ studentId: STUDENT, result: 'APROVADO' }] };
    let posted = 0;
    server.use(
      http.post(`${API}${classroomClosePath(room.id)}`, () => {
        posted += 1;
        return HttpResponse.json(answer);
      }),
    );
    const { result, counts } = renderClosing();
    await waitFor(() => {
      expect(result.current.classrooms.isSuccess).toBe(true);
      expect(result.current.results.isSuccess).toBe(true);
    });
    const before = counts();
    let closed: unknown;
    await act(async () => {
      closed = await result.current.close.mutateAsync(room.id);
    });
    expect(posted).toBe(1);
    expect(closed).toEqual(answer);
    await waitFor(() => expect(counts()).toEqual(before.map((n) => n + 1)));
  });

  it('a 422 is a ClassroomCloseRefusedError with the message and each gap typed', async () => {
    const missing: CloseGap[] = [
      { kind: 'RULE' },
      { kind: 'ATTENDANCE', curricularComponent: COMPONENT, date: '2026-11-20' },
      { kind: 'GRADES', curricularComponent: COMPONENT, academicTermId: STUDENT },
      { kind: 'GRADES', curricularComponent: COMPONENT },
    ];
    server.use(
      http.post(`${API}${classroomClosePath(room.id)}`, () =>
        HttpResponse.json({ message: serverMessages.classroomCloseGaps, missing }, { status: 422 }),
      ),
    );
    const { result } = renderClosing();
    let refused: unknown;
    await act(async () => {
      refused = await result.current.close.mutateAsync(room.id).catch((error) => error);
    });
    expect(isClassroomCloseRefused(refused)).toBe(true);
    expect(refused as ClassroomCloseRefusedError).toMatchObject({
      status: 422,
      message: serverMessages.classroomCloseGaps,
      missing,
    });
  });

  it("a 409 is a plain ApiError with the server's message", async () => {
    server.use(
      http.post(`${API}${classroomClosePath(room.id)}`, () =>
        HttpResponse.json({ message: serverMessages.classroomClosed }, { status: 409 }),
      ),
    );
    const { result } = renderClosing();
    let refused: unknown;
    await act(async () => {
      refused = await result.current.close.mutateAsync(room.id).catch((error) => error);
    });
    expect(isClassroomCloseRefused(refused)).toBe(false);
    expect(refused).toMatchObject({ status: 409, message: serverMessages.classroomClosed });
  });

  it('useReopenClassroom sends the reason, answers the classroom and refetches the classrooms and the results', async () => {
    let received: unknown;
    server.use(
      http.post(`${API}${classroomReopenPath(room.id)}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ ...room, closedAt: null });
      }),
    );
    const { result, counts } = renderClosing();
    await waitFor(() => {
      expect(result.current.classrooms.isSuccess).toBe(true);
      expect(result.current.results.isSuccess).toBe(true);
    });
    const before = counts();
    let reopened: Classroom | undefined;
    const body = { reason: 'Nota lançada errada no 4º bimestre.' };
    await act(async () => {
      reopened = await result.current.reopen.mutateAsync({ id: room.id, body });
    });
    expect(received).toEqual(body);
    expect(reopened).toMatchObject({ id: room.id, closedAt: null });
    await waitFor(() => expect(counts()).toEqual(before.map((n) => n + 1)));
  });
});
