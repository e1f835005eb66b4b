import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import type { Env } from '../env.ts';
import { requestBackup } from './backup-channel.ts';
import { partialName, writeFileAtomically } from './backup-file.ts';
import { OperationError, runPgTool } from './pg-tools.ts';
import { snapshotPglite } from './pglite-snapshot.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  /** Set when a running server (this pid) made the copy through its backup channel. */
  serverPid?: number;
}

/** Whether `dataDir` holds an embedded database. */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}

/** The running server's copy, through its socket; a holder that does not answer is named. */
async function askServer(dataDir: string, pid: number): Promise<Uint8Array> {
  try {
    return await requestBackup(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') {
      throw new OperationError(operationsMessages.backupChannelUnavailable(dataDir, pid));
    }
    throw error;
  }
}

/** A copy of the embedded database: opened here when free, else asked of the server holding it. */
async function snapshotDataDir(
  dataDir: string,
): Promise<{ bytes: Uint8Array; serverPid?: number }> {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new OperationError(operationsMessages.noDatabase(join(dataDir, 'pglite')));
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const serverPid = error.holder.pid;
    return { bytes: await askServer(dataDir, serverPid), serverPid };
  }
  try {
    return { bytes: await snapshotPglite(handle.pglite!) };
  } finally {
    await handle.close();
  }
}

/** pg_dump's custom format (compressed, restored by pg_restore), written in full or not at all. */
async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const partial = partialName(file);
  try {
    await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], databaseUrl);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * `npm run backup`: a consistent copy of the whole database into `file` — PGlite's data directory
 * as a .tgz (also while the server runs), or pg_dump's custom format with DATABASE_URL.
 */
export async function backup(env: Env, file: string): Promise<BackupResult> {
  if (env.DATABASE_URL) {
    await dumpPostgres(env.DATABASE_URL, file);
    return { file, bytes: statSync(file).size };
  }
  const { bytes, serverPid } = await snapshotDataDir(env.LOUSA_DATA_DIR);
  writeFileAtomically(file, bytes);
  return serverPid ? { file, bytes: bytes.length, serverPid } : { file, bytes: bytes.length };
}
