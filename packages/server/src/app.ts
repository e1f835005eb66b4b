import { randomUUID } from 'node:crypto';
import { BNCC_IMPORT_MAX_BYTES, bnccImportPath, serverMessages } from '@lousa/domain';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requireBearer, xsrfCookie } from './auth/middleware.ts';
import { createPasswordHasher } from './auth/password.ts';
import { createLoginLimiter } from './auth/rate-limit.ts';
import type { Secrets } from './auth/secrets.ts';
import type { Database } from './db/client.ts';
import { type AppEnv, calendarToday, type Deps } from './deps.ts';
import type { Env } from './env.ts';
import { MAX_BODY_BYTES } from './http/body.ts';
import { requestClientAddress, trustedProxySet } from './http/client-address.ts';
import { ApiError, describeForLog, sqlState } from './http/errors.ts';
import { securityHeaders } from './http/security-headers.ts';
import { authRoutes } from './routes/auth.ts';
import { healthCheck } from './routes/health.ts';
import { homeRoutes } from './routes/home.ts';
import { meRoutes } from './routes/me.ts';
import { registryRoutes } from './routes/registries.ts';
import { unitClassesRoutes } from './routes/unit-classes.ts';
import type { Site } from './site.ts';

/**
 * Knobs for tests only. They are not read from the environment, so a deployment cannot lower the
 * password cost or lift the login limits by accident.
 */
export interface TestingOptions {
  /** scrypt N (default 2^17, OWASP). */
  scryptCost?: number;
  /** Failed sign-ins allowed per account (or unknown login) and per address in one window. */
  loginRateLimit?: { perLogin: number; perAddress: number; windowMs: number };
  /** The server's clock. */
  now?: () => Date;
}

export interface CreateAppOptions {
  db: Database;
  env: Env;
  secrets: Secrets;
  /** The built site to serve (production mode); null or absent serves the API only. */
  site?: Site | null;
  testing?: TestingOptions;
  /** Where errors are logged (default console.error); lines never carry request data. */
  logError?: (line: string) => void;
}

/** Default login limits: 10 failed attempts a minute per login, 30 per client address. */
export const LOGIN_RATE_LIMIT = { perLogin: 10, perAddress: 30, windowMs: 60_000 };

/** Maps database errors that hostile input can still cause to 4xx answers. */
function fromDatabaseError(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state.code === '23505') return new ApiError(409, serverMessages.invalidBody);
  if (state.code === '23503') return new ApiError(422, serverMessages.invalidBody);
  // Class 22 (data exception: out of range, invalid text, bad date…) and 23502/23514.
  if (state.code.startsWith('22') || state.code === '23502' || state.code === '23514') {
    return new ApiError(400, serverMessages.invalidBody);
  }
  return null;
}

/** The Hono app: the API under /api and, when given, the built site. */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const { db, env, secrets, site, testing = {} } = options;
  const logError = options.logError ?? ((line: string) => console.error(line));
  const limits = testing.loginRateLimit ?? LOGIN_RATE_LIMIT;
  const now = testing.now ?? (() => new Date());
  const deps: Deps = {
    db,
    secrets,
    hasher: createPasswordHasher(testing.scryptCost),
    now,
    today: () => calendarToday(now()),
    loginLimiter: createLoginLimiter(db, limits),
    sessionMaxMs: env.LOUSA_SESSION_MAX_HOURS * 60 * 60 * 1000,
    attendanceCorrectionDays: env.LOUSA_ATTENDANCE_CORRECTION_DAYS,
    production: env.NODE_ENV === 'production',
  };
  const trustedProxies = trustedProxySet(env.LOUSA_TRUST_PROXY);

  const app = new Hono<AppEnv>();
  // Every API answer names its request (X-Request-Id); the audit log records it.
  app.use('/api/*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    c.set('clientAddress', requestClientAddress(c, trustedProxies));
    await next();
    c.header('X-Request-Id', requestId);
  });
  app.use(securityHeaders(site?.scriptHashes));
  app.use(xsrfCookie(secrets.xsrfKey, deps.production));
  // Lists can be large (thousands of students): gzip them for clients that accept it.
  app.use('/api/*', compress({ threshold: 1024 }));
  const tooLarge = (c: Context) => c.json({ message: serverMessages.payloadTooLarge }, 413);
  const bodyLimitOf = {
    default: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }),
    // A whole BNCC file (its characters may take two bytes each in UTF-8, plus the JSON around).
    bnccImport: bodyLimit({ maxSize: 2 * BNCC_IMPORT_MAX_BYTES + 1024, onError: tooLarge }),
  };
  app.use('/api/*', (c, next) =>
    (c.req.path === `/api${bnccImportPath}` ? bodyLimitOf.bnccImport : bodyLimitOf.default)(
      c,
      next,
    ),
  );

  app.get('/api/health', healthCheck(db));
  app.route('/api/auth', authRoutes(deps));
  app.use('/api/*', requireBearer(deps));
  app.route('/api/me', meRoutes(deps));
  // GET /me/unit-classes: the classes of a secretary's or director's units (routes/unit-classes.ts).
  app.route('/api', unitClassesRoutes(deps));
  // GET /home: the signed-in user's home page, shaped by its permissions (routes/home.ts).
  app.route('/api', homeRoutes(deps));
  // Every registry and the students list (routes/registries.ts): list, get, create, update, delete.
  app.route('/api', registryRoutes(deps));

  if (site) {
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
      const response = await site.respond(c.req.path, c.req.method, c.req.raw.headers);
      if (!response) return next();
      return response;
    });
  }

  app.notFound((c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? c.json({ message: serverMessages.notFound }, 404)
      : c.text('Not Found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.body(), error.status);
    }
    const mapped = fromDatabaseError(error);
    if (mapped) return c.json(mapped.body(), mapped.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: serverMessages.invalidBody }, error.status);
    }
    logError(
      `[lousa] erro interno em ${c.req.method} ${c.req.routePath}: ${describeForLog(error)}`,
    );
    return c.json({ message: serverMessages.internalError }, 500);
  });

  return app;
}
