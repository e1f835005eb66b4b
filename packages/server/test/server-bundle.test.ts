import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { holderIsAlive, LOCK_FILE, type LockHolder } from '../src/db/data-dir-lock.ts';
import { childEnv, startChildServer } from './child-server.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
// Inside packages/server, so the bundle finds node_modules as packages/server/dist does.
const outdir = fileURLToPath(new URL(`../.bundle-test-${process.pid}/`, import.meta.url));
const dirs: string[] = [outdir];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Milliseconds from `started` until /api/health answers 200. */
async function firstHealthy(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return performance.now() - started;
    } catch {}
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

describe('the bundled server', () => {
  it('builds main, backup and restore with our packages inlined and the migrations beside', () => {
    const build = spawnSync(
      process.execPath,
      [join(repo, 'scripts/build-server.mjs'), '--outdir', outdir],
      { encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    for (const file of ['main.mjs', 'backup.mjs', 'restore.mjs', 'drizzle/meta/_journal.json']) {
      expect(existsSync(join(outdir, file)), file).toBe(true);
    }
    // No code in subfolders: paths relative to a module resolve as they do from src/.
    const folders = readdirSync(outdir, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((entry) => entry.name)).toEqual(['drizzle']);
    const main = readFileSync(join(outdir, 'main.mjs'), 'utf8');
    expect(main).not.toMatch(/from "@lousa\//);
    expect(main).toMatch(/from "hono"/);
  });

  it('starts on an empty data dir (saying where the data lives), restarts fast, stops with 0', async () => {
    const dataDir = tempDir('lousa-bundle-');
    const first = await startChildServer([join(outdir, 'main.mjs')], { LOUSA_DATA_DIR: dataDir });
    expect(first.output()).toContain(`Os dados ficam em ${join(dataDir, 'pglite')}`);
    expect(first.output()).toContain('npm run backup');
    await firstHealthy(first.url, performance.now());
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const started = performance.now();
    // The default site folder (LOUSA_SITE_DIR unset) is the repository's dist/, as from source.
    const again = await startChildServer([join(outdir, 'main.mjs')], {
      LOUSA_DATA_DIR: dataDir,
      LOUSA_SITE_DIR: '',
    });
    const ms = await firstHealthy(again.url, started);
    if (existsSync(join(repo, 'dist/index.html'))) expect(again.output()).toContain('Lousa em');
    else expect(again.output()).toContain(`site não construído em ${join(repo, 'dist')}`);
    console.info(
      `bundle on an existing data dir: first 200 of /api/health after ${Math.round(ms)} ms`,
    );
    expect(again.output()).not.toContain('Os dados ficam em');
    // A guard against a start gone wrong (a busy 2-core machine is slow): the figure is printed.
    expect(ms).toBeLessThan(30_000);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});

describe('npm start (scripts/start.mjs)', () => {
  it('runs the bundle; Ctrl+C, delivered twice as by a terminal and npm, stops everything', async () => {
    const site = tempDir('lousa-start-site-');
    mkdirSync(join(site, 'app'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Lousa</title>');
    const dataDir = tempDir('lousa-start-');
    const started = performance.now();
    const start = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], {
      cwd: repo,
      env: childEnv({ LOUSA_DATA_DIR: dataDir, LOUSA_SITE_DIR: site }),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, like a terminal's foreground job.
      detached: true,
    });
    let output = '';
    start.stdout.on('data', (chunk) => {
      output += chunk;
    });
    start.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((ok) => start.on('exit', (code) => ok(code)));
    let port: string | undefined;
    while (!port) {
      port = /Lousa em http:\/\/[^\s:]+:(\d+)/.exec(output)?.[1];
      if (start.exitCode !== null) throw new Error(output);
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const ms = await firstHealthy(`http://127.0.0.1:${port}`, started);
    console.info(
      `start.mjs on a new data dir: first 200 of /api/health after ${Math.round(ms)} ms`,
    );
    const holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
    expect(holder.pid).not.toBe(start.pid);

    process.kill(-(start.pid ?? 0), 'SIGINT');
    start.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(holderIsAlive(holder)).toBe(false);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(output).toContain('Lousa encerrada.');
  }, 180_000);
});
