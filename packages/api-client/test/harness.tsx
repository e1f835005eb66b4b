import type { ReactNode } from 'react';
import { beforeEach } from 'vitest';
import { recordedHandlers } from '../src/mocks/recorded-handlers.ts';
import { ApiClientProvider } from '../src/provider.tsx';
import { createQueryClient } from '../src/query-client.ts';
import { setSession } from '../src/session/store.ts';
import { checkAccessToken } from '../src/session/token.ts';
import { API, createSpiedClient, type setupMockServer } from './msw.ts';
import { signTestToken } from './tokens.ts';

/**
 * What a hook test renders in: a client whose requests are recorded as sent (`sent`), a fresh
 * query client, and the provider around both (`wrapper`, for `renderHook`).
 */
export function hookHarness(options: Parameters<typeof createSpiedClient>[0] = {}) {
  const spied = createSpiedClient(options);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={spied.client} queryClient={queryClient}>
      {children}
    </ApiClientProvider>
  );
  return { ...spied, queryClient, wrapper };
}

/** Before each test of the file: the recorded answers served and a signed-in session. */
export function recordedAndSignedIn(server: ReturnType<typeof setupMockServer>) {
  beforeEach(async () => {
    server.use(...recordedHandlers({ baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status !== 'valid') throw new Error('test token refused');
    setSession(token, check.user);
  });
}
