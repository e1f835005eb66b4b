import {
  type CalendarEntry,
  calendarEntrySchema,
  calendarEventSchema,
  eventsResource,
  schoolDayEventType,
} from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { fixtureResources } from '../../mocks/fixture-resources.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { useCreateResource, useDeleteResource } from '../../resources/hooks.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import {
  calendarKeys,
  getCalendarEntries,
  isCalendarRange,
  useCalendarEntries,
} from './get-calendar-entries.ts';

let db: FixtureDb;
const server = setupMockServer();
const PATH = '/api/calendar-events';

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
});

function setup() {
  const spied = createSpiedClient();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  const count = () =>
    spied.sent.filter((request) => request.method === 'GET' && request.url.pathname === PATH)
      .length;
  return { ...spied, queryClient, wrapper, count };
}

const day = (entry: CalendarEntry) => entry.date.slice(0, 10);
const march2025 = { from: '2025-03-01', to: '2025-03-31' };

describe('calendar fixtures', () => {
  it('hold added events of every type that pass the schema, one on a holiday school day', () => {
    expect(v.safeParse(v.array(calendarEventSchema), db.events).success).toBe(true);
    expect(new Set(db.events.map((event) => event.type))).toEqual(
      new Set(['DIA_LETIVO', 'SABADO_LETIVO', 'FERIADO', 'CONSELHO_CLASSE']),
    );
    const holidays = db.schoolDays.filter(
      (schoolDay) => schoolDayEventType(schoolDay.type.description) === 'FERIADO',
    );
    expect(db.events.some((event) => holidays.some((h) => h.date === event.date))).toBe(true);
    expect(Object.keys(fixtureResources.get(eventsResource.key)?.sortValues ?? {}).sort()).toEqual(
      [...eventsResource.sortKeys].sort(),
    );
    expect(createFixtureDb().events).toEqual(db.events);
  });
});

describe('GET /calendar-events', () => {
  it('sends from and to; answers the school days and events of those days, by date', async () => {
    const { client, sent } = createSpiedClient();
    const entries = await getCalendarEntries(client, march2025);
    const url = sent.at(-1)?.url;
    expect(url?.pathname).toBe(PATH);
    expect(url?.searchParams.get('from')).toBe('2025-03-01');
    expect(url?.searchParams.get('to')).toBe('2025-03-31');
    expect(v.safeParse(v.array(calendarEntrySchema), entries).success).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(day(entry) >= '2025-03-01' && day(entry) <= '2025-03-31').toBe(true);
    }
    expect(entries.map(day)).toEqual(entries.map(day).sort());
    const schoolDays = db.schoolDays.filter((item) => item.date.startsWith('2025-03'));
    expect(entries.filter((entry) => entry.source === 'SCHOOL_DAY')).toEqual(
      expect.arrayContaining(
        schoolDays.map((item) =>
          expect.objectContaining({
            id: item.id,
            title: item.type.description,
            type: schoolDayEventType(item.type.description),
          }),
        ),
      ),
    );
    expect(entries.filter((entry) => entry.source === 'SCHOOL_DAY')).toHaveLength(
      schoolDays.length,
    );
  });

  it('an answer that fails the schema yields no entries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/calendar-events`, () =>
        HttpResponse.json([{ id: 1, source: 'FESTA', date: null }]),
      ),
    );
    const { client } = createSpiedClient();
    expect(await getCalendarEntries(client, march2025)).toEqual([]);
  });

  it('isCalendarRange wants two YYYY-MM-DD days', () => {
    expect(isCalendarRange(march2025)).toBe(true);
    expect(isCalendarRange({ from: '2025-03-01' })).toBe(false);
    expect(isCalendarRange({ from: '01/03/2025', to: '2025-03-31' })).toBe(false);
    expect(isCalendarRange(undefined)).toBe(false);
  });
});

describe('useCalendarEntries', () => {
  it('calls nothing until both days are known', async () => {
    const { wrapper, sent } = setup();
    const { result } = renderHook(() => useCalendarEntries({ from: '2025-03-01' }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('adding and deleting an event refetch the calendar: the entry comes and goes', async () => {
    const { wrapper, count, queryClient } = setup();
    const { result } = renderHook(
      () => ({
        entries: useCalendarEntries(march2025),
        create: useCreateResource(eventsResource),
        remove: useDeleteResource(eventsResource),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.entries.isSuccess).toBe(true));
    const before = result.current.entries.data?.length ?? 0;
    expect(queryClient.getQueryData(calendarKeys.range(march2025))).toEqual(
      result.current.entries.data,
    );
    let id = '';
    await act(async () => {
      const created = await result.current.create.mutateAsync({
        title: 'Reunião de pais',
        date: '2025-03-20T00:00:00.000Z',
        type: 'DIA_LETIVO',
      });
      id = created.id;
    });
    expect(count()).toBe(2);
    await waitFor(() =>
      expect(result.current.entries.data).toContainEqual(
        expect.objectContaining({ id, source: 'EVENT', title: 'Reunião de pais' }),
      ),
    );
    expect(result.current.entries.data).toHaveLength(before + 1);
    await act(() => result.current.remove.mutateAsync(id));
    expect(count()).toBe(3);
    await waitFor(() => expect(result.current.entries.data).toHaveLength(before));
  });
});
