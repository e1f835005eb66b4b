import {
  type AccessTokenClaims,
  isTokenExpired,
  parseAccessTokenClaims,
  type SessionUser,
  sessionUserFromClaims,
  tokenMessages,
} from '@lousa/domain';
import { jwtDecode } from 'jwt-decode';

export type TokenCheck =
  | { status: 'valid'; claims: AccessTokenClaims & { exp: number }; user: SessionUser }
  /** Decodable, but expired or without exp (which counts as expired). */
  | { status: 'expired'; claims: AccessTokenClaims }
  /** Missing, not a JWT, or its claims fail the check: `reason` names the missing claim or the bad role. */
  | { status: 'invalid'; reason: string };

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Decodes the token with jwt-decode and checks its claims with the domain's schema. */
export function checkAccessToken(
  token: string | null | undefined,
  now: number = nowInSeconds(),
): TokenCheck {
  if (!token) return { status: 'invalid', reason: tokenMessages.invalidToken };
  let decoded: unknown;
  try {
    decoded = jwtDecode(token);
  } catch {
    return { status: 'invalid', reason: tokenMessages.invalidToken };
  }
  const parsed = parseAccessTokenClaims(decoded);
  if (!parsed.ok) return { status: 'invalid', reason: parsed.error };
  const { claims } = parsed;
  if (isTokenExpired(claims, now) || claims.exp === undefined) return { status: 'expired', claims };
  return {
    status: 'valid',
    claims: { ...claims, exp: claims.exp },
    user: sessionUserFromClaims(claims),
  };
}
