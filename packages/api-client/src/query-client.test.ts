import { usersResource } from '@lousa/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('retries once, after half a second, a call that got no answer or a 5xx', () => {
    for (const error of [new ApiError(500), new ApiError(503), new ApiError(0)]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(false);
    }
    expect(queryRetryDelayMs()).toBe(500);
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status))).toBe(false);
  });

  it('never retries a malformed answer, an unknown error or a call not sent (session expired)', () => {
    expect(shouldRetryQuery(0, new ApiError(200))).toBe(false);
    expect(shouldRetryQuery(0, new Error('x'))).toBe(false);
    expect(shouldRetryQuery(0, new SessionExpiredError())).toBe(false);
  });
});

describe('retries in practice', () => {
  beforeEach(async () => {
    const token = await signTestToken({ exp: Math.floor(Date.now() / 1000) + 24 * 3600 });
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
  });
  afterEach(() => vi.useRealTimers());

  function renderUsers() {
    const { client, sent } = createSpiedClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(ApiClientProvider, { client, queryClient, children });
    return { ...renderHook(() => useResourceAll(usersResource), { wrapper }), sent };
  }

  async function failsAfter(answer: () => Response) {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.get(`${API}/users`, answer));
    const { result, sent } = renderUsers();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(() => expect(result.current.isError).toBe(true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
    return result.current.error as ApiError;
  }

  it('a 500 is tried twice (once more after 0.5 s), then fails with its message', async () => {
    const error = await failsAfter(() => HttpResponse.json({ message: 'Erro' }, { status: 500 }));
    expect(error.message).toBe('Erro');
  });

  it('a call that gets no answer is tried twice, then fails: no connection', async () => {
    const error = await failsAfter(() => HttpResponse.error());
    expect(error.status).toBe(0);
    expect(error.message).toBe('Sem conexão com o servidor.');
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
