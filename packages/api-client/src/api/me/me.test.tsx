import { BUILT_IN_ROLES, type Me, PERMISSIONS, serverMessages } from '@lousa/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hookHarness } from '../../../test/harness.tsx';
import { API, setupMockServer } from '../../../test/msw.ts';
import { signTestToken, testClaims } from '../../../test/tokens.ts';
import type { ApiError } from '../../errors.ts';
import { FIXTURE_ME, meAs } from '../../mocks/me.ts';
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { badRequest } from '../../mocks/scenarios.ts';
import { meKey, queryKeys } from '../../query-keys.ts';
import { configureNavigation } from '../../session/navigation.ts';
import { $session, logout, setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { useChangePassword } from '../auth/change-password.ts';
import { useMe } from './get-me.ts';

const server = setupMockServer();

async function signIn(extra: Record<string, unknown> = {}) {
  const token = await signTestToken({ extra });
  const check = checkAccessToken(token);
  if (check.status !== 'valid') throw new Error('test token refused');
  setSession(token, check.user);
  return token;
}

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
  await signIn();
});

function setup() {
  const { queryClient, wrapper, ...spied } = hookHarness();
  const calls = (method: string, path: string) =>
    spied.sent.filter((request) => request.method === method && request.url.pathname === path);
  return { ...spied, queryClient, wrapper, calls };
}

const newPasswords = { currentPassword: 'Senha-atual-1', newPassword: 'Giz-e-Lousa-42' };

