import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openDurablePglite } from './durable-pglite.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (kind 'pglite'), for backups. */
  pglite?: PGlite;
  /** Applies the committed SQL migrations (drizzle/) that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed SQL migrations: `drizzle/` beside the server bundle (packages/server/dist, see
 * scripts/build-server.mjs), else the package's own `drizzle/` when running from source.
 */
export const migrationsFolder = findMigrationsFolder();

function findMigrationsFolder(): string {
  const [besideBundle, inPackage] = ['./drizzle', '../../drizzle'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  ) as [string, string];
  return existsSync(join(besideBundle, 'meta', '_journal.json')) ? besideBundle : inPackage;
}

/**
 * PostgreSQL through `databaseUrl` when given, else PGlite with its files in `<dataDir>/pglite`.
 * Both run the same schema and the same migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: 10,
      onnotice: () => {},
      connection: { application_name: 'lousa' },
    });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  // One writer per data directory: a second process (or a second open here) is refused.
  const lock = acquireDataDirLock(options.dataDir);
  let client: PGlite;
  try {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await openDurablePglite(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    },
  };
}
