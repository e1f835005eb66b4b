import {
  type AcademicCalendar,
  type AcademicCalendarSummary,
  academicCalendarSummaryPath,
  academicCalendarsResource,
  schoolDaysBatchPath,
  schoolDaysResource,
  serverMessages,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { useResourceList } from '../../resources/hooks.ts';
import { postSchoolDaysBatch, useAddSchoolDays } from './add-school-days.ts';
import { calendarSummaryKey, getCalendarSummary, useCalendarSummary } from './calendar-summary.ts';

const server = setupMockServer();

recordedAndSignedIn(server);

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const reads = (path: string) =>
    spied.sent.filter(
      (request) => request.method === 'GET' && request.url.pathname === `/api${path}`,
    ).length;
  return { ...spied, queryClient, wrapper, reads };
}

const calendars = recordedAnswer<AcademicCalendar[]>(
  'administrador',
  `GET ${academicCalendarsResource.path}`,
);
const calendar = calendars[0] as AcademicCalendar;
const body = {
  academicCalendarId: calendar.id,
  typeId: '0190f5e2-7c1a-7000-8000-000000000001',
  from: '2026-08-03T00:00:00.000Z',
  to: '2026-08-14T00:00:00.000Z',
  weekdays: [1, 2, 3, 4, 5],
};

describe('GET /academic-calendars/<id>/summary', () => {
  it('answers the recorded totals of a demo calendar, every kind present', async () => {
    const { client, sent } = createSpiedClient();
    const summary = await getCalendarSummary(client, calendar.id);
    expect(sent.at(-1)?.url.pathname).toBe(`/api/academic-calendars/${calendar.id}/summary`);
    expect(summary).toEqual(
      recordedAnswer<AcademicCalendarSummary>(
        'administrador',
        `GET ${academicCalendarSummaryPath(calendar.id)}`,
      ),
    );
    expect(Object.keys(summary.byKind).sort()).toEqual([
      'CONSELHO_CLASSE',
      'DIA_LETIVO',
      'FERIADO',
      'PLANEJAMENTO',
      'RECESSO',
      'SABADO_LETIVO',
    ]);
    expect(summary.lessonDays).toBe(summary.byKind.DIA_LETIVO + summary.byKind.SABADO_LETIVO);
  });

  it('calls nothing until a calendar is chosen', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useCalendarSummary(undefined), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });
});

describe('POST /school-days/batch', () => {
  it('sends the body and answers { created, skipped }', async () => {
    let received: unknown;
    server.use(
      http.post(`${API}${schoolDaysBatchPath}`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ created: 8, skipped: 2 }, { status: 201 });
      }),
    );
    const { client } = createSpiedClient();
    expect(await postSchoolDaysBatch(client, body)).toEqual({ created: 8, skipped: 2 });
    expect(received).toEqual(body);
  });

  it("a refusal is an ApiError with the server's message", async () => {
    server.use(
      http.post(`${API}${schoolDaysBatchPath}`, () =>
        HttpResponse.json({ message: serverMessages.schoolDayTypeNotFound }, { status: 422 }),
      ),
    );
    const { client } = createSpiedClient();
    await expect(postSchoolDaysBatch(client, body)).rejects.toMatchObject({
      status: 422,
      message: serverMessages.schoolDayTypeNotFound,
    });
  });

  it("a range added refetches the school days' list and the calendar's totals", async () => {
    server.use(
      http.post(`${API}${schoolDaysBatchPath}`, () =>
        HttpResponse.json({ created: 10, skipped: 0 }, { status: 201 }),
      ),
    );
    const { wrapper, reads, queryClient } = setup();
    const { result } = renderHook(
      () => ({
        list: useResourceList(schoolDaysResource, { page: 1, pageSize: 10 }),
        summary: useCalendarSummary(calendar.id),
        add: useAddSchoolDays(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(queryClient.getQueryData(calendarSummaryKey(calendar.id))).toEqual(
      result.current.summary.data,
    );
    const summaryPath = academicCalendarSummaryPath(calendar.id);
    expect(reads(summaryPath)).toBe(1);
    expect(reads(schoolDaysResource.path)).toBe(1);
    await act(async () => {
      expect(await result.current.add.mutateAsync(body)).toEqual({ created: 10, skipped: 0 });
    });
    await waitFor(() => expect(reads(summaryPath)).toBe(2));
    await waitFor(() => expect(reads(schoolDaysResource.path)).toBe(2));
  });
});
