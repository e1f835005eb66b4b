import type { AccessTokenClaims } from '@lousa/domain';
import type { PasswordHasher } from './auth/password.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
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
  loginLimits: { byLogin: RateLimiter; byAddress: RateLimiter };
}

export type AppEnv = { Variables: { claims: AccessTokenClaims } };

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
