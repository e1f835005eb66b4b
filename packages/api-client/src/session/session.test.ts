import { serverMessages, toasts, tokenMessages } from '@lousa/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../test/msw.ts';
import { nowSeconds, signTestToken, testClaims } from '../../test/tokens.ts';
import { createApiClient } from '../client.ts';
import { ApiError, SessionTokenError } from '../errors.ts';
import { initAuth, login, logout, refresh, signOut } from './actions.ts';
import { configureNavigation } from './navigation.ts';
import { onSessionNotice } from './notices.ts';
import { isTokenRefreshScheduled, REFRESH_LEAD_MS, refreshDelayMs } from './refresh-timer.ts';
import { $session } from './store.ts';

/** A fetch that answers the auth calls from a table and records what was called. */
function stubApi(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    calls.push(key);
    const route = routes[key];
    return route ? route() : new Response(null, { status: 404 });
  });
  return { client: createApiClient({ baseUrl: API, fetch: fetchStub as typeof fetch }), calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const credentials = { login: 'maria.souza@escola.gov.br', password: 'Senha@123' };
const expectedUser = {
  id: testClaims.sub,
  firstName: testClaims.firstName,
  lastName: testClaims.lastName,
  email: testClaims.email,
  cpf: testClaims.cpf,
  role: testClaims.role,
};

let notices: string[];
let redirects: string[];
let currentPath: string;
let stopNotices: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-10T12:00:00.000Z') });
  notices = [];
  redirects = [];
  currentPath = '/app';
  stopNotices = onSessionNotice((notice) => notices.push(notice.message));
  configureNavigation({
    redirect: (path) => {
      redirects.push(path);
      currentPath = path;
    },
    currentPath: () => currentPath,
  });
});

afterEach(() => stopNotices());

const signedOutState = { accessToken: null, user: null, isAuthenticated: false };

