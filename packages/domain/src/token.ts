import * as v from 'valibot';
import { tokenMessages } from './messages.ts';

const tokenRoleSchema = v.object({
  id: v.string(),
  name: v.string(),
  permissions: v.array(v.string()),
});

/** The claims of the access token (spec §3 and §5). */
export const accessTokenClaimsSchema = v.object({
  sub: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  cpf: v.string(),
  role: tokenRoleSchema,
  exp: v.optional(v.number()),
});
export type AccessTokenClaims = v.InferOutput<typeof accessTokenClaimsSchema>;

/** The claims the token must carry, in the order they are checked. */
export const requiredClaims = ['sub', 'firstName', 'lastName', 'email', 'cpf', 'role'] as const;

export type ParseClaimsResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; error: string };

/**
 * Checks a decoded token payload. The error names the missing claim
 * ('Claim ausente no token: firstName') or says the role structure is invalid.
 */
export function parseAccessTokenClaims(decoded: unknown): ParseClaimsResult {
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) {
    return { ok: false, error: tokenMessages.invalidToken };
  }
  const payload = decoded as Record<string, unknown>;
  for (const claim of requiredClaims) {
    const value = payload[claim];
    if (value === undefined || value === null || value === '') {
      return { ok: false, error: tokenMessages.claimMissing(claim) };
    }
    if (claim === 'role') {
      if (!v.is(tokenRoleSchema, value)) return { ok: false, error: tokenMessages.roleInvalid };
    } else if (typeof value !== 'string') {
      return { ok: false, error: tokenMessages.claimInvalid(claim) };
    }
  }
  const result = v.safeParse(accessTokenClaimsSchema, decoded);
  if (!result.success) return { ok: false, error: tokenMessages.claimInvalid('exp') };
  return { ok: true, claims: result.output };
}

/** Whether the token is expired at `nowSeconds` (a token without exp counts as expired). */
export function isTokenExpired(
  claims: Pick<AccessTokenClaims, 'exp'>,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  return claims.exp === undefined || claims.exp <= nowSeconds;
}

/** The signed-in user of the session. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  cpf: string;
  role: AccessTokenClaims['role'];
}

export function sessionUserFromClaims(claims: AccessTokenClaims): SessionUser {
  return {
    id: claims.sub,
    firstName: claims.firstName,
    lastName: claims.lastName,
    email: claims.email,
    cpf: claims.cpf,
    role: claims.role,
  };
}
