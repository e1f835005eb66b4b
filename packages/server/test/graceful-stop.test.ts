import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE, type LockHolder } from '../src/db/data-dir-lock.ts';
import { SOCKET_FILE } from '../src/ops/backup-channel.ts';
import { useTempDirs } from './builders.ts';
import { childEnv, MAIN_FROM_SOURCE, startChildServer } from './child-server.ts';
import { ADMIN } from './helpers.ts';

const emptyDataDir = useTempDirs('lousa-stop-');

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A sign-in whose body arrives in two halves, on a connection the server has already accepted
 * (kept alive from a first request): in flight until `finish()`. `Expect: 100-continue` makes
 * the server say when it has read the headers, so the request is known to be in flight.
 */
async function slowSignIn(port: number, agent: Agent): Promise<SlowRequest> {
  await new Promise<void>((ok, fail) => {
    request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', ok);
    })
      .on('error', fail)
      .end();
  });
  const body = JSON.stringify({ login: ADMIN.email, password: ADMIN.password });
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((ok, fail) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', fail);
  });
  const accepted = new Promise((ok) => req.once('continue', ok));
  req.flushHeaders();
  await accepted;
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

/** Resolves once the port refuses new connections. */
async function refusesConnections(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('the server still accepts connections');
}

describe('graceful stop (SIGTERM, SIGINT)', () => {
  it('stops accepting, finishes the request in flight, closes the database, exits 0', async () => {
    const dataDir = emptyDataDir();
    const server = await startChildServer(MAIN_FROM_SOURCE, { LOUSA_DATA_DIR: dataDir });
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
    expect(holder.pid).toBe(server.child.pid);
    expect(statSync(join(dataDir, SOCKET_FILE)).mode & 0o777).toBe(0o600);

    // A second process on the same data directory refuses to start.
    const second = spawnSync(process.execPath, MAIN_FROM_SOURCE, {
      env: childEnv({ LOUSA_DATA_DIR: dataDir }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`A pasta de dados ${dataDir} já está em uso`);
    expect(second.stderr).toContain(`processo ${server.child.pid}`);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const slow = await slowSignIn(server.port, agent);
    server.child.kill('SIGTERM');
    await refusesConnections(server.url);
    expect(server.child.exitCode).toBeNull();
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('accessToken');
    expect(await server.exited).toBe(0);
    agent.destroy();
    expect(server.output()).toContain('Encerrando a Lousa');
    expect(server.output()).toContain('Lousa encerrada.');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(existsSync(join(dataDir, SOCKET_FILE))).toBe(false);
  }, 120_000);

  it('cuts a request that outlasts LOUSA_SHUTDOWN_SECONDS and still exits 0 on SIGINT', async () => {
    const dataDir = emptyDataDir();
    const server = await startChildServer(MAIN_FROM_SOURCE, {
      LOUSA_DATA_DIR: dataDir,
      LOUSA_SHUTDOWN_SECONDS: '1',
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const slow = await slowSignIn(server.port, agent);
    const started = performance.now();
    server.child.kill('SIGINT');
    await expect(slow.answer).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(performance.now() - started).toBeLessThan(10_000);
    agent.destroy();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
