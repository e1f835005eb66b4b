import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { operationsMessages } from '@lousa/domain';

/** Thrown with a pt-BR message for the person running the command. */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}

/** Debian's PostgreSQL binaries, newest major first (/usr/lib/postgresql/<major>/bin). */
function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((major) => join(root, major, 'bin'));
}

/**
 * The path of a PostgreSQL client program (`pg_dump`, `pg_restore`): PG_BINDIR when set, else the
 * newest Debian install (pg_dump must be at least the server's major version), else the PATH.
 */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BINDIR, ...debianBinDirs()].filter((dir): dir is string => !!dir);
  for (const dir of dirs) {
    if (existsSync(join(dir, tool))) return join(dir, tool);
  }
  const onPath = (process.env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .map((dir) => join(dir, tool))
    .find((path) => existsSync(path));
  if (!onPath) throw new OperationError(operationsMessages.pgToolMissing(tool));
  return onPath;
}

/**
 * libpq's view of a postgres:// URL: the URL without its password (so it never shows in `ps`)
 * and the password apart, for PGPASSWORD.
 */
export function connectionForTools(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return password === undefined ? { url: url.toString() } : { url: url.toString(), password };
}

/** Runs a PostgreSQL client program on the database; its own messages go to our stderr. */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  options: string[],
  databaseUrl: string,
  positional: string[] = [],
): Promise<void> {
  const { url, password } = connectionForTools(databaseUrl);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  const args = [...options, '--no-password', `--dbname=${url}`, ...positional];
  return new Promise((ok, fail) => {
    const child = spawn(findPgTool(tool), args, {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? ok()
        : fail(new OperationError(operationsMessages.pgToolFailed(tool, code ?? 1))),
    );
  });
}
