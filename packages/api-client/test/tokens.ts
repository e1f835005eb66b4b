import type { AccessTokenClaims } from '@lousa/domain';
import { SignJWT } from 'jose';

/** The signing key of the test tokens (HS256). */
// Built with this realm's Uint8Array (jsdom's TextEncoder hands out another realm's, which jose refuses).
export const TEST_JWT_KEY = Uint8Array.from('a-test-secret-of-at-least-32-characters!', (char) =>
  char.charCodeAt(0),
);

export const testClaims: Omit<AccessTokenClaims, 'exp'> = {
  sub: '0d4b8a1e-6c2f-4e3a-9b7d-5f1e2c3a4b5c',
  firstName: 'Maria',
  lastName: 'Souza',
  email: 'maria.souza@escola.gov.br',
  cpf: '52998224725',
  role: {
    id: 'b5c1d2e3-f4a5-4b6c-8d7e-9f0a1b2c3d4e',
    name: 'Diretor(a)',
    permissions: ['registries:write'],
  },
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A real HS256 token (signed with jose). `exp` is absolute seconds; pass `exp: null` for a
 * token without exp; `drop` removes claims; `extra` overrides any claim.
 */
export async function signTestToken({
  exp = nowSeconds() + 15 * 60,
  drop = [],
  extra = {},
}: {
  exp?: number | null;
  drop?: string[];
  extra?: Record<string, unknown>;
} = {}): Promise<string> {
  const payload: Record<string, unknown> = { ...testClaims, ...extra };
  for (const claim of drop) delete payload[claim];
  const { sub, ...rest } = payload;
  let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt();
  if (typeof sub === 'string') jwt = jwt.setSubject(sub);
  if (exp !== null) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(TEST_JWT_KEY);
}
