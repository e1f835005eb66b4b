import type { AccessTokenClaims } from '@lousa/domain';
import { setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';

/** 2100-01-01: story tokens never run out while a story is open. */
export const STORY_TOKEN_EXP = 4_102_444_800;

export const storyUserClaims: Omit<AccessTokenClaims, 'exp'> = {
  sub: '6f1c2a9e-8d4b-4c3a-9f2e-1b7d5e3a9c01',
  firstName: 'Ana',
  lastName: 'Administradora',
  email: 'admin@lousa.dev',
  cpf: '52998224725',
  role: {
    id: '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2b',
    name: 'Administrador',
    permissions: ['users:read', 'users:write', 'registries:write'],
  },
};

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT-shaped token for stories and fixtures: HS256 header, the given claims (an admin by
 * default, exp in 2100) and a fake signature. The client only decodes tokens, so it accepts
 * it; a real server would not.
 */
export function createStoryToken(
  claims: Partial<AccessTokenClaims> & Record<string, unknown> = {},
): string {
  const payload = { ...storyUserClaims, exp: STORY_TOKEN_EXP, ...claims };
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(payload))}.${base64Url('story-signature')}`;
}

/**
 * Puts a signed-in user in the session store (and sessionStorage), so shell stories render a
 * greeting and authorised calls carry a Bearer token. Returns the token.
 */
export function signInForStory(claims: Partial<AccessTokenClaims> = {}): string {
  const token = createStoryToken(claims);
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error(`signInForStory: token recusado (${check.status})`);
  setSession(token, check.user);
  return token;
}
