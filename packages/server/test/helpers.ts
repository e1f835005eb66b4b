import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { TestingOptions } from '../src/app.ts';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { type RunningServer, startServer } from '../src/server.ts';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const ADMIN = {
  email: 'admin@escola.test',
  password: 'Senha-de-teste-1',
  cpf: '52998224725',
  firstName: 'Ana',
  lastName: 'Souza',
};

/** Fast hashing and generous login limits: the suite logs in often from 127.0.0.1. */
export const FAST: TestingOptions = {
  scryptCost: 2 ** 10,
  loginRateLimit: { perLogin: 1000, perAddress: 1000, windowMs: 60_000 },
};

export interface TestStore {
  dataDir: string;
  /** Set when the suite runs on a real PostgreSQL (DATABASE_URL): a database of its own. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/**
 * Applies the committed migrations 0000…`last` (by the journal's `idx`) to `handle`'s database:
 * the database as a release that ended at migration `last` left it.
 */
export async function migrateUpTo(handle: DatabaseHandle, last: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'lousa-old-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last);
    writeFileSync(journalFile, JSON.stringify(journal));
    if (handle.pglite) await migratePglite(handle.db as never, { migrationsFolder: folder });
    else await migratePostgres(handle.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A short hash of the committed migrations: a template made from other migrations is not used. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * On PostgreSQL (`base`, the server of DATABASE_URL): a database with every committed migration
 * applied and nothing else, made once per server and migration set, which each test file's
 * database copies (CREATE DATABASE … TEMPLATE) instead of migrating its own. Two workers may ask
 * at once: an advisory lock lets one make it.
 */
async function migratedPostgresTemplate(base: string): Promise<string> {
  const template = `lousa_template_${migrationsHash()}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext(${template}))`;
    const [made] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!made) {
      const building = `${template}_building`;
      await admin.unsafe(`drop database if exists ${building}`);
      await admin.unsafe(`create database ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.unsafe(`alter database ${building} rename to ${template}`);
    }
    await admin`select pg_advisory_unlock(hashtext(${template}))`;
  } finally {
    await admin.end();
  }
  return template;
}

/**
 * A PGlite data dir with the committed migrations applied (all, or 0000…`upTo`) and nothing
 * else, made once per migration set and copied for each test file (creating a PGlite cluster
 * costs seconds).
 */
async function migratedTemplate(upTo?: number): Promise<string> {
  const suffix = upTo === undefined ? '' : `-upto-${upTo}`;
  const template = join(tmpdir(), `lousa-pglite-template-${migrationsHash()}${suffix}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), 'lousa-pglite-building-'));
  const handle = await openDatabase({ dataDir: building });
  if (upTo === undefined) await handle.migrate();
  else await migrateUpTo(handle, upTo);
  await handle.close();
  try {
    renameSync(building, template);
  } catch {
    // Another worker finished first: use its template.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * A place for one test file's data: a temp data dir (PGlite) and, when DATABASE_URL is set
 * (test:pg), a database of its own on that server (a copy of the migrated template), so files
 * can run in parallel. `fresh` skips the
 * migrated template (either driver), to test a first start from nothing; `upTo` leaves the
 * database at that migration (on either driver), as an older release left it.
 */
export async function createTestStore(
  options: { fresh?: boolean; upTo?: number } = {},
): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lousa-test-'));
  const base = process.env.DATABASE_URL;
  if (!base) {
    if (!options.fresh)
      cpSync(join(await migratedTemplate(options.upTo), 'pglite'), join(dataDir, 'pglite'), {
        recursive: true,
      });
    return { dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `lousa_t_${randomBytes(6).toString('hex')}`;
  // Migrated already, as the PGlite template is; `fresh` and `upTo` start from an empty database.
  const template =
    options.fresh || options.upTo !== undefined ? undefined : await migratedPostgresTemplate(base);
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (options.upTo !== undefined) {
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
    try {
      await migrateUpTo(handle, options.upTo);
    } finally {
      await handle.close();
    }
  }
  return {
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      const sql = postgres(base, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

export interface TestServerOptions {
  store: TestStore;
  env?: Record<string, string>;
  testing?: TestingOptions & { demoSeed?: number };
  serveSite?: boolean;
  logs?: string[];
}

/** Starts the real server (migrations, first start, HTTP) on 127.0.0.1 and a free port. */
export async function startTestServer(options: TestServerOptions): Promise<RunningServer> {
  const env = loadEnv({
    LOUSA_DATA_DIR: options.store.dataDir,
    DATABASE_URL: options.store.databaseUrl,
    LOUSA_JWT_SECRET: TEST_JWT_SECRET,
    LOUSA_ADMIN_EMAIL: ADMIN.email,
    LOUSA_ADMIN_PASSWORD: ADMIN.password,
    LOUSA_ADMIN_CPF: ADMIN.cpf,
    LOUSA_ADMIN_FIRST_NAME: ADMIN.firstName,
    LOUSA_ADMIN_LAST_NAME: ADMIN.lastName,
    LOUSA_DEMO: '0',
    NODE_ENV: 'test',
    ...options.env,
  });
  const logs = options.logs ?? [];
  return startServer({
    env,
    port: 0,
    host: '127.0.0.1',
    serveSite: options.serveSite,
    testing: { ...FAST, ...options.testing },
    log: (line) => logs.push(line),
    logError: (line) => logs.push(line),
  });
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A tiny HTTP client with a cookie jar, like a browser tab talking to the API. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  token: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: string;
      headers?: Record<string, string>;
      auth?: boolean;
      xsrf?: boolean;
    } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.auth !== false && this.token) headers.authorization = `Bearer ${this.token}`;
    if (options.xsrf) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, json: unknown) {
    return this.request<T>('POST', path, { json });
  }

  /** Signs in and keeps the access token for the next calls. */
  async login(login: string = ADMIN.email, password: string = ADMIN.password) {
    const answer = await this.post<{ accessToken: string }>('/api/auth', { login, password });
    if (answer.status !== 200) throw new Error(`login falhou: ${answer.status} ${answer.text}`);
    this.token = answer.body.accessToken;
    return answer;
  }

  /**
   * The first sign-in of a user whose password someone else chose (an administrator created the
   * account or reset its password): signs in and, as the server asks (`mustChangePassword`: every
   * data route answers 403 until then), chooses an own password through POST
   * /api/auth/change-password. It changes to another one and back, so the account ends with
   * `password` again and a test keeps signing in with the password it gave.
   */
  async firstLogin(login: string, password: string) {
    const answer = await this.login(login, password);
    const me = await this.get<{ mustChangePassword: boolean }>('/api/me');
    if (me.body.mustChangePassword) {
      const interim = `${password}-provisoria`;
      for (const [currentPassword, newPassword] of [
        [password, interim],
        [interim, password],
      ]) {
        const changed = await this.post('/api/auth/change-password', {
          currentPassword,
          newPassword,
        });
        if (changed.status !== 204) {
          throw new Error(`troca de senha falhou: ${changed.status} ${changed.text}`);
        }
      }
    }
    return answer;
  }
}

/** A uuid that no record has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
