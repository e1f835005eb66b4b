import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  type LockHolder,
  processIdentity,
} from '../src/db/data-dir-lock.ts';
import { useTempDirs } from './builders.ts';

const tempDir = useTempDirs('lousa-lock-');

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** Node with tsx's loader: one process per child (no tsx wrapper between us and it). */
const tsNode = (args: string[]) => [process.execPath, ['--import', 'tsx', ...args]] as const;

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ startedAt: '', token: 'old', ...holder }));
}

/** A pid that no running process has: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

function lockedBy(fn: () => unknown): DataDirLockedError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected the data directory to be locked');
}

describe('one writer per data directory', () => {
  it('refuses a second lock in the same process, naming the directory and the pid', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const refused = lockedBy(() => acquireDataDirLock(dir));
    expect(refused.holder.pid).toBe(process.pid);
    expect(refused.message).toContain(dir);
    expect(refused.message).toContain(String(process.pid));
    expect(refused.message).toContain('já está em uso');
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('keeps the lock while the database is open and releases it on close', async () => {
    const dir = tempDir();
    const handle = await openDatabase({ dataDir: dir });
    const holder = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockHolder;
    expect(holder.pid).toBe(process.pid);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await handle.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('uses no lock file on PostgreSQL', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) {
      console.info('PostgreSQL check skipped: DATABASE_URL is not set (runs under test:pg).');
      return;
    }
    const dir = tempDir();
    const first = await openDatabase({ databaseUrl: url, dataDir: dir });
    const second = await openDatabase({ databaseUrl: url, dataDir: dir });
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    await first.close();
    await second.close();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid() });
    const lock = acquireDataDirLock(dir);
    expect(lock.holder.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock of an earlier process that had this pid, or an unreadable one', () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, token: 'a-previous-run' });
    acquireDataDirLock(dir).release();
    writeFileSync(join(dir, LOCK_FILE), '');
    acquireDataDirLock(dir).release();
  });

  it('tells a reused pid (another process start) from the holder itself', () => {
    const self = processIdentity('self');
    if (!self) {
      console.info('pid reuse check skipped: no /proc on this system.');
      return;
    }
    const dir = tempDir();
    // The parent is alive; a lock that claims it with another start time is stale.
    writeLock(dir, { pid: process.ppid, boot: self.boot, ticks: '1' });
    acquireDataDirLock(dir).release();
    const parent = processIdentity(process.ppid);
    writeLock(dir, { pid: process.ppid, ...parent });
    expect(lockedBy(() => acquireDataDirLock(dir)).holder.pid).toBe(process.ppid);
  });

  it('lets exactly one of several processes take over a stale lock at the same moment', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: deadPid() });
    // Each child holds what it got until every child has answered (their stdin is then closed).
    const startAt = Date.now() + 4000;
    const children = Array.from({ length: 5 }, () => {
      const [command, args] = tsNode([fixture('take-lock.ts'), dir, String(startAt)]);
      return spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    });
    const results = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((ok) => {
            let output = '';
            child.stdout.on('data', (chunk) => {
              output += chunk;
              if (output.includes('\n')) ok(output.trim());
            });
            child.on('close', () => ok(output.trim()));
          }),
      ),
    );
    for (const child of children) child.stdin.end();
    await Promise.all(children.map((child) => new Promise((ok) => child.on('close', ok))));
    expect(results.filter((line) => line === 'acquired')).toHaveLength(1);
    expect(results.filter((line) => line.startsWith('locked '))).toHaveLength(4);
  }, 60_000);

  it('a killed process leaves its committed row and a lock the next process takes over', async () => {
    const dir = tempDir();
    const [command, args] = tsNode([fixture('write-and-wait.ts'), dir, 'depois do kill -9']);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((ok, fail) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ok());
      child.on('exit', (code) => fail(new Error(`child exited early (${code})`)));
    });
    expect(lockedBy(() => acquireDataDirLock(dir)).holder.pid).toBe(child.pid);
    child.kill('SIGKILL');
    await new Promise((ok) => child.on('exit', ok));
    const handle = await openDatabase({ dataDir: dir });
    const { rows } = await handle.pglite!.query<{ value: string }>('select value from crash_probe');
    expect(rows).toEqual([{ value: 'depois do kill -9' }]);
    await handle.close();
  }, 90_000);
});
