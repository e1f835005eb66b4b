/**
 * The real server (`@lousa/server`'s `startServer`) on a throw-away PGlite data directory, on a
 * free port, quiet, with a cheap password hash and no sign-in throttling: what the contract test
 * and the fixture recorder run against. `stop` closes it and removes the directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, type RunningServer, startServer } from '@lousa/server';

export interface TestServerOptions {
  /** The temp directory's prefix (what `ls /tmp` shows while it runs). */
  name: string;
  /** The administrator the server creates on its first start. */
  admin: { email: string; password: string; cpf: string; firstName: string; lastName: string };
  /** Seed the demo network on start ('1'), or not ('0': the caller seeds it). */
  demo: boolean;
  /** The server's clock, when not the wall clock's. */
  now?: () => Date;
}

export interface TestServer {
  server: RunningServer;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  stop: () => Promise<void>;
}

export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `lousa-${options.name}-`));
  const env = loadEnv({
    LOUSA_DATA_DIR: dataDir,
    LOUSA_JWT_SECRET: `${options.name}-secret-0123456789-abcdefghijklmnopqrstuvwxyz`,
    LOUSA_ADMIN_EMAIL: options.admin.email,
    LOUSA_ADMIN_PASSWORD: options.admin.password,
    LOUSA_ADMIN_CPF: options.admin.cpf,
    LOUSA_ADMIN_FIRST_NAME: options.admin.firstName,
    LOUSA_ADMIN_LAST_NAME: options.admin.lastName,
    LOUSA_DEMO: options.demo ? '1' : '0',
    NODE_ENV: 'test',
  });
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  let server: RunningServer;
  try {
    server = await startServer({
      env,
      port: 0,
      host: '127.0.0.1',
      testing: {
        scryptCost: 2 ** 10,
        loginRateLimit: { perLogin: 1000, perAddress: 1000, windowMs: 60_000 },
        ...(options.now ? { now: options.now } : {}),
      },
      log: () => undefined,
      logError: () => undefined,
    });
  } catch (error) {
    remove();
    throw error;
  }
  return {
    server,
    api: `${server.url}/api`,
    stop: async () => {
      await server.close();
      remove();
    },
  };
}
