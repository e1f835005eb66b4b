import { accessTokenClaimsSchema, serverMessages } from '@lousa/domain';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { useSchool } from './builders.ts';
import { ADMIN, TEST_JWT_SECRET, TestClient } from './helpers.ts';

let server: RunningServer;
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const school = useSchool();

beforeAll(() => {
  ({ server } = school);
});

const client = () => new TestClient(server.url);

function cookieNamed(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

describe('POST /api/auth', () => {
  it('answers an HS256 access token whose claims are exactly those the session reads', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await client().login();
    expect(Object.keys(answer.body)).toEqual(['accessToken']);
    const token = answer.body.accessToken;
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(
      ['cpf', 'email', 'exp', 'firstName', 'lastName', 'role', 'sub'].sort(),
    );
    expect(v.is(accessTokenClaimsSchema, claims)).toBe(true);
    expect(claims).toMatchObject({
      firstName: ADMIN.firstName,
      lastName: ADMIN.lastName,
      email: ADMIN.email,
      cpf: ADMIN.cpf,
      role: { name: 'Administrador' },
    });
    const role = claims.role as { id: string; permissions: string[] };
    expect(role.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(role.permissions.length).toBeGreaterThan(10);
    // Valid 15 minutes.
    expect(claims.exp).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(claims.exp).toBeLessThanOrEqual(before + 15 * 60 + 5);
  });

  it('accepts the CPF formatted or bare, and the e-mail in any case', async () => {
    for (const login of ['529.982.247-25', '52998224725', 'ADMIN@Escola.TEST']) {
      const answer = await client().post('/api/auth', { login, password: ADMIN.password });
      expect(answer.status, login).toBe(200);
    }
  });

  it('sets the refresh token as an HttpOnly, SameSite=Strict cookie on /api/auth for the session (12 h)', async () => {
    const answer = await client().login();
    const cookie = cookieNamed(answer.headers, 'lousa_refresh') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth(;|$)/);
    // The token lives 7 days unused, but never past the session's end (LOUSA_SESSION_MAX_HOURS).
    expect(cookie).toMatch(/Max-Age=43200(;|$)/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookies Secure when served over https (behind a TLS proxy)', async () => {
    const answer = await client().request('POST', '/api/auth', {
      json: { login: ADMIN.email, password: ADMIN.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(cookieNamed(answer.headers, 'lousa_refresh')).toMatch(/; Secure/);
    expect(cookieNamed(answer.headers, 'XSRF-TOKEN')).toMatch(/; Secure/);
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('answers 401 with the same message for a wrong password and an unknown login', async () => {
    const wrongPassword = await client().post('/api/auth', {
      login: ADMIN.email,
      password: 'errada-123',
    });
    const unknownLogin = await client().post('/api/auth', {
      login: 'ninguem@escola.test',
      password: ADMIN.password,
    });
    const unknownCpf = await client().post('/api/auth', {
      login: '111.444.777-35',
      password: ADMIN.password,
    });
    for (const answer of [wrongPassword, unknownLogin, unknownCpf]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Login ou senha inválidos.' });
      expect(cookieNamed(answer.headers, 'lousa_refresh')).toBeUndefined();
    }
  });

  it('answers 400 with the form messages when login or password is missing', async () => {
    const answer = await client().post('/api/auth', { login: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'login', message: 'Informe seu e-mail ou CPF' },
        { path: 'password', message: 'A senha é obrigatória' },
      ]),
    });
  });
});

describe('anti-forgery cookie', () => {
  it('is set, readable, on the first answer and kept while valid', async () => {
    const c = client();
    const first = await c.get('/api/health');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'ok' });
    const cookie = cookieNamed(first.headers, 'XSRF-TOKEN') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const second = await c.get('/api/health');
    expect(cookieNamed(second.headers, 'XSRF-TOKEN')).toBeUndefined();
  });

  it('is replaced when the browser holds one we did not sign', async () => {
    const c = client();
    c.cookies.set('XSRF-TOKEN', 'forjado.assinatura');
    const answer = await c.get('/api/health');
    const cookie = cookieNamed(answer.headers, 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe('forjado.assinatura');
  });
});

describe('POST /api/auth/refresh-token', () => {
  async function signedIn() {
    const c = client();
    await c.login();
    expect(c.cookies.get('XSRF-TOKEN')).toBeTruthy();
    return c;
  }

  it('needs X-XSRF-TOKEN equal to the cookie and signed by the server (403 otherwise)', async () => {
    const c = await signedIn();
    const missing = await c.request('POST', '/api/auth/refresh-token');
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ message: 'Acesso negado.' });

    const wrong = await c.request('POST', '/api/auth/refresh-token', {
      headers: { 'x-xsrf-token': 'outro.valor' },
    });
    expect(wrong.status).toBe(403);

    // Same value in cookie and header, but not signed by us: the double submit alone is not enough.
    const forged = new TestClient(server.url);
    for (const [name, value] of c.cookies) forged.cookies.set(name, value);
    forged.cookies.set('XSRF-TOKEN', 'abc.def');
    const unsigned = await forged.request('POST', '/api/auth/refresh-token', {
      headers: { 'x-xsrf-token': 'abc.def' },
    });
    expect(unsigned.status).toBe(403);
  });

  it('answers { token } and rotates the refresh cookie', async () => {
    const c = await signedIn();
    const before = c.cookies.get('lousa_refresh');
    const answer = await c.request<{ token: string }>('POST', '/api/auth/refresh-token', {
      xsrf: true,
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    const after = c.cookies.get('lousa_refresh');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(decodeJwt(answer.body.token)).toMatchObject({ email: ADMIN.email, cpf: ADMIN.cpf });
    c.token = answer.body.token;
    expect((await c.get('/api/users')).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const c = await signedIn();
    const stolen = c.cookies.get('lousa_refresh') as string;
    expect((await c.request('POST', '/api/auth/refresh-token', { xsrf: true })).status).toBe(200);
    const current = c.cookies.get('lousa_refresh') as string;

    const attacker = new TestClient(server.url);
    attacker.cookies.set('XSRF-TOKEN', c.cookies.get('XSRF-TOKEN') as string);
    attacker.cookies.set('lousa_refresh', stolen);
    const replay = await attacker.request('POST', '/api/auth/refresh-token', { xsrf: true });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: serverMessages.invalidRefreshToken });
    expect(cookieNamed(replay.headers, 'lousa_refresh')).toMatch(/Max-Age=0/);

    // The legitimate holder's newer token belonged to the same family: revoked too.
    c.cookies.set('lousa_refresh', current);
    expect((await c.request('POST', '/api/auth/refresh-token', { xsrf: true })).status).toBe(401);
  });

  it('answers 401 without a refresh cookie or with an unknown one', async () => {
    const c = client();
    await c.get('/api/health');
    expect((await c.request('POST', '/api/auth/refresh-token', { xsrf: true })).status).toBe(401);
    c.cookies.set('lousa_refresh', 'inventado');
    expect((await c.request('POST', '/api/auth/refresh-token', { xsrf: true })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('needs the anti-forgery header, then revokes and clears the refresh cookie', async () => {
    const c = client();
    await c.login();
    const refresh = c.cookies.get('lousa_refresh') as string;
    expect((await c.request('POST', '/api/auth/logout')).status).toBe(403);

    const answer = await c.request('POST', '/api/auth/logout', { xsrf: true });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const cleared = cookieNamed(answer.headers, 'lousa_refresh') ?? '';
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\/api\/auth/);

    c.cookies.set('lousa_refresh', refresh);
    expect((await c.request('POST', '/api/auth/refresh-token', { xsrf: true })).status).toBe(401);
  });
});

describe('Authorization: Bearer', () => {
  const validClaims = async () => decodeJwt((await client().login()).body.accessToken);
  const sign = (claims: Record<string, unknown>, alg = 'HS256', secret = key) =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
  const call = (token: string | undefined, scheme = 'Bearer') =>
    client().request('GET', '/api/users', {
      headers: token === undefined ? {} : { authorization: `${scheme} ${token}` },
    });

  it('answers 401 "Não autorizado." without a token', async () => {
    const answer = await call(undefined);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Não autorizado.' });
  });

  it('accepts a token signed with the server secret (control)', async () => {
    expect((await call(await sign(await validClaims()))).status).toBe(200);
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const token = (await client().login()).body.accessToken;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const changed = `${header}.${b64({ ...claims, role: { ...claims.role, name: 'Root' } })}.${signature}`;
    expect((await call(changed)).status).toBe(401);
  });

  it('rejects alg none, other algorithms and other secrets', async () => {
    const claims = await validClaims();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await call(none)).status).toBe(401);
    expect((await call(await sign(claims, 'HS512'))).status).toBe(401);
    expect((await call(await sign(claims, 'HS384'))).status).toBe(401);
    const otherSecret = new TextEncoder().encode('another-secret-another-secret-another-secret');
    expect((await call(await sign(claims, 'HS256', otherSecret))).status).toBe(401);
  });

  it('rejects an expired token and one without exp', async () => {
    const claims = await validClaims();
    const now = Math.floor(Date.now() / 1000);
    expect((await call(await sign({ ...claims, exp: now - 1 }))).status).toBe(401);
    const { exp: _exp, ...withoutExp } = claims;
    expect((await call(await sign(withoutExp))).status).toBe(401);
  });

  it('rejects a token missing any claim the session needs', async () => {
    const claims = await validClaims();
    for (const claim of ['sub', 'firstName', 'lastName', 'email', 'cpf', 'role']) {
      const { [claim]: _dropped, ...rest } = claims;
      const answer = await call(await sign(rest));
      expect(answer.status, claim).toBe(401);
    }
    const badRole = await sign({ ...claims, role: { id: 'x' } });
    expect((await call(badRole)).status).toBe(401);
  });

  it('rejects garbage and other schemes', async () => {
    expect((await call('abc.def.ghi')).status).toBe(401);
    expect((await call('')).status).toBe(401);
    const token = (await client().login()).body.accessToken;
    expect((await call(token, 'Basic')).status).toBe(401);
  });

  it('protects every API call except health and auth', async () => {
    const paths = [
      '/api/users',
      '/api/school-units',
      '/api/courses',
      `/api/courses/school-unit/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      '/api/classrooms',
      '/api/academic-terms',
      '/api/academic-calendars',
      '/api/academic-calendars/years',
      '/api/school-day-types',
      '/api/school-days',
      '/api/students',
      '/api/teaching-modalities',
      '/api/curricular-components',
      '/api/curriculum-matrices',
    ];
    for (const path of paths) {
      expect((await client().get(path)).status, `GET ${path}`).toBe(401);
      if (!path.includes('school-unit/') && path !== '/api/students') {
        const post = await client().post(path, {});
        expect(post.status, `POST ${path}`).toBe(401);
      }
    }
  });
});
