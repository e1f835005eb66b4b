import { usersResource } from '@lousa/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../test/msw.ts';
import { signTestToken } from '../test/tokens.ts';
import { ApiError, SessionExpiredError } from './errors.ts';
import { ApiClientProvider } from './provider.tsx';
import { createQueryClient, queryRetryDelayMs, shouldRetryQuery } from './query-client.ts';
import { useResourceAll } from './resources/hooks.ts';
import { setSession } from './session/store.ts';
import { checkAccessToken } from './session/token.ts';

const server = setupMockServer();

describe('createQueryClient defaults (spec §9)', () => {
  it('keeps unused data 5 minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelayMs);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries up to 3 times on server and network errors', () => {
    for (const error of [new ApiError(500), new ApiError(503), new ApiError(0), new Error('x')]) {
      expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true]);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status))).toBe(false);
  });

  it('never retries a call that was not sent because the session expired', () => {
    expect(shouldRetryQuery(0, new SessionExpiredError())).toBe(false);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(queryRetryDelayMs(5)).toBe(30_000);
    expect(queryRetryDelayMs(12)).toBe(30_000);
  });
});

describe('retries in practice', () => {
  beforeEach(async () => {
    const token = await signTestToken({ exp: Math.floor(Date.now() / 1000) + 24 * 3600 });
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
  });

  function renderUsers() {
    const { client, sent } = createSpiedClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiClientProvider, { client, queryClient, children });
    return { ...renderHook(() => useResourceAll(usersResource), { wrapper }), sent };
  }

  it('a 500 is tried 4 times (1 + 3 retries, after 1 s, 2 s, 4 s), then fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ message: 'Erro' }, { status: 500 })),
    );
    const { result, sent } = renderUsers();

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    await vi.advanceTimersByTimeAsync(4000);
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent).toHaveLength(4);
    expect((result.current.error as ApiError).message).toBe('Erro');
  });

  it('a 404 fails at once, without retries', async () => {
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json({ message: 'Não achei' }, { status: 404 })),
    );
    const { result, sent } = renderUsers();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent).toHaveLength(1);
    expect(result.current.error).toBeInstanceOf(ApiError);
  });
});
