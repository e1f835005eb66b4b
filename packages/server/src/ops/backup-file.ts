import { closeSync, openSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export type BackupFormat = 'pglite' | 'postgres';

/** The format of a backup file from its first bytes: gzip (PGlite tarball) or pg_dump's PGDMP. */
export function backupFormat(path: string): BackupFormat | null {
  const head = Buffer.alloc(5);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** `lousa-AAAAMMDD-HHMMSS.tgz` (or `.dump`) in local time. */
export function defaultBackupName(format: BackupFormat, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `lousa-${date}-${time}.${format === 'pglite' ? 'tgz' : 'dump'}`;
}

/** A temporary name beside `path`, renamed over it once complete. */
export function partialName(path: string): string {
  return `${path}.parcial-${process.pid}`;
}

/** Writes `bytes` to `path` in full or not at all (a temporary file, fsync, rename). */
export function writeFileAtomically(path: string, bytes: Uint8Array): void {
  const partial = partialName(path);
  try {
    writeFileSync(partial, bytes, { mode: 0o600, flush: true });
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** '4,3 MB' */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`;
}

/** '1,2' (seconds since `started`, a performance.now() reading). */
export function secondsSince(started: number): string {
  return ((performance.now() - started) / 1000).toLocaleString('pt-BR', {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
}
