import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';
import postgres from 'postgres';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { openDurablePglite } from '../db/durable-pglite.ts';
import type { Env } from '../env.ts';
import { backupFormat } from './backup-file.ts';
import { OperationError, runPgTool } from './pg-tools.ts';

export interface RestoreResult {
  /** Where the data went: the PGlite folder, or host/database of DATABASE_URL. */
  target: string;
  /** The database that was replaced (with --force), kept aside. */
  previous?: string;
}

function isNonEmptyDir(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0;
}

/** Makes the renames inside `dir` durable. */
function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function stamp(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Opens the tarball in `dir` (recovering it if needed) and checks it is Lousa's database. */
async function loadTarball(dir: string, file: string): Promise<void> {
  const tarball = new Blob([new Uint8Array(readFileSync(file))]);
  const client = await openDurablePglite(dir, { loadDataDir: tarball });
  try {
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
    );
    if (!rows[0]?.found) throw new OperationError(operationsMessages.notLousaDatabase);
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}

/**
 * Restores a PGlite backup into `<dataDir>/pglite`, holding the data directory's lock (a running
 * server refuses it). The tarball is opened in a staging folder first and moved in place only
 * when it opened; with --force an existing database is kept aside, never deleted.
 */
async function restoreEmbedded(dataDir: string, file: string, force: boolean) {
  const lock = acquireDataDirLock(dataDir);
  try {
    const target = join(dataDir, 'pglite');
    const occupied = isNonEmptyDir(target);
    if (occupied && !force) throw new OperationError(operationsMessages.restoreNotEmpty(target));
    const staging = join(dataDir, `pglite.restaurando-${stamp()}`);
    rmSync(staging, { recursive: true, force: true });
    try {
      await loadTarball(staging, file);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const previous = occupied ? join(dataDir, `pglite.anterior-${stamp()}`) : undefined;
    if (previous) renameSync(target, previous);
    else rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    fsyncDir(dataDir);
    return previous ? { target, previous } : { target };
  } finally {
    lock.release();
  }
}

/** Refuses a database with Lousa's tables (unless forced) or with Lousa servers connected. */
async function checkPostgresTarget(databaseUrl: string, force: boolean): Promise<void> {
  const sql = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'lousa-restore' },
  });
  try {
    const [tables] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`;
    if ((tables?.n ?? 0) > 0 && !force) {
      throw new OperationError(operationsMessages.restoreNotEmptyPostgres);
    }
    const [servers] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'lousa'`;
    if ((servers?.n ?? 0) > 0) {
      throw new OperationError(operationsMessages.restoreServersConnected(servers?.n ?? 0));
    }
  } finally {
    await sql.end();
  }
}

/** pg_restore of a pg_dump custom file, all or nothing; --force drops what the dump recreates. */
async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  await checkPostgresTarget(databaseUrl, force);
  const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
  if (force) options.push('--clean', '--if-exists');
  await runPgTool('pg_restore', options, databaseUrl, [file]);
  const url = new URL(databaseUrl);
  return { target: `${url.host}${url.pathname}` };
}

/**
 * `npm run restore`: a backup of `npm run backup` into an empty data directory (PGlite) or an
 * empty database (DATABASE_URL); a non-empty one only with `force`.
 */
export async function restore(
  env: Env,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new OperationError(operationsMessages.fileMissing(file));
  const format = backupFormat(file);
  if (!format) throw new OperationError(operationsMessages.notABackup(file));
  const force = options.force ?? false;
  if (env.DATABASE_URL) {
    if (format !== 'postgres') {
      throw new OperationError(operationsMessages.embeddedBackupOnPostgres);
    }
    return restorePostgres(env.DATABASE_URL, file, force);
  }
  if (format !== 'pglite') throw new OperationError(operationsMessages.postgresBackupOnEmbedded);
  return restoreEmbedded(env.LOUSA_DATA_DIR, file, force);
}
