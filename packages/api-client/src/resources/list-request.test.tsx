import {
  type AUDIT_FILTERS,
  type AuditEvent,
  auditEventsResource,
  LIST_PAGE_SIZE_DEFAULT,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { partialMatchKey } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import { recordedAnswer } from '../mocks/recorded.ts';
import { recordedHandlers } from '../mocks/recorded-handlers.ts';
import { ApiClientProvider } from '../provider.tsx';
import { createQueryClient } from '../query-client.ts';
import { resourceKeys } from '../query-keys.ts';
import { setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import { listResource } from './calls.ts';
import { useResourceList } from './hooks.ts';
import { type ListFilters, listRequestParams } from './list-request.ts';

type AuditFilter = (typeof AUDIT_FILTERS)[number];

describe('listRequestParams', () => {
  it('adds the filters that hold a value, trimmed; blank and missing ones are no filter', () => {
    const filters: ListFilters<AuditFilter> = {
      action: ' delete ',
      resource: '',
      from: '   ',
      to: undefined,
      actorId: 'u-1',
    };
    expect(listRequestParams({ page: 2, q: ' ana ', filters })).toEqual({
      action: 'delete',
      actorId: 'u-1',
      page: '2',
      pageSize: String(LIST_PAGE_SIZE_DEFAULT),
      q: 'ana',
    });
    expect(listRequestParams({ filters: {} })).toEqual({});
    expect(listRequestParams({})).toEqual({});
  });

  it('a filter never replaces a list parameter of the same name', () => {
    expect(
      listRequestParams({
        page: 1,
        pageSize: 20,
        sort: { key: 'at', descending: true },
        filters: { page: '9', pageSize: '100', sort: 'action', q: 'x' },
      }),
    ).toEqual({ page: '1', pageSize: '20', sort: '-at', q: 'x' });
  });
});

describe('resourceKeys(...).list with filters', () => {
  const keys = resourceKeys(auditEventsResource);

  it('holds the filters: equal requests share the key, another filter does not', () => {
    expect(keys.list({ page: 1, filters: { action: '', from: ' ' } })).toEqual(
      keys.list({ page: 1 }),
    );
    expect(keys.list({ page: 1, filters: { action: 'delete' } })).toEqual([
      'audit-events',
      'list',
      { action: 'delete', page: '1', pageSize: String(LIST_PAGE_SIZE_DEFAULT) },
    ]);
    expect(keys.list({ page: 1, filters: { action: 'delete' } })).not.toEqual(
      keys.list({ page: 1, filters: { action: 'create' } }),
    );
    expect(partialMatchKey(keys.list({ filters: { to: '2025-03-01' } }), keys.all)).toBe(true);
  });
});

describe('a list call with filters', () => {
  const server = setupMockServer();
  /** The recorded audit log; a filtered list is what this test's server answers for the filter. */
  const events = () =>
    recordedAnswer<AuditEvent[]>('administrador', `GET ${auditEventsResource.path}`);
  const answerFiltered = () =>
    http.get(`${API}${auditEventsResource.path}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const action = params.get('action');
      const rows = events().filter((event) => !action || event.action === action);
      return HttpResponse.json(rows.slice(0, Number(params.get('pageSize') ?? rows.length)), {
        headers: { [TOTAL_COUNT_HEADER]: String(rows.length) },
      });
    });

  beforeEach(async () => {
    server.use(answerFiltered(), ...recordedHandlers({ baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
  });

  it('listResource sends the filters as query parameters beside page, q and sort', async () => {
    const { client, sent } = createSpiedClient();
    const page = await listResource(client, auditEventsResource, {
      page: 1,
      pageSize: 5,
      sort: { key: 'at', descending: true },
      filters: { action: 'sign-in', resource: '' },
    });
    expect(sent[0]?.url.pathname).toBe('/api/audit-events');
    expect(Object.fromEntries(sent[0]?.url.searchParams ?? [])).toEqual({
      action: 'sign-in',
      page: '1',
      pageSize: '5',
      sort: '-at',
    });
    const signIns = events().filter((event) => event.action === 'sign-in');
    expect(page.total).toBe(signIns.length);
    expect(page.items.map((event) => event.id)).toEqual(
      signIns.slice(0, 5).map((event) => event.id),
    );
  });

  it('useResourceList asks again when a filter changes, and answers that filter’s rows', async () => {
    const { client, sent } = createSpiedClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={client} queryClient={queryClient}>
        {children}
      </ApiClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ action }: { action: string }) =>
        useResourceList(auditEventsResource, { page: 1, pageSize: 10, filters: { action } }),
      { wrapper, initialProps: { action: '' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.total).toBe(events().length);

    const action = events().at(-1)!.action;
    rerender({ action });
    const filtered = events().filter((event) => event.action === action);
    expect(filtered.length).toBeLessThan(events().length);
    await waitFor(() => expect(result.current.data?.total).toBe(filtered.length));
    expect(result.current.data?.items.every((event) => event.action === action)).toBe(true);
    expect(sent.map((request) => request.url.searchParams.get('action'))).toEqual([null, action]);
  });
});
