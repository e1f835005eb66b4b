import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type TestingOptions } from './app.ts';
import { createPasswordHasher } from './auth/password.ts';
import { loadSecrets } from './auth/secrets.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type Env, loadEnv } from './env.ts';
import { firstStartMessage, initializeDatabase } from './seed/first-start.ts';
import { loadSite } from './site.ts';

export interface StartServerOptions {
  /** Checked environment (default: `loadEnv()` of process.env). */
  env?: Env;
  /** Overrides env.PORT; 0 picks a free port. */
  port?: number;
  /** Overrides env.HOST. */
  host?: string;
  /** Serve the built site of env.LOUSA_SITE_DIR on the same origin (production mode). */
  serveSite?: boolean;
  testing?: TestingOptions & { demoSeed?: number };
  /** Where start-up lines go (default console.log). */
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds a first start, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const log = options.log ?? ((line: string) => console.log(line));
  const secrets = loadSecrets({ jwtSecret: env.LOUSA_JWT_SECRET, dataDir: env.LOUSA_DATA_DIR });
  const site = options.serveSite ? loadSite(env.LOUSA_SITE_DIR) : null;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOUSA_DATA_DIR });
  try {
    await handle.migrate();
    const first = await initializeDatabase(
      handle.db,
      env,
      createPasswordHasher(options.testing?.scryptCost),
      { demoSeed: options.testing?.demoSeed },
    );
    if (first) log(firstStartMessage(first));
  } catch (error) {
    await handle.close();
    throw error;
  }

  const app = createApp({
    db: handle.db,
    env,
    secrets,
    site,
    testing: options.testing,
    logError: options.logError,
  });
  const hostname = options.host ?? env.HOST;
  const server = await new Promise<ReturnType<typeof serve>>((ok, fail) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? env.PORT, hostname }, () => ok(s));
    s.once('error', fail);
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = hostname === '0.0.0.0' || hostname === '127.0.0.1' ? 'localhost' : hostname;
  let closed = false;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    db: handle.db,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((ok) => {
        server.close(() => ok());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await handle.close();
    },
  };
}
