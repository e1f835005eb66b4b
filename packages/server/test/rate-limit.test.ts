import { serverMessages } from '@lousa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { ADMIN, createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

let store: TestStore;
let server: RunningServer;
const WINDOW_MS = 2000;

beforeAll(async () => {
  store = await createTestStore();
  server = await startTestServer({
    store,
    testing: { loginRateLimit: { perLogin: 3, perAddress: 6, windowMs: WINDOW_MS } },
  });
});

afterAll(async () => {
  await server?.close();
  await store?.cleanup();
});

const attempt = (login: string, password: string) =>
  new TestClient(server.url).post('/api/auth', { login, password });

describe('login attempts limit', () => {
  it('answers 429 in pt-BR after too many failures for one login, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(ADMIN.email, 'errada')).status).toBe(401);
    const blocked = await attempt(ADMIN.email, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverMessages.tooManyLoginAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The e-mail in another case is the same login.
    expect((await attempt('ADMIN@escola.test', ADMIN.password)).status).toBe(429);

    await new Promise((ok) => setTimeout(ok, WINDOW_MS + 100));
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('answers 429 after too many failures from one address across logins', async () => {
    await new Promise((ok) => setTimeout(ok, WINDOW_MS + 100));
    const logins = ['a@escola.test', 'b@escola.test', 'c@escola.test'];
    for (let i = 0; i < 6; i++) {
      expect((await attempt(logins[i % 3] as string, 'errada')).status).toBe(401);
    }
    const blocked = await attempt('d@escola.test', 'qualquer');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Muitas tentativas de login. Tente novamente em instantes.',
    });
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(429);
  });
});
