import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELIZATION = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** The hash stored for an account that cannot sign in (e.g. demo staff). */
export const DISABLED_PASSWORD = '!';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((ok, fail) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? fail(error) : ok(key),
    );
  });
}

function scryptOptions(cost: number, blockSize: number, parallelization: number): ScryptOptions {
  // scrypt needs 128 * N * r * p bytes; allow twice that.
  return {
    N: cost,
    r: blockSize,
    p: parallelization,
    maxmem: 256 * cost * blockSize * parallelization,
  };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check; a malformed or disabled hash never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Burns the same time as a real check, for unknown logins. */
  verifyDummy(password: string): Promise<void>;
}

/**
 * scrypt password hashing, stored as `scrypt$N$r$p$salt$key` (base64url). `cost` is N: keep the
 * OWASP default; tests pass a lower one explicitly through createApp's testing options.
 */
export function createPasswordHasher(cost: number = OWASP_SCRYPT_COST): PasswordHasher {
  const dummySalt = randomBytes(SALT_LENGTH);
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, scryptOptions(cost, BLOCK_SIZE, PARALLELIZATION));
    return [
      'scrypt',
      cost,
      BLOCK_SIZE,
      PARALLELIZATION,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  };
  const verify = async (password: string, stored: string) => {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [n, r, p] = parts.slice(1, 4).map(Number);
    if (!n || !r || !p || n > 2 ** 20 || r > 16 || p > 4) return false;
    const salt = Buffer.from(parts[4] ?? '', 'base64url');
    const expected = Buffer.from(parts[5] ?? '', 'base64url');
    if (expected.length !== KEY_LENGTH) return false;
    const key = await derive(password, salt, scryptOptions(n, r, p));
    return timingSafeEqual(key, expected);
  };
  return {
    hash,
    verify,
    async verifyDummy(password) {
      await derive(password, dummySalt, scryptOptions(cost, BLOCK_SIZE, PARALLELIZATION));
    },
  };
}
