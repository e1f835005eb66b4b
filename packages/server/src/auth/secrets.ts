import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  /** HS256 key of the access tokens. */
  jwtKey: Uint8Array;
  /** HMAC key of the anti-forgery tokens (derived from the same secret, never equal to it). */
  xsrfKey: Buffer;
}

/** The secret file kept in the data directory when LOUSA_JWT_SECRET is not set. */
export const SECRET_FILE = 'jwt-secret';

/**
 * LOUSA_JWT_SECRET when given; otherwise a random secret generated once and kept in
 * `<dataDir>/jwt-secret` (mode 600), so tokens survive a restart on the same data dir.
 */
export function loadSecrets(options: { jwtSecret?: string | undefined; dataDir: string }): Secrets {
  let secret = options.jwtSecret;
  if (!secret) {
    const file = join(options.dataDir, SECRET_FILE);
    if (existsSync(file)) {
      secret = readFileSync(file, 'utf8').trim();
    }
    if (!secret || secret.length < 32) {
      mkdirSync(options.dataDir, { recursive: true });
      secret = randomBytes(48).toString('base64url');
      writeFileSync(file, `${secret}\n`, { mode: 0o600 });
      chmodSync(file, 0o600);
    }
  }
  return {
    jwtKey: new TextEncoder().encode(secret),
    xsrfKey: createHmac('sha256', secret).update('lousa/xsrf-token/v1').digest(),
  };
}
