import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';

/** The lock file inside the data directory: one process (server, backup, restore) at a time. */
export const LOCK_FILE = 'lousa.lock';

/** What a lock file says about the process that holds it. */
export interface LockHolder {
  pid: number;
  /** When the holder took the lock (ISO 8601), for people reading the file. */
  startedAt: string;
  /** Unique per lock taken: tells a stale lock of an earlier process with the same pid. */
  token: string;
  /** Linux only: boot id and process start (clock ticks since boot), to detect a reused pid. */
  boot?: string;
  ticks?: string;
}

export interface DataDirLock {
  path: string;
  holder: LockHolder;
  /** Removes the lock file when it is still ours. Idempotent. */
  release(): void;
}

/** A live process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(operationsMessages.dataDirLocked(dataDir, holder.pid));
    this.name = 'DataDirLockedError';
  }
}

/** Tokens of the locks this process holds: our pid with another token is a stale lock. */
const heldTokens = new Set<string>();

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string') return null;
    return value as LockHolder;
  } catch {
    return null;
  }
}

/** Boot id and start time (clock ticks since boot) of a process, from /proc; null elsewhere. */
export function processIdentity(pid: number | 'self'): { boot: string; ticks: string } | null {
  const stat = readText(`/proc/${pid}/stat`);
  const boot = readText('/proc/sys/kernel/random/boot_id');
  if (!stat || !boot) return null;
  // Fields after the command name (which may hold spaces and parentheses): starttime is the 20th.
  const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return ticks ? { boot: boot.trim(), ticks } : null;
}

/** Whether the process that wrote `holder` is still running. */
export function holderIsAlive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return heldTokens.has(holder.token);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!holder.boot || !holder.ticks) return true;
  const now = processIdentity(holder.pid);
  return !now || (now.boot === holder.boot && now.ticks === holder.ticks);
}

/** Creates the lock file only if there is none (O_EXCL); false when one exists. */
function tryCreate(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * The lock file's text and holder. A file with no valid holder is re-read for half a second (its
 * writer may be between creating and writing it) before it counts as abandoned.
 */
function readLock(path: string): { text: string; holder: LockHolder | null } | null {
  for (let attempt = 0; ; attempt++) {
    const text = readText(path);
    if (text === null) return null;
    const holder = parseHolder(text);
    if (holder || attempt >= 10) return { text, holder };
    sleep(50);
  }
}

/**
 * Removes a stale lock whose text is `staleText`, at most once: a claim file per stale lock
 * (O_EXCL) lets one process remove it; a process that claims later finds another lock in its
 * place and leaves it. Returns the claim path when another process is claiming right now.
 */
function removeStale(path: string, staleText: string): string | null {
  const id = createHash('sha256').update(staleText).digest('hex').slice(0, 16);
  const claim = `${path}.${id}.takeover`;
  if (!tryCreate(claim, { pid: process.pid, startedAt: new Date().toISOString(), token: id })) {
    return claim;
  }
  try {
    if (readText(path) === staleText) unlinkSync(path);
  } finally {
    unlinkSync(claim);
  }
  return null;
}

function newHolder(): LockHolder {
  return {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    token: randomUUID(),
    ...processIdentity('self'),
  };
}

function held(path: string, holder: LockHolder): DataDirLock {
  heldTokens.add(holder.token);
  const release = () => {
    if (!heldTokens.delete(holder.token)) return;
    process.off('exit', release);
    const text = readText(path);
    if (text !== null && parseHolder(text)?.token === holder.token) unlinkSync(path);
  };
  // A process that exits without closing the database (an uncaught error) leaves no lock behind.
  process.on('exit', release);
  return { path, holder, release };
}

/**
 * Takes `<dataDir>/lousa.lock` for this process. Throws `DataDirLockedError` (pt-BR, with the
 * directory and the holder's pid) when a live process holds it, this one included; a lock left by
 * a process that is gone is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const holder = newHolder();
  let busyClaim: string | null = null;
  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryCreate(path, holder)) return held(path, holder);
    const current = readLock(path);
    if (!current) continue;
    if (current.holder && holderIsAlive(current.holder)) {
      throw new DataDirLockedError(dataDir, current.holder);
    }
    busyClaim = removeStale(path, current.text);
    if (busyClaim) sleep(50);
  }
  throw new Error(operationsMessages.lockTakeoverStuck(busyClaim ?? path));
}

/** The live holder of the data directory's lock, or null when it is free or stale. */
export function currentLockHolder(dataDir: string): LockHolder | null {
  const current = readLock(join(dataDir, LOCK_FILE));
  return current?.holder && holderIsAlive(current.holder) ? current.holder : null;
}
