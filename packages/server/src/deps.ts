import type { AccessTokenClaims } from '@lousa/domain';
import type { Access } from './auth/access.ts';
import type { PasswordHasher } from './auth/password.ts';
import type { LoginLimiter } from './auth/rate-limit.ts';
import type { Secrets } from './auth/secrets.ts';
import type { Database } from './db/client.ts';

/** What the route handlers share. */
export interface Deps {
  db: Database;
  hasher: PasswordHasher;
  secrets: Secrets;
  now: () => Date;
  /** Today's calendar date (YYYY-MM-DD) in the school network's zone, America/Sao_Paulo. */
  today: () => string;
  /** Sign-in attempts, counted in the database (auth/rate-limit.ts). */
  loginLimiter: LoginLimiter;
  /** Absolute session lifetime in ms (LOUSA_SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  /**
   * Days a teacher may correct a day's attendance after its first save
   * (LOUSA_ATTENDANCE_CORRECTION_DAYS, decision 0014).
   */
  attendanceCorrectionDays: number;
  /** NODE_ENV=production: cookies are always `Secure`. */
  production: boolean;
}

export type AppEnv = {
  Variables: {
    claims: AccessTokenClaims;
    /** What the signed-in user may do, read on this request (set by `requireBearer`). */
    access: Access;
    /** This request's id (X-Request-Id), written with its audit events. */
    requestId: string;
    /** The client's address (http/client-address.ts, LOUSA_TRUST_PROXY). */
    clientAddress: string;
  };
};

const saoPauloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of `now` in America/Sao_Paulo. */
export function calendarToday(now: Date): string {
  return saoPauloDate.format(now);
}
