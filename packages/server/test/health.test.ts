import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadSecrets } from '../src/auth/secrets.ts';
import type { Database } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { healthCheck } from '../src/routes/health.ts';
import { useTestServer } from './builders.ts';
import { TEST_JWT_SECRET } from './helpers.ts';

const running = useTestServer();

/** A database whose every query fails (as when PostgreSQL is down) or never answers. */
function brokenDatabase(kind: 'fails' | 'hangs'): Database {
  const execute = () =>
    kind === 'fails'
      ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
      : new Promise(() => {});
  return { execute } as unknown as Database;
}

describe('GET /api/health', () => {
  it('answers 200 { status: "ok" } without signing in when the database answers', async () => {
    const answer = await fetch(`${running.server.url}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with a pt-BR message when the database fails', async () => {
    const app = createApp({
      db: brokenDatabase('fails'),
      env: loadEnv({ LOUSA_DATA_DIR: running.store.dataDir, LOUSA_JWT_SECRET: TEST_JWT_SECRET }),
      secrets: loadSecrets({ jwtSecret: TEST_JWT_SECRET, dataDir: running.store.dataDir }),
      logError: () => {},
    });
    const answer = await app.request('/api/health');
    expect(answer.status).toBe(503);
    const body = await answer.json();
    expect(body).toEqual({ status: 'unavailable', message: 'Banco de dados indisponível.' });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });

  it('answers 503 when the database does not answer in time', async () => {
    const app = new Hono().get('/api/health', healthCheck(brokenDatabase('hangs'), 50));
    const started = performance.now();
    const answer = await app.request('/api/health');
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { status: string }).status).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
