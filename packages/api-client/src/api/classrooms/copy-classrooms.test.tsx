import {
  type AcademicYear,
  classroomsCopyPath,
  classroomsResource,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { useResourceAll } from '../../resources/hooks.ts';
import { postClassroomsCopy, useCopyClassrooms } from './copy-classrooms.ts';

const server = setupMockServer();
const [to, from] = recordedAnswer<AcademicYear[]>('administrador', 'GET /academic-calendars/years');

recordedAndSignedIn(server);

describe('POST /academic-years/<toId>/classrooms/copy', () => {
  it('sends { fromAcademicYearId, schoolUnitId? } to the target year; answers the counts', async () => {
    let received: unknown;
    server.use(
      http.post(`${API}${classroomsCopyPath(to!.id)}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ created: 7, skipped: 2 }, { status: 201 });
      }),
    );
    const { client } = createSpiedClient();
    const body = { fromAcademicYearId: from!.id };
    expect(await postClassroomsCopy(client, to!.id, body)).toEqual({ created: 7, skipped: 2 });
    expect(received).toEqual(body);
  });

  it("a refusal is an ApiError with the server's message", async () => {
    server.use(
      http.post(`${API}${classroomsCopyPath(to!.id)}`, () =>
        HttpResponse.json({ message: serverMessages.classroomCopySameYear }, { status: 422 }),
      ),
    );
    const { client } = createSpiedClient();
    await expect(
      postClassroomsCopy(client, to!.id, { fromAcademicYearId: to!.id }),
    ).rejects.toMatchObject({ status: 422, message: serverMessages.classroomCopySameYear });
  });

  it('a copy refetches the classrooms', async () => {
    server.use(
      http.post(`${API}${classroomsCopyPath(to!.id)}`, () =>
        HttpResponse.json({ created: 1, skipped: 0 }, { status: 201 }),
      ),
    );
    const spied = createSpiedClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={spied.client} queryClient={queryClient}>
        {children}
      </ApiClientProvider>
    );
    const { result } = renderHook(
      () => ({ list: useResourceAll(classroomsResource), copy: useCopyClassrooms() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const reads = () =>
      spied.sent.filter(
        (request) => request.method === 'GET' && request.url.pathname === '/api/classrooms',
      ).length;
    const before = reads();
    await act(async () => {
      await result.current.copy.mutateAsync({
        toAcademicYearId: to!.id,
        body: { fromAcademicYearId: from!.id },
      });
    });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