describe('login', () => {
  it('unauthenticated → authenticated: token in store and sessionStorage, user from the claims', async () => {
    const token = await signTestToken();
    const { client, calls } = stubApi({ 'POST /api/auth': () => json({ accessToken: token }) });

    const user = await login(credentials, client);

    expect(calls).toEqual(['POST /api/auth']);
    expect(user).toEqual(expectedUser);
    expect($session.get()).toEqual({
      accessToken: token,
      user: expectedUser,
      isAuthenticated: true,
    });
    expect(sessionStorage.getItem('accessToken')).toBe(token);
    expect(notices).toEqual([]);
  });

  it.each([
    ['expired', () => signTestToken({ exp: nowSeconds() - 1 })],
    ['expiring this very second', () => signTestToken({ exp: nowSeconds() })],
    ['without exp', () => signTestToken({ exp: null })],
  ])('a token %s → "Token expirado", still signed out', async (_, make) => {
    const token = await make();
    const { client } = stubApi({ 'POST /api/auth': () => json({ accessToken: token }) });

    const error = await login(credentials, client).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SessionTokenError);
    expect((error as Error).message).toBe('Token expirado');
    expect(notices).toEqual([toasts.tokenExpired]);
    expect($session.get()).toEqual(signedOutState);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('an undecodable token → "Aconteceu um erro inesperado"', async () => {
    const { client } = stubApi({
      'POST /api/auth': () => json({ accessToken: 'isto-nao-e-um-jwt' }),
    });
    const error = (await login(credentials, client).catch(
      (caught: unknown) => caught,
    )) as SessionTokenError;
    expect(error.message).toBe('Aconteceu um erro inesperado');
    expect(error.reason).toBe(tokenMessages.invalidToken);
    expect(notices).toEqual([toasts.unexpectedError]);
    expect($session.get().isAuthenticated).toBe(false);
  });

  it.each(['sub', 'firstName', 'lastName', 'email', 'cpf', 'role'])(
    'a token without %s → unexpected error naming the missing claim',
    async (claim) => {
      const token = await signTestToken({ drop: [claim] });
      const { client } = stubApi({ 'POST /api/auth': () => json({ accessToken: token }) });
      const error = (await login(credentials, client).catch(
        (caught: unknown) => caught,
      )) as SessionTokenError;
      expect(error.message).toBe(toasts.unexpectedError);
      expect(error.reason).toBe(tokenMessages.claimMissing(claim));
      expect(error.reason).toContain(claim);
      expect($session.get().isAuthenticated).toBe(false);
    },
  );

  it.each([
    ['a string', 'Administrador'],
    ['without permissions', { id: 'r1', name: 'Administrador' }],
    ['with permissions not a list', { id: 'r1', name: 'Administrador', permissions: 'all' }],
  ])('a role that is %s → unexpected error saying the role is invalid', async (_, role) => {
    const token = await signTestToken({ extra: { role } });
    const { client } = stubApi({ 'POST /api/auth': () => json({ accessToken: token }) });
    const error = (await login(credentials, client).catch(
      (caught: unknown) => caught,
    )) as SessionTokenError;
    expect(error.message).toBe(toasts.unexpectedError);
    expect(error.reason).toBe(tokenMessages.roleInvalid);
  });

  it('wrong credentials → the server’s ApiError, still signed out, no notice', async () => {
    currentPath = '/sign-in';
    const { client } = stubApi({
      'POST /api/auth': () => json({ message: serverMessages.invalidCredentials }, 401),
    });
    const error = (await login(credentials, client).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(serverMessages.invalidCredentials);
    expect($session.get()).toEqual(signedOutState);
    expect(redirects).toEqual([]);
    expect(notices).toEqual([]);
  });
});

describe('logout', () => {
  it('authenticated → unauthenticated: clears token, user and sessionStorage, stops the timer', async () => {
    const token = await signTestToken();
    const { client, calls } = stubApi({ 'POST /api/auth': () => json({ accessToken: token }) });
    await login(credentials, client);
    expect(isTokenRefreshScheduled()).toBe(true);

    logout();

    expect($session.get()).toEqual(signedOutState);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(isTokenRefreshScheduled()).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(calls).toEqual(['POST /api/auth']);
  });

  it('signOut ("Sair") tells the server, clears the session and goes to /sign-in', async () => {
    const token = await signTestToken();
    const { client, calls } = stubApi({
      'POST /api/auth': () => json({ accessToken: token }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await login(credentials, client);

    await signOut(client);

    expect(calls).toEqual(['POST /api/auth', 'POST /api/auth/logout']);
    expect($session.get()).toEqual(signedOutState);
    expect(redirects).toEqual(['/sign-in']);
  });

  it('signOut still signs out when the server cannot be reached', async () => {
    const token = await signTestToken();
    const { client } = stubApi({
      'POST /api/auth': () => json({ accessToken: token }),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    await login(credentials, client);
    await signOut(client);
    expect($session.get()).toEqual(signedOutState);
    expect(redirects).toEqual(['/sign-in']);
  });
});

describe('refresh', () => {
  async function signedIn(routes: Record<string, () => Response | Promise<Response>>) {
    const token = await signTestToken();
    const api = stubApi({ 'POST /api/auth': () => json({ accessToken: token }), ...routes });
    await login(credentials, api.client);
    return { ...api, token };
  }

  it('replaces only the access token; the user stays as it was', async () => {
    const fresh = await signTestToken({
      exp: nowSeconds() + 30 * 60,
      extra: { firstName: 'Outro', role: { id: 'x', name: 'Outro', permissions: [] } },
    });
    const { client, calls } = await signedIn({
      'POST /api/auth/refresh-token': () => json({ token: fresh }),
    });

    await expect(refresh(client)).resolves.toBe(fresh);

    expect(calls).toContain('POST /api/auth/refresh-token');
    expect($session.get()).toEqual({
      accessToken: fresh,
      user: expectedUser,
      isAuthenticated: true,
    });
    expect(sessionStorage.getItem('accessToken')).toBe(fresh);
  });

  it('an expired new token is refused with "Token expirado"; the current token stays', async () => {
    const expired = await signTestToken({ exp: nowSeconds() - 10 });
    const { client, token } = await signedIn({
      'POST /api/auth/refresh-token': () => json({ token: expired }),
    });

    const error = await refresh(client).catch((caught: unknown) => caught);

    expect((error as Error).message).toBe('Token expirado');
    expect(notices).toEqual([toasts.tokenExpired]);
    expect($session.get().accessToken).toBe(token);
    expect(sessionStorage.getItem('accessToken')).toBe(token);
  });

  it('an undecodable new token → "Aconteceu um erro inesperado"; the current token stays', async () => {
    const { client, token } = await signedIn({
      'POST /api/auth/refresh-token': () => json({ token: '???' }),
    });
    const error = await refresh(client).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(toasts.unexpectedError);
    expect($session.get().accessToken).toBe(token);
  });

  it('a 401 from refresh (refresh cookie gone) logs out and goes to /sign-in', async () => {
    const { client } = await signedIn({
      'POST /api/auth/refresh-token': () =>
        json({ message: serverMessages.invalidRefreshToken }, 401),
    });
    await expect(refresh(client)).rejects.toBeInstanceOf(ApiError);
    expect($session.get()).toEqual(signedOutState);
    expect(redirects).toEqual(['/sign-in']);
  });
});

describe('initAuth (app start)', () => {
  it.each([
    ['no stored token', async () => null],
    ['an expired token', () => signTestToken({ exp: nowSeconds() - 1 })],
    ['a token without exp', () => signTestToken({ exp: null })],
    ['an undecodable token', async () => 'abc.def'],
    ['a token missing a claim', () => signTestToken({ drop: ['email'] })],
  ])('%s → logout and /sign-in', async (_, make) => {
    const token = await make();
    if (token) sessionStorage.setItem('accessToken', token);
    const { client } = stubApi({});

    expect(initAuth(client)).toBeNull();

    expect($session.get()).toEqual(signedOutState);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(redirects).toEqual(['/sign-in']);
  });

  it('does not redirect when the browser is already on /sign-in', () => {
    currentPath = '/sign-in/';
    const { client } = stubApi({});
    expect(initAuth(client)).toBeNull();
    expect(redirects).toEqual([]);
  });

  it('a valid stored token restores the session', async () => {
    const token = await signTestToken();
    sessionStorage.setItem('accessToken', token);
    const { client, calls } = stubApi({});

    expect(initAuth(client)).toEqual(expectedUser);

    expect($session.get()).toEqual({
      accessToken: token,
      user: expectedUser,
      isAuthenticated: true,
    });
    expect(redirects).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('refresh timer (beyond the spec)', () => {
  it('refreshes one minute before expiry, then again before the new token expires', async () => {
    const first = await signTestToken({ exp: nowSeconds() + 15 * 60 });
    const second = await signTestToken({ exp: nowSeconds() + 30 * 60 });
    const third = await signTestToken({ exp: nowSeconds() + 45 * 60 });
    const answers = [second, third];
    const { client, calls } = stubApi({
      'POST /api/auth': () => json({ accessToken: first }),
      'POST /api/auth/refresh-token': () => json({ token: answers.shift() }),
    });
    await login(credentials, client);

    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - REFRESH_LEAD_MS - 1000);
    expect(calls).toEqual(['POST /api/auth']);
    expect($session.get().accessToken).toBe(first);

    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['POST /api/auth', 'POST /api/auth/refresh-token']);
    expect($session.get().accessToken).toBe(second);
    expect($session.get().user).toEqual(expectedUser);

    // The second token expires 30 min after the start: its refresh is due at 29 min.
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - 1000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    expect($session.get().accessToken).toBe(third);
  });

  it('a session restored by initAuth is kept fresh too', async () => {
    const token = await signTestToken({ exp: nowSeconds() + 5 * 60 });
    const fresh = await signTestToken({ exp: nowSeconds() + 20 * 60 });
    sessionStorage.setItem('accessToken', token);
    const { client, calls } = stubApi({
      'POST /api/auth/refresh-token': () => json({ token: fresh }),
    });
    initAuth(client);
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
    expect(calls).toEqual(['POST /api/auth/refresh-token']);
    expect($session.get().accessToken).toBe(fresh);
  });

  it('a short-lived token is refreshed at half its remaining life', () => {
    const now = Date.now();
    expect(refreshDelayMs(now / 1000 + 15 * 60, now)).toBe(14 * 60 * 1000);
    expect(refreshDelayMs(now / 1000 + 40, now)).toBe(20 * 1000);
    expect(refreshDelayMs(now / 1000 - 5, now)).toBe(0);
  });
});
