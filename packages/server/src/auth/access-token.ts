import { type AccessTokenClaims, parseAccessTokenClaims } from '@lousa/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface TokenSubject {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  cpf: string;
  role: { id: string; name: string; permissions: string[] } | null;
}

/** The role claim of a user without a role (users created through POST /api/users). */
export const NO_ROLE = { id: '', name: '', permissions: [] as string[] };

/**
 * Signs an HS256 access token whose claims are exactly sub, firstName, lastName, email, cpf,
 * role {id, name, permissions} and exp.
 */
export async function signAccessToken(
  key: Uint8Array,
  user: TokenSubject,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cpf: user.cpf,
    role: user.role ?? NO_ROLE,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * Verifies signature, algorithm (HS256 only: `none` and every other algorithm are refused),
 * expiry (required) and the claims. Returns null for anything wrong.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
      clockTolerance: 0,
    });
    const parsed = parseAccessTokenClaims(payload);
    if (!parsed.ok || parsed.claims.exp === undefined) return null;
    return parsed.claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