describe('getMe', () => {
  it('GET /me with Bearer: the administrator, with every permission of the catalogue', async () => {
    const { client, sent } = setup();
    const me = await client.getMe();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/me');
    expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(me).toEqual(recordedAnswer<Me>('administrador', 'GET /me'));
    expect(me).toMatchObject({
      role: { name: 'Administrador' },
      networkWide: true,
      mustChangePassword: false,
    });
    expect([...me.permissions].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('a teacher’s /me: her role’s permissions and her units', async () => {
    server.use(...recordedHandlers({ as: 'professor', baseUrl: API }));
    const { client } = setup();
    const me = await client.getMe();
    const professor = BUILT_IN_ROLES.find((role) => role.name === 'Professor(a)')!;
    expect(me).toMatchObject({
      role: { name: 'Professor(a)' },
      permissions: [...professor.permissions],
      networkWide: false,
    });
    expect(me.schoolUnits.length).toBeGreaterThan(0);
  });

  it('a /me that fails its schema is an error, not a guess', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/me`, () => HttpResponse.json({ id: 1 })));
    const { client } = setup();
    await expect(client.getMe()).rejects.toMatchObject({ name: 'ApiError' });
  });

  it('meAs: a built-in role by name brings its permissions; the rest is the administrator', async () => {
    server.use(...meAs({ role: 'Professor(a)' }, API));
    const { client } = setup();
    const me = await client.getMe();
    expect(me).toMatchObject({
      email: FIXTURE_ME.email,
      role: { name: 'Professor(a)' },
      permissions: ['students.read', 'pedagogy.own-classes'],
      networkWide: false,
    });
    server.use(...meAs({ role: null }, API));
    await expect(client.getMe()).resolves.toMatchObject({ role: null, permissions: [] });
  });
});

describe('useMe', () => {
  it('asks once for the signed-in user, under a key of its own; nothing while signed out', async () => {
    const { wrapper, calls, queryClient } = setup();
    const { result } = renderHook(() => [useMe(), useMe()], { wrapper });
    await waitFor(() => expect(result.current[0]?.isSuccess).toBe(true));
    expect(calls('GET', '/api/me')).toHaveLength(1);
    expect(queryClient.getQueryData(meKey(testClaims.sub))).toEqual(result.current[0]?.data);

    act(() => logout());
    await waitFor(() => expect(result.current[0]?.data).toBeUndefined());
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.me })).toHaveLength(1);
    expect(result.current[0]?.fetchStatus).toBe('idle');
    expect(calls('GET', '/api/me')).toHaveLength(1);
  });

  it('signing out forgets /me; signing in (or a new token) asks again', async () => {
    const { wrapper, calls } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    act(() => logout());
    await waitFor(() => expect(result.current.data).toBeUndefined());
    await act(() => signIn());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls('GET', '/api/me')).toHaveLength(2);

    // A refreshed access token for the same user: /me is asked again (a role may have changed).
    await act(() => signIn({ firstName: 'Maria Clara' }));
    await waitFor(() => expect(calls('GET', '/api/me')).toHaveLength(3));
  });
});

describe('changePassword', () => {
  it('POST /auth/change-password with both passwords, Bearer, 204', async () => {
    const { client, sent } = setup();
    await expect(client.changePassword(newPasswords)).resolves.toBeUndefined();
    expect(sent[0]).toMatchObject({ method: 'POST', body: newPasswords });
    expect(sent[0]?.url.pathname).toBe('/api/auth/change-password');
    expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('a wrong current password is a 400 on currentPassword; the session stays', async () => {
    const message = serverMessages.currentPasswordWrong;
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json(
          { message, issues: [{ path: 'currentPassword', message }] },
          { status: 400 },
        ),
      ),
    );
    const { client } = setup();
    const error = (await client
      .changePassword({ ...newPasswords, currentPassword: 'outra-senha' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ status: 400, message: serverMessages.currentPasswordWrong });
    expect(error.fieldErrors).toEqual({ currentPassword: serverMessages.currentPasswordWrong });
    expect($session.get().isAuthenticated).toBe(true);
  });

  it('a 401 saying the current password is wrong keeps the session; any other 401 ends it', async () => {
    const redirect = vi.fn();
    configureNavigation({ redirect, currentPath: () => '/app' });
    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json({ message: serverMessages.currentPasswordWrong }, { status: 401 }),
      ),
    );
    const { client } = setup();
    await expect(client.changePassword(newPasswords)).rejects.toMatchObject({
      status: 401,
      message: serverMessages.currentPasswordWrong,
    });
    expect($session.get().isAuthenticated).toBe(true);
    expect(redirect).not.toHaveBeenCalled();

    server.use(
      http.post(`${API}/auth/change-password`, () =>
        HttpResponse.json({ message: serverMessages.unauthorized }, { status: 401 }),
      ),
    );
    await expect(client.changePassword(newPasswords)).rejects.toMatchObject({ status: 401 });
    expect($session.get().isAuthenticated).toBe(false);
    expect(redirect).toHaveBeenCalled();
  });

  it('a password the server refuses comes back with its field issues', async () => {
    const issues = [{ path: 'newPassword', message: 'Essa senha é muito comum. Escolha outra.' }];
    server.use(badRequest('post', '/auth/change-password', issues, API));
    const { client } = setup();
    await expect(client.changePassword(newPasswords)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { newPassword: issues[0]?.message },
    });
  });

  it('useChangePassword: a required change is done once it succeeds (/me asked again)', async () => {
    server.use(...meAs({ mustChangePassword: true }, API));
    const { wrapper, calls } = setup();
    const { result } = renderHook(() => ({ me: useMe(), change: useChangePassword() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.me.data?.mustChangePassword).toBe(true));
    await act(() => result.current.change.mutateAsync(newPasswords));
    await waitFor(() => expect(result.current.me.data?.mustChangePassword).toBe(false));
    expect(calls('GET', '/api/me')).toHaveLength(2);
  });

  it('meAs({ mustChangePassword }): a change succeeds, and /me says so after', async () => {
    server.use(...meAs({ mustChangePassword: true }, API));
    const { client } = setup();
    await expect(client.getMe()).resolves.toMatchObject({ mustChangePassword: true });
    await client.changePassword(newPasswords);
    await expect(client.getMe()).resolves.toMatchObject({ mustChangePassword: false });
  });
});
