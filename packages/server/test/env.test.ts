import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, repoRoot, wantsDemo } from '../src/env.ts';

const problems = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  return '';
};

describe('loadEnv', () => {
  it('has safe defaults: port 4321 on 127.0.0.1, .data and dist at the repo root, embedded DB', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.LOUSA_DATA_DIR).toBe(`${repoRoot}/.data`);
    expect(env.LOUSA_SITE_DIR).toBe(`${repoRoot}/dist`);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe('development');
  });

  it('loads demo data by default only for the embedded database', () => {
    expect(wantsDemo(loadEnv({}))).toBe(true);
    expect(wantsDemo(loadEnv({ LOUSA_DEMO: '0' }))).toBe(false);
    expect(wantsDemo(loadEnv({ DATABASE_URL: 'postgres://u@localhost/db' }))).toBe(false);
    expect(wantsDemo(loadEnv({ DATABASE_URL: 'postgres://u@localhost/db', LOUSA_DEMO: '1' }))).toBe(
      true,
    );
  });

  it('treats empty values as unset and strips a formatted admin CPF', () => {
    const env = loadEnv({ PORT: '', LOUSA_ADMIN_CPF: '529.982.247-25' });
    expect(env.PORT).toBe(4321);
    expect(env.LOUSA_ADMIN_CPF).toBe('52998224725');
  });

  it('names every bad variable, without echoing secret values', () => {
    const message = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://root@db/lousa',
      LOUSA_JWT_SECRET: 'curto-demais',
      LOUSA_ADMIN_CPF: '111.111.111-11',
      LOUSA_ADMIN_EMAIL: 'nao-e-email',
      LOUSA_DEMO: 'sim',
      NODE_ENV: 'staging',
    });
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'LOUSA_JWT_SECRET',
      'LOUSA_ADMIN_CPF',
      'LOUSA_ADMIN_EMAIL',
      'LOUSA_DEMO',
      'NODE_ENV',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('curto-demais');
    expect(problems({ PORT: '70000' })).toContain('PORT');
    expect(problems({ LOUSA_ADMIN_PASSWORD: 'senha-sem-email' })).toContain('LOUSA_ADMIN_EMAIL');
  });

  it('gives a stopping server 10 s for requests in flight unless LOUSA_SHUTDOWN_SECONDS says', () => {
    expect(loadEnv({}).LOUSA_SHUTDOWN_SECONDS).toBe(10);
    expect(loadEnv({ LOUSA_SHUTDOWN_SECONDS: '0' }).LOUSA_SHUTDOWN_SECONDS).toBe(0);
    expect(loadEnv({ LOUSA_SHUTDOWN_SECONDS: '30' }).LOUSA_SHUTDOWN_SECONDS).toBe(30);
    for (const bad of ['-1', '2.5', 'dez', '3601']) {
      expect(problems({ LOUSA_SHUTDOWN_SECONDS: bad }), bad).toContain('LOUSA_SHUTDOWN_SECONDS');
    }
  });

  it('stops `npm start` with a clear message and exit code 1', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(`${repoRoot}/node_modules/.bin/tsx`, [main], {
      env: { PATH: process.env.PATH, PORT: 'abc', LOUSA_DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuração inválida');
    expect(result.stderr).toContain('PORT');
    expect(result.stdout).not.toContain('Lousa em');
  });
});
