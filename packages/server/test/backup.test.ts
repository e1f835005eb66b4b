import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { type ChildServer, childEnv, MAIN_FROM_SOURCE, startChildServer } from './child-server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

// The same test runs on the embedded database and, under `npm run test:pg`, on PostgreSQL
// (pg_dump / pg_restore): each store is a data directory or a database of its own.
const onPostgres = Boolean(process.env.DATABASE_URL);
const extension = onPostgres ? 'dump' : 'tgz';
const cli = (name: string) => [
  '--import',
  'tsx',
  fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url)),
];

const stores: TestStore[] = [];
const servers: RunningServer[] = [];
const children: ChildServer[] = [];
const work = mkdtempSync(join(tmpdir(), 'lousa-backup-'));

afterAll(async () => {
  for (const child of children) child.child.kill('SIGKILL');
  for (const server of servers) await server.close();
  for (const store of stores) await store.cleanup();
  rmSync(work, { recursive: true, force: true });
});

async function store(options: { fresh?: boolean } = {}): Promise<TestStore> {
  const created = await createTestStore(options);
  stores.push(created);
  return created;
}

/** The environment that points the commands at a store. */
const storeEnv = (target: TestStore) => ({
  LOUSA_DATA_DIR: target.dataDir,
  DATABASE_URL: target.databaseUrl ?? '',
});

interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `npm run backup` / `npm run restore` (from source) with `args`, against `target`. */
function runTool(name: 'backup' | 'restore', args: string[], target: TestStore): Promise<ToolRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [...cli(name), ...args], {
    env: childEnv({ ...storeEnv(target), INIT_CWD: work }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((ok) =>
    child.on('close', (code) => ok({ code, stdout, stderr, ms: performance.now() - started })),
  );
}

async function modalityNames(api: TestClient): Promise<string[]> {
  const answer = await api.get<{ name: string }[]>('/api/teaching-modalities');
  expect(answer.status).toBe(200);
  return answer.body.map((row) => row.name);
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('copies the database while the server runs; the copy restores into an empty place', async () => {
    const source = await store();
    const running = await startChildServer(MAIN_FROM_SOURCE, storeEnv(source));
    children.push(running);
    const api = new TestClient(running.url);
    await api.login();
    for (const name of ['Educação Infantil', 'Ensino Fundamental', 'Educação de Jovens']) {
      expect((await api.post('/api/teaching-modalities', { name })).status).toBe(201);
    }

    const backup = await runTool('backup', [`copia.${extension}`], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(
      `Cópia de segurança salva em ${join(work, `copia.${extension}`)}`,
    );
    if (!onPostgres) expect(backup.stdout).toContain(`processo ${running.child.pid}`);
    // Written after the copy: not in it.
    expect((await api.post('/api/teaching-modalities', { name: 'Depois da cópia' })).status).toBe(
      201,
    );

    const target = await store({ fresh: true });
    const restored = await runTool('restore', [`copia.${extension}`], target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Banco restaurado');
    const size = readFileSync(join(work, `copia.${extension}`)).length;
    console.info(
      `${onPostgres ? 'PostgreSQL' : 'PGlite'}: backup ${Math.round(backup.ms)} ms, ` +
        `restore ${Math.round(restored.ms)} ms, file ${(size / 1024).toFixed(0)} KB`,
    );

    // Non-empty targets are refused, and so is the running server's own store.
    const again = await runTool('restore', [`copia.${extension}`], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(onPostgres ? 'já tem as tabelas da Lousa' : 'já tem um banco');
    expect(again.stderr).toContain('--force');
    const intoRunning = await runTool('restore', [`copia.${extension}`], source);
    expect(intoRunning.code).toBe(1);
    if (!onPostgres) expect(intoRunning.stderr).toContain('já está em uso');

    // With --force an existing database is replaced (on PGlite kept aside, never deleted).
    const forced = await runTool('restore', [`copia.${extension}`, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    if (!onPostgres) {
      expect(forced.stdout).toContain('O banco anterior foi guardado em');
      expect(readdirSync(target.dataDir).some((name) => name.startsWith('pglite.anterior-'))).toBe(
        true,
      );
    }

    const server = await startTestServer({ store: target });
    servers.push(server);
    const copy = new TestClient(server.url);
    await copy.login();
    expect(await modalityNames(copy)).toEqual([
      'Educação Infantil',
      'Ensino Fundamental',
      'Educação de Jovens',
    ]);

    // Stopped, the embedded database is copied by opening its folder directly.
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    const direct = await runTool('backup', [`parada.${extension}`], source);
    expect(direct.code).toBe(0);
    expect(direct.stdout).not.toContain('processo');
  }, 240_000);

  it('refuses a file that is not a backup, a missing file, and a folder without a database', async () => {
    const target = await store({ fresh: true });
    writeFileSync(join(work, 'notas.txt'), 'não é uma cópia');
    const notBackup = await runTool('restore', ['notas.txt'], target);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('não é uma cópia de segurança da Lousa');
    const missing = await runTool('restore', ['nao-existe.tgz'], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Arquivo não encontrado');
    const usage = await runTool('restore', [], target);
    expect(usage.code).toBe(2);
    expect(usage.stdout).toContain('Uso: npm run restore');
    if (onPostgres) {
      console.info('empty-folder backup check: embedded database only (DATABASE_URL is set).');
      return;
    }
    const empty = await runTool('backup', ['vazio.tgz'], target);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Não há banco de dados em');
  }, 120_000);
});
