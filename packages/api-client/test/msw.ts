import type { AnyHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../src/client.ts';

/** Absolute base for node tests (jsdom's page is http://localhost:4321/app). */
export const API = 'http://localhost:4321/api';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** An MSW node server for one test file; unhandled requests fail the test. */
export function setupMockServer(...handlers: AnyHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client whose every request is recorded as sent (the spy sits in front of fetch). */
export function createSpiedClient(options: Parameters<typeof createApiClient>[0] = {}): {
  client: ApiClient;
  sent: SentRequest[];
  fetchSpy: ReturnType<typeof vi.fn>;
} {
  const sent: SentRequest[] = [];
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const bodyText = typeof init?.body === 'string' ? init.body : undefined;
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: bodyText === undefined ? undefined : JSON.parse(bodyText),
      credentials: init?.credentials,
    });
    return globalThis.fetch(input, init);
  });
  const client = createApiClient({ baseUrl: API, fetch: fetchSpy as typeof fetch, ...options });
  return { client, sent, fetchSpy };
}
