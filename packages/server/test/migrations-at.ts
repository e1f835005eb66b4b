import { type SQL, sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import { createPasswordHasher } from '../src/auth/password.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/*
 * "A database at migration N": what the upgrade suites start from. `databaseAt(N, rows)` leaves a
 * store (PGlite data dir, or a database of its own on PostgreSQL) as the release that ended at
 * migration N left it, with the rows that release would have written; `start` then runs the
 * release under test on it, which migrates it to the latest on start. The store is removed when
 * the test ends.
 */

/** The password of the users an older release's rows hold. */
export const OLD_PASSWORD = 'Senha-Antiga-da-Escola-1';

/** The rows of a raw query, whichever driver answered it. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** `array['a', 'b']::text[]`: a permission list as a role row holds it. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A user row of an older release (CPF 390.533.447-05, password `OLD_PASSWORD`). */
export async function insertOldUser(
  db: Database,
  user: { id: string; email: string; firstName: string; roleId: string | null },
): Promise<void> {
  const hash = await createPasswordHasher(2 ** 10).hash(OLD_PASSWORD);
  await db.execute(sql`
    insert into users (id, cpf, email, first_name, last_name, password_hash, role_id) values
      (${user.id}, '39053344705', ${user.email}, ${user.firstName}, 'Lima', ${hash},
       ${user.roleId})`);
}

/** A client signed in as `email` (password `OLD_PASSWORD` unless said). */
export async function signedIn(
  server: RunningServer,
  email: string,
  password = OLD_PASSWORD,
): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.login(email, password);
  return client;
}

export interface OldDatabase {
  store: TestStore;
  /** Starts the release under test on the store (it migrates), runs `check`, stops the server. */
  start<T>(check: (server: RunningServer) => Promise<T>): Promise<T>;
}

/**
 * A store at migration `last` (0000…`last` applied; 'latest': all) holding what `rows` inserts;
 * removed when the test ends.
 */
export async function databaseAt(
  last: number | 'latest',
  rows?: (db: Database) => Promise<unknown>,
): Promise<OldDatabase> {
  const store = await createTestStore(last === 'latest' ? {} : { upTo: last });
  onTestFinished(() => store.cleanup());
  if (rows) {
    const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    try {
      await rows(handle.db);
    } finally {
      await handle.close();
    }
  }
  return {
    store,
    async start(check) {
      const server = await startTestServer({ store });
      try {
        return await check(server);
      } finally {
        await server.close();
      }
    },
  };
}

/** The permissions of every role, by name. */
export async function rolesOf(server: RunningServer): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ name: string; permissions: string[] }>(
    server.db,
    sql`select name, permissions from roles`,
  );
  return new Map(rows.map((row) => [row.name, row.permissions]));
}
