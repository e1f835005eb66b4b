import { describe, expect, it } from 'vitest';
import { isTokenExpired, parseAccessTokenClaims, sessionUserFromClaims } from './token.ts';

const claims = {
  sub: '7d0c1a52-5f4e-4a43-9d8e-2b1f3c4d5e6f',
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@lousa.dev',
  cpf: '52998224725',
  role: { id: 'r1', name: 'Administrador', permissions: ['users:read'] },
  exp: 2_000_000_000,
  iat: 1_900_000_000,
};

describe('parseAccessTokenClaims', () => {
  it('accepts complete claims', () => {
    const result = parseAccessTokenClaims(claims);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.claims.role.name).toBe('Administrador');
  });

  it.each(['sub', 'firstName', 'lastName', 'email', 'cpf', 'role'])(
    'names the missing claim %s',
    (claim) => {
      const { [claim as keyof typeof claims]: _removed, ...rest } = claims;
      expect(parseAccessTokenClaims(rest)).toEqual({
        ok: false,
        error: `Claim ausente no token: ${claim}`,
      });
    },
  );

  it.each([
    ['a string', 'admin'],
    ['no permissions', { id: 'r1', name: 'Admin' }],
    ['permissions not a list', { id: 'r1', name: 'Admin', permissions: 'all' }],
    ['no name', { id: 'r1', permissions: [] }],
  ])('says the role structure is invalid (%s)', (_case, role) => {
    expect(parseAccessTokenClaims({ ...claims, role })).toEqual({
      ok: false,
      error: 'Estrutura de role inválida no token',
    });
  });

  it('rejects a payload that is not an object', () => {
    expect(parseAccessTokenClaims(null).ok).toBe(false);
    expect(parseAccessTokenClaims('token').ok).toBe(false);
  });

  it('names a claim of the wrong type', () => {
    expect(parseAccessTokenClaims({ ...claims, email: 42 })).toEqual({
      ok: false,
      error: 'Claim inválida no token: email',
    });
  });

  it('accepts claims without exp (they count as expired)', () => {
    const { exp: _exp, ...rest } = claims;
    const result = parseAccessTokenClaims(rest);
    expect(result.ok).toBe(true);
    if (result.ok) expect(isTokenExpired(result.claims, 0)).toBe(true);
  });
});

describe('isTokenExpired', () => {
  it('compares exp with now in seconds', () => {
    expect(isTokenExpired({ exp: 100 }, 99)).toBe(false);
    expect(isTokenExpired({ exp: 100 }, 100)).toBe(true);
    expect(isTokenExpired({ exp: 100 }, 101)).toBe(true);
    expect(isTokenExpired({}, 0)).toBe(true);
  });
});

describe('sessionUserFromClaims', () => {
  it('maps sub to id and keeps the user fields', () => {
    const result = parseAccessTokenClaims(claims);
    if (!result.ok) throw new Error(result.error);
    expect(sessionUserFromClaims(result.claims)).toEqual({
      id: claims.sub,
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@lousa.dev',
      cpf: '52998224725',
      role: claims.role,
    });
  });
});
