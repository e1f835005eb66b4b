import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type TestingOptions } from './app.ts';
import { type AuditRetention, startAuditRetention } from './audit/retention.ts';
import { createPasswordHasher } from './auth/password.ts';
import { loadSecrets, type Secrets } from './auth/secrets.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type Env, loadEnv } from './env.ts';
import { type BackupChannel, serveBackups } from './ops/backup-channel.ts';
import { dataLocationMessage } from './ops/data-location.ts';
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
  /**
   * Stops accepting connections, lets requests in flight finish for up to `graceMs` (default 0:
   * cut them), then closes the database (and releases the data directory).
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** Closes the listener; open connections get `graceMs` to finish their requests. */
function stopListening(server: ReturnType<typeof serve>, graceMs: number): Promise<void> {
  const http = server as Server;
  return new Promise<void>((done) => {
    // Keep-alive connections go as soon as they are idle; busy ones are cut after the grace.
    const idle = setInterval(() => http.closeIdleConnections?.(), 50);
    const cut = setTimeout(() => http.closeAllConnections?.(), graceMs);
    http.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      done();
    });
    http.closeIdleConnections?.();
    if (graceMs <= 0) http.closeAllConnections?.();
  });
}

/** Opens the database, applies migrations, seeds a first start, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const log = options.log ?? ((line: string) => console.log(line));
  const site = options.serveSite ? loadSite(env.LOUSA_SITE_DIR) : null;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.LOUSA_DATA_DIR });
  let secrets: Secrets;
  let channel: BackupChannel | null = null;
  let retention: AuditRetention | null = null;
  try {
    // After the data directory's lock, so two processes never write the secret file together.
    secrets = loadSecrets({ jwtSecret: env.LOUSA_JWT_SECRET, dataDir: env.LOUSA_DATA_DIR });
    await handle.migrate();
    const first = await initializeDatabase(
      handle.db,
      env,
      createPasswordHasher(options.testing?.scryptCost),
      { demoSeed: options.testing?.demoSeed },
    );
    if (first) log(`${firstStartMessage(first)}\n${dataLocationMessage(env)}`);
    // Old audit events go now, then once a day (LOUSA_AUDIT_RETENTION_DAYS).
    retention = await startAuditRetention({
      db: handle.db,
      retentionDays: env.LOUSA_AUDIT_RETENTION_DAYS,
      now: options.testing?.now ?? (() => new Date()),
      logError: options.logError ?? console.error,
    });
    channel = await serveBackups(handle, env.LOUSA_DATA_DIR, options.logError ?? console.error);
  } catch (error) {
    await retention?.stop();
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
  }).catch(async (error: unknown) => {
    await retention?.stop();
    await channel?.close();
    await handle.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = hostname === '0.0.0.0' || hostname === '127.0.0.1' ? 'localhost' : hostname;
  let closed = false;
  return {
    url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
    port,
    db: handle.db,
    async close({ graceMs = 0 } = {}) {
      if (closed) return;
      closed = true;
      await stopListening(server, graceMs);
      await retention?.stop();
      await channel?.close();
      await handle.close();
    },
  };
}
