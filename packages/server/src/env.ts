import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidCpf, stripCpf } from '@lousa/domain';
import * as v from 'valibot';

/** The repository root (…/packages/server/src -> …). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));

const envSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(
      ['development', 'production', 'test'],
      'NODE_ENV deve ser development, production ou test',
    ),
    'development',
  ),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'PORT deve ser um número de porta (0 a 65535)'),
      v.transform(Number),
      v.maxValue(65535, 'PORT deve ser um número de porta (0 a 65535)'),
    ),
    '4321',
  ),
  HOST: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'HOST não pode ser vazio')),
    '127.0.0.1',
  ),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^postgres(?:ql)?:\/\/\S+$/,
        'DATABASE_URL deve ser uma URL postgres:// ou postgresql:// (ou ficar vazia para o banco embutido)',
      ),
    ),
  ),
  LOUSA_DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), join(repoRoot, '.data')),
  LOUSA_SITE_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), join(repoRoot, 'dist')),
  LOUSA_JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'LOUSA_JWT_SECRET deve ter pelo menos 32 caracteres')),
  ),
  LOUSA_ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('LOUSA_ADMIN_EMAIL deve ser um e-mail válido')),
  ),
  LOUSA_ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(8, 'LOUSA_ADMIN_PASSWORD deve ter pelo menos 8 caracteres'),
      v.maxLength(128, 'LOUSA_ADMIN_PASSWORD deve ter no máximo 128 caracteres'),
    ),
  ),
  LOUSA_ADMIN_CPF: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value: string) => isValidCpf(value), 'LOUSA_ADMIN_CPF deve ser um CPF válido'),
      v.transform(stripCpf),
    ),
  ),
  LOUSA_ADMIN_FIRST_NAME: optionalText,
  LOUSA_ADMIN_LAST_NAME: optionalText,
  LOUSA_DEMO: v.optional(v.picklist(['0', '1'], 'LOUSA_DEMO deve ser 0 ou 1')),
  /** How many student records the demo set has (to try the product at a network's scale). */
  LOUSA_DEMO_STUDENTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'LOUSA_DEMO_STUDENTS deve ser um número de alunos (0 a 300000)'),
      v.transform(Number),
      v.maxValue(300_000, 'LOUSA_DEMO_STUDENTS deve ser um número de alunos (0 a 300000)'),
    ),
  ),
  LOUSA_SHUTDOWN_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'LOUSA_SHUTDOWN_SECONDS deve ser um número de segundos (0 a 3600)'),
      v.transform(Number),
      v.maxValue(3600, 'LOUSA_SHUTDOWN_SECONDS deve ser um número de segundos (0 a 3600)'),
    ),
    '10',
  ),
  /** How long audit events are kept: older ones are deleted at start and once a day. */
  LOUSA_AUDIT_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'LOUSA_AUDIT_RETENTION_DAYS deve ser um número de dias (1 a 36500)'),
      v.transform(Number),
      v.minValue(1, 'LOUSA_AUDIT_RETENTION_DAYS deve ser um número de dias (1 a 36500)'),
      v.maxValue(36500, 'LOUSA_AUDIT_RETENTION_DAYS deve ser um número de dias (1 a 36500)'),
    ),
    '1825',
  ),
  /** Absolute session lifetime: a sign-in's refresh tokens stop working this long after it. */
  LOUSA_SESSION_MAX_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'LOUSA_SESSION_MAX_HOURS deve ser um número de horas (1 a 720)'),
      v.transform(Number),
      v.minValue(1, 'LOUSA_SESSION_MAX_HOURS deve ser um número de horas (1 a 720)'),
      v.maxValue(720, 'LOUSA_SESSION_MAX_HOURS deve ser um número de horas (1 a 720)'),
    ),
    '12',
  ),
  /**
   * Decision 0014: how many days after a day's attendance is first recorded its teacher may still
   * correct it; later only a holder of 'pedagogy.correct-records' may.
   */
  LOUSA_ATTENDANCE_CORRECTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'LOUSA_ATTENDANCE_CORRECTION_DAYS deve ser um número de dias (0 a 365)'),
      v.transform(Number),
      v.maxValue(365, 'LOUSA_ATTENDANCE_CORRECTION_DAYS deve ser um número de dias (0 a 365)'),
    ),
    '7',
  ),
  /**
   * The reverse proxies in front of the server (IP addresses, comma-separated): only a request
   * whose connection comes from one of them has its client address read from X-Forwarded-For.
   */
  LOUSA_TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value: string) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
      v.minLength(
        1,
        'LOUSA_TRUST_PROXY deve ser um endereço IP ou uma lista de IPs separados por vírgula',
      ),
      v.check(
        (list: string[]) => list.every((item) => isIP(item) !== 0),
        'LOUSA_TRUST_PROXY deve ser um endereço IP ou uma lista de IPs separados por vírgula',
      ),
    ),
  ),
});

export type Env = v.InferOutput<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and checks the environment. Empty strings count as unset. Throws `EnvError` listing every
 * bad variable by name (never its value: it may be a secret).
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = v.safeParse(envSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      return key && !issue.message.includes(key) ? `${key}: ${issue.message}` : issue.message;
    });
    throw new EnvError(problems);
  }
  const env = result.output;
  if (env.LOUSA_ADMIN_PASSWORD && !env.LOUSA_ADMIN_EMAIL) {
    throw new EnvError(['LOUSA_ADMIN_PASSWORD foi definida sem LOUSA_ADMIN_EMAIL']);
  }
  return {
    ...env,
    LOUSA_DATA_DIR: resolve(env.LOUSA_DATA_DIR),
    LOUSA_SITE_DIR: resolve(env.LOUSA_SITE_DIR),
  };
}

/** Whether demo data should be loaded into an empty database. */
export function wantsDemo(env: Env): boolean {
  if (env.LOUSA_DEMO) return env.LOUSA_DEMO === '1';
  return !env.DATABASE_URL;
}

/** Whether a built site is present in `LOUSA_SITE_DIR`. */
export function hasBuiltSite(env: Env): boolean {
  return existsSync(join(env.LOUSA_SITE_DIR, 'index.html'));
}
