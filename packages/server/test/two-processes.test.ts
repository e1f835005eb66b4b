import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, MAIN_FROM_SOURCE, startChildServer } from './child-server.ts';
import { ADMIN, createTestStore, TestClient, type TestStore } from './helpers.ts';

/*
 * Two API processes on one PostgreSQL, sharing nothing but the database (each its own data
 * directory): a session started on one refreshes on the other, and the sign-in limit counts the
 * attempts made on both. Only with DATABASE_URL (the embedded database has one writer).
 */

const onPostgres = Boolean(process.env.DATABASE_URL);
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startOn(store: TestStore): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lousa-two-'));
  const server = await startChildServer(MAIN_FROM_SOURCE, {
    LOUSA_DATA_DIR: dataDir,
    DATABASE_URL: store.databaseUrl as string,
  });
  cleanups.push(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

describe.runIf(onPostgres)('two API processes on one PostgreSQL', () => {
  let a: ChildServer;
  let b: ChildServer;

  it('both start on the same database', async () => {
    const store = await createTestStore();
    cleanups.push(() => store.cleanup());
    a = await startOn(store);
    b = await startOn(store);
    expect(a.port).not.toBe(b.port);
  }, 120_000);

  it('a session started on one refreshes on the other, and its token works on both', async () => {
    const onA = new TestClient(a.url);
    await onA.login();
    // The same browser, now answered by the other process (a load balancer in front).
    const onB = new TestClient(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const refreshed = await onB.request<{ token: string }>('POST', '/api/auth/refresh-token', {
      auth: false,
      xsrf: true,
    });
    expect(refreshed.status).toBe(200);
    onB.token = refreshed.body.token;
    expect((await onB.get('/api/me')).status).toBe(200);
    onA.token = refreshed.body.token;
    expect((await onA.get('/api/me')).status).toBe(200);
    // The refresh token spent on B is spent for A too: replaying it is reuse, refused.
    const stale = new TestClient(a.url);
    for (const [name, value] of onA.cookies) stale.cookies.set(name, value);
    const replay = await stale.request('POST', '/api/auth/refresh-token', {
      auth: false,
      xsrf: true,
    });
    expect(replay.status).toBe(401);
  });

  it('the sign-in limit holds across both processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const answer = await new TestClient(server.url).post('/api/auth', {
        login: ADMIN.email,
        password: `errada-${attempt}`,
      });
      statuses.push(answer.status);
    }
    // 10 failures a minute per account (LOGIN_RATE_LIMIT), counted in the database.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
  }, 60_000);
});
