import { type CalendarEntry, calendarEntrySchema, eventsResource } from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { hookHarness, recordedAndSignedIn } from '../../../test/harness.tsx';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { useCreateResource, useDeleteResource } from '../../resources/hooks.ts';
import {
  calendarKeys,
  getCalendarEntries,
  isCalendarRange,
  useCalendarEntries,
} from './get-calendar-entries.ts';

const server = setupMockServer();
const PATH = '/api/calendar-events';

recordedAndSignedIn(server);

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const count = () =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === PATH)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

const day = (entry: CalendarEntry) => entry.date.slice(0, 10);
/** The recorded month: the demo's March of 2026. */
const march = { from: '2026-03-01', to: '2026-03-31' };
const recordedMarch = () =>
  recordedAnswer<CalendarEntry[]>(
    'administrador',
    `GET ${PATH.slice(4)}?from=${march.from}&to=${march.to}`,
  );

describe('GET /calendar-events', () => {
  it('sends from and to; answers the school days and events of those days, by date', async () => {
    const { client, sent } = createSpiedClient();
    const entries = await getCalendarEntries(client, march);
    const url = sent.at(-1)?.url;
    expect(url?.pathname).toBe(PATH);
    expect(url?.searchParams.get('from')).toBe(march.from);
    expect(url?.searchParams.get('to')).toBe(march.to);
    expect(v.safeParse(v.array(calendarEntrySchema), entries).success).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(day(entry) >= march.from && day(entry) <= march.to).toBe(true);
    }
    expect(entries.map(day)).toEqual(entries.map(day).sort());
    expect(entries).toEqual(v.parse(v.array(calendarEntrySchema), recordedMarch()));
    expect(entries.some((entry) => entry.source === 'SCHOOL_DAY')).toBe(true);
  });

  it('an answer that fails the schema yields no entries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/calendar-events`, () =>
        HttpResponse.json([{ id: 1, source: 'FESTA', date: null }]),
      ),
    );
    const { client } = createSpiedClient();
    expect(await getCalendarEntries(client, march)).toEqual([]);
  });

  it('isCalendarRange wants two YYYY-MM-DD days', () => {
    expect(isCalendarRange(march)).toBe(true);
    expect(isCalendarRange({ from: '2025-03-01' })).toBe(false);
    expect(isCalendarRange({ from: '01/03/2025', to: '2025-03-31' })).toBe(false);
    expect(isCalendarRange(undefined)).toBe(false);
  });
});

describe('useCalendarEntries', () => {
  it('calls nothing until both days are known', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useCalendarEntries({ from: march.from }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('adding and deleting an event refetch the calendar (the server puts the event in it)', async () => {
    const { wrapper, count, queryClient } = setup();
    const { result } = renderHook(
      () => ({
        entries: useCalendarEntries(march),
        create: useCreateResource(eventsResource),
        remove: useDeleteResource(eventsResource),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.entries.isSuccess).toBe(true));
    expect(queryClient.getQueryData(calendarKeys.range(march))).toEqual(
      result.current.entries.data,
    );
    let id = '';
    await act(async () => {
      const created = await result.current.create.mutateAsync({
        title: 'Reunião de pais',
        date: '2026-03-20T00:00:00.000Z',
        type: 'DIA_LETIVO',
      });
      id = created.id;
    });
    await waitFor(() => expect(count()).toBe(2));
    await act(() => result.current.remove.mutateAsync(id));
    await waitFor(() => expect(count()).toBe(3));
  });
});
