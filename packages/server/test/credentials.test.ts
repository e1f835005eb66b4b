import { messages, serverMessages } from '@lousa/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from '../src/auth/password-policy.ts';
import { auditEvents, users } from '../src/db/schema.ts';
import { EnvError, loadEnv } from '../src/env.ts';
import { resolveClientAddress, trustedProxySet } from '../src/http/client-address.ts';
import type { RunningServer } from '../src/server.ts';
import { useTestServer } from './builders.ts';
import { ADMIN, type Answer, TestClient } from './helpers.ts';

const HOUR = 60 * 60 * 1000;

let server: RunningServer;
/** The main server's clock runs `offset` ms ahead of the real one. */
let offset = 0;
const main = useTestServer({ testing: { now: () => new Date(Date.now() + offset) } });

beforeAll(() => {
  ({ server } = main);
});

const client = (url = server.url) => new TestClient(url);

async function admin(url = server.url) {
  const c = client(url);
  await c.login();
  return c;
}

let cpfSeed = 100_000_000;
/** A valid CPF no other test user has. */
function newCpf(): string {
  cpfSeed += 7919;
  const base = String(cpfSeed).padStart(9, '0').slice(-9);
  const digit = (slice: string, weight: number) => {
    let sum = 0;
    for (const char of slice) sum += Number(char) * weight--;
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base, 10);
  return base + first + digit(base + first, 11);
}

let userSeed = 0;
interface TestUser {
  id: string;
  email: string;
  cpf: string;
  password: string;
}

/** A user created by the administrator (no role: /me works, data routes answer 403). */
async function createUser(api: TestClient, password = 'Caderno-Azul-2031'): Promise<TestUser> {
  userSeed += 1;
  const email = `pessoa.${userSeed}.${Date.now()}@escola.test`;
  const cpf = newCpf();
  const answer = await api.post<{ id: string }>('/api/users', {
    cpf,
    email,
    firstName: 'Joana',
    lastName: `Lima ${userSeed}`,
    password,
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: answer.body.id, email, cpf, password };
}

async function signedIn(user: { email: string; password: string }, url = server.url) {
  const c = client(url);
  await c.firstLogin(user.email, user.password);
  return c;
}

const refresh = (c: TestClient) =>
  c.request<{ token: string }>('POST', '/api/auth/refresh-token', { xsrf: true });

const changePassword = (c: TestClient, currentPassword: string, newPassword: string) =>
  c.post('/api/auth/change-password', { currentPassword, newPassword });

function cookieNamed(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The Max-Age of the refresh cookie an answer sets. */
const maxAgeOf = (answer: Answer) =>
  Number(/Max-Age=(\d+)/.exec(cookieNamed(answer.headers, 'lousa_refresh') ?? '')?.[1]);

/** The audit events of one answer (by its X-Request-Id), read straight from the table. */
async function auditOf(answer: Answer, db = server.db) {
  const requestId = answer.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.requestId, requestId as string));
}

/** Checks an answer's status and the one audit event it recorded; returns that event. */
async function auditedAs(answer: Answer, status: number, expected: Record<string, unknown>) {
  expect(answer.status).toBe(status);
  const [event] = await auditOf(answer);
  expect(event).toMatchObject(expected);
  return event;
}

function newPasswordIssue(answer: Answer, message: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body).toMatchObject({
    issues: expect.arrayContaining([{ path: 'newPassword', message }]),
  });
}

describe('password policy (auth/password-policy.ts)', () => {
  it('uses a list of at least 10,000 common passwords, case-insensitively', () => {
    for (const common of ['12345678', 'qwertyuiop', 'iloveyou', 'Flamengo', 'PASSWORD1']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of [ADMIN.password, 'Caderno-Azul-2031', 'giz e lousa verde']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
    const account = { email: 'joana.lima@escola.test', cpf: '52998224725' };
    expect(passwordProblem('curta', account)).toBe(messages.passwordTooShort);
    expect(passwordProblem('sunshine', account)).toBe(messages.passwordTooCommon);
    expect(passwordProblem('Joana.Lima@Escola.test', account)).toBe(messages.passwordLikeLogin);
    expect(passwordProblem('529.982.247-25', account)).toBe(messages.passwordLikeLogin);
    expect(passwordProblem('Caderno-Azul-2031', account)).toBeNull();
  });

  it('does not ship the list to the browser: the domain package holds no copy of it', async () => {
    const domain = await import('@lousa/domain');
    // A password the server refuses as common ('12345678') is in no list the domain exports.
    const holdsCommonPassword = (value: unknown): boolean =>
      (Array.isArray(value) || value instanceof Set) && [...value].includes('12345678');
    expect(passwordProblem('12345678', { email: 'a@b.c', cpf: null })).toBe(
      messages.passwordTooCommon,
    );
    expect(Object.values(domain).some(holdsCommonPassword)).toBe(false);
  });
});

describe('password rules on POST /api/users', () => {
  it('refuses a short, common, e-mail-like or CPF-like password with a field issue', async () => {
    const api = await admin();
    const cpf = newCpf();
    const email = `regra.${Date.now()}@escola.test`;
    const base = { cpf, email, firstName: 'Rita', lastName: 'Alves' };
    const cases: [string, string][] = [
      ['curta', messages.passwordTooShort],
      ['12345678', messages.passwordTooCommon],
      ['QwertyUIOP', messages.passwordTooCommon],
      [email.toUpperCase(), messages.passwordLikeLogin],
      [
        `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        messages.passwordLikeLogin,
      ],
    ];
    for (const [password, message] of cases) {
      const answer = await api.post('/api/users', { ...base, password });
      expect(answer.status, password).toBe(400);
      expect(answer.body, password).toMatchObject({
        issues: expect.arrayContaining([{ path: 'password', message }]),
      });
    }
    const [created] = await server.db.select().from(users).where(eq(users.cpf, cpf));
    expect(created).toBeUndefined();
    expect(
      (await api.post('/api/users', { ...base, password: 'Regua-de-Madeira-77' })).status,
    ).toBe(201);
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a valid bearer token (401) and the form fields (400)', async () => {
    const anonymous = client();
    expect((await changePassword(anonymous, ADMIN.password, 'Outra-Senha-Boa-1')).status).toBe(401);
    const api = await admin();
    const empty = await api.post('/api/auth/change-password', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      issues: expect.arrayContaining([
        { path: 'currentPassword', message: messages.currentPasswordRequired },
        { path: 'newPassword', message: messages.newPasswordRequired },
      ]),
    });
  });

  it('applies the password rules to the new password and refuses a wrong current one', async () => {
    const api = await admin();
    const user = await createUser(api);
    const c = await signedIn(user);
    newPasswordIssue(await changePassword(c, user.password, 'curta'), messages.passwordTooShort);
    newPasswordIssue(
      await changePassword(c, user.password, 'Sunshine'),
      messages.passwordTooCommon,
    );
    newPasswordIssue(
      await changePassword(c, user.password, user.email),
      messages.passwordLikeLogin,
    );
    newPasswordIssue(
      await changePassword(c, user.password, user.email.split('@')[0] as string),
      messages.passwordLikeLogin,
    );
    newPasswordIssue(await changePassword(c, user.password, user.cpf), messages.passwordLikeLogin);
    newPasswordIssue(
      await changePassword(c, user.password, user.password),
      messages.newPasswordSameAsCurrent,
    );

    const wrong = await changePassword(c, 'nao-e-a-senha', 'Lapis-de-Cor-2032');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: serverMessages.currentPasswordWrong,
      issues: [{ path: 'currentPassword', message: serverMessages.currentPasswordWrong }],
    });
    // Nothing changed: the old password still signs in.
    await signedIn(user);
  });

  it('stores the new password, ends the other sessions, keeps this one and audits it', async () => {
    const api = await admin();
    const user = await createUser(api);
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    const next = 'Mochila-Vermelha-2033';

    const answer = await changePassword(here, user.password, next);
    expect(answer.status, answer.text).toBe(204);
    expect(answer.text).toBe('');

    expect((await refresh(elsewhere)).status).toBe(401);
    expect((await refresh(here)).status).toBe(200);
    expect(
      (await client().post('/api/auth', { login: user.email, password: user.password })).status,
    ).toBe(401);
    await signedIn({ email: user.email, password: next });

    const [event] = await auditOf(answer);
    expect(event).toMatchObject({
      action: 'password-change',
      actorId: user.id,
      actorEmail: user.email,
      resource: 'users',
      resourceId: user.id,
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(event)).not.toContain(next);
    expect(JSON.stringify(event)).not.toContain(user.password);
  });
});

describe('deactivated users', () => {
  it('lose their sessions at once, are told why only with the right password, and come back when reactivated', async () => {
    const api = await admin();
    const user = await createUser(api);
    const c = await signedIn(user);
    expect((await c.get('/api/me')).status).toBe(200);

    const off = await api.request('PATCH', `/api/users/${user.id}`, { json: { active: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ active: false });
    expect((await auditOf(off)).map((event) => event.action)).toContain('account-disabled');

    // The access token stops working on its next request; the refresh token is revoked.
    expect((await c.get('/api/me')).status).toBe(401);
    const refused = await refresh(c);
    expect(refused.status).toBe(401);
    expect(cookieNamed(refused.headers, 'lousa_refresh')).toMatch(/Max-Age=0/);

    const rightPassword = await client().post('/api/auth', {
      login: user.email,
      password: user.password,
    });
    expect(rightPassword.status).toBe(403);
    expect(rightPassword.body).toEqual({ message: serverMessages.userDisabled });
    expect(cookieNamed(rightPassword.headers, 'lousa_refresh')).toBeUndefined();
    const wrongPassword = await client().post('/api/auth', {
      login: user.email,
      password: 'Senha-Errada-123',
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: serverMessages.invalidCredentials });

    const on = await api.request('PATCH', `/api/users/${user.id}`, { json: { active: true } });
    expect(on.status, on.text).toBe(200);
    expect((await auditOf(on)).map((event) => event.action)).toContain('account-enabled');
    const back = await signedIn(user);
    expect((await back.get('/api/me')).status).toBe(200);
  });

  it('cannot refresh a session left over from before the deactivation', async () => {
    const api = await admin();
    const user = await createUser(api);
    const c = await signedIn(user);
    // Deactivated behind the API's back: the refresh still refuses the user.
    await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const refused = await refresh(c);
    expect(refused.status).toBe(401);
    expect(cookieNamed(refused.headers, 'lousa_refresh')).toMatch(/Max-Age=0/);
    await server.db.update(users).set({ active: true }).where(eq(users.id, user.id));
    // The family was revoked with the refusal.
    expect((await refresh(c)).status).toBe(401);
  });
});

describe('absolute session lifetime (LOUSA_SESSION_MAX_HOURS, default 12)', () => {
  it('ends a session 12 hours after its sign-in however often it is refreshed', async () => {
    offset = 0;
    try {
      const c = await admin();
      offset = 6 * HOUR;
      const first = await refresh(c);
      expect(first.status).toBe(200);
      expect(maxAgeOf(first)).toBeGreaterThan(21590);
      expect(maxAgeOf(first)).toBeLessThanOrEqual(21600);

      offset = 11 * HOUR;
      const second = await refresh(c);
      expect(second.status).toBe(200);
      // The cookie never outlives the session: one hour left.
      expect(maxAgeOf(second)).toBeGreaterThan(3590);
      expect(maxAgeOf(second)).toBeLessThanOrEqual(3600);

      // The token issued at 11 h would live 7 days on its own; the session's end wins.
      offset = 12 * HOUR + 1000;
      const ended = await refresh(c);
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ message: serverMessages.invalidRefreshToken });
      expect(cookieNamed(ended.headers, 'lousa_refresh')).toMatch(/Max-Age=0/);

      // A new sign-in starts a new session.
      const again = await admin();
      expect((await refresh(again)).status).toBe(200);
    } finally {
      offset = 0;
    }
  });

  it('is read from the environment and checked', () => {
    expect(loadEnv({}).LOUSA_SESSION_MAX_HOURS).toBe(12);
    expect(loadEnv({ LOUSA_SESSION_MAX_HOURS: '24' }).LOUSA_SESSION_MAX_HOURS).toBe(24);
    for (const bad of ['0', '-1', 'doze', '1.5', '721']) {
      expect(() => loadEnv({ LOUSA_SESSION_MAX_HOURS: bad }), bad).toThrow(EnvError);
    }
    try {
      loadEnv({ LOUSA_SESSION_MAX_HOURS: 'doze' });
    } catch (error) {
      expect((error as EnvError).problems.join()).toContain('LOUSA_SESSION_MAX_HOURS');
    }
  });
});

describe('audit of sign-in events', () => {
  it('records sign-in, failures (without the typed login or password), sign-out and token reuse', async () => {
    const api = await admin();
    const user = await createUser(api);
    // The user is both who acted and what was acted on.
    const byUser = { actorId: user.id, resourceId: user.id };

    const ok = await client().post('/api/auth', { login: user.email, password: user.password });
    await auditedAs(ok, 200, {
      action: 'sign-in',
      ...byUser,
      actorEmail: user.email,
      resource: 'users',
      ip: '127.0.0.1',
      requestId: ok.headers.get('x-request-id'),
    });

    // A known account typed by its CPF, with a wrong password.
    const typedPassword = 'Tentativa-Errada-9';
    const failed = await client().post('/api/auth', { login: user.cpf, password: typedPassword });
    const failure = await auditedAs(failed, 401, {
      action: 'sign-in-failed',
      ...byUser,
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(failure)).not.toContain(typedPassword);
    expect(JSON.stringify(failure)).not.toContain(user.cpf);

    // An unknown login: no actor, and the login typed is nowhere.
    const unknownLogin = `ninguem.${Date.now()}@escola.test`;
    const unknown = await client().post('/api/auth', {
      login: unknownLogin,
      password: typedPassword,
    });
    const stranger = await auditedAs(unknown, 401, {
      action: 'sign-in-failed',
      actorId: null,
      actorEmail: null,
      resourceId: null,
    });
    expect(JSON.stringify(stranger)).not.toContain(unknownLogin);
    expect(JSON.stringify(stranger)).not.toContain(typedPassword);

    // A spent refresh token used again.
    const c = await signedIn(user);
    const stolen = c.cookies.get('lousa_refresh') as string;
    expect((await refresh(c)).status).toBe(200);
    const attacker = client();
    attacker.cookies.set('XSRF-TOKEN', c.cookies.get('XSRF-TOKEN') as string);
    attacker.cookies.set('lousa_refresh', stolen);
    const replay = await refresh(attacker);
    await auditedAs(replay, 401, { action: 'refresh-token-reuse', ...byUser });

    // Sign-out.
    const d = await signedIn(user);
    const out = await d.request('POST', '/api/auth/logout', { xsrf: true });
    await auditedAs(out, 204, { action: 'sign-out', ...byUser });

    // No audit row anywhere carries a password.
    const all = await server.db.select().from(auditEvents);
    const dump = JSON.stringify(all);
    for (const secret of [user.password, typedPassword, ADMIN.password]) {
      expect(dump).not.toContain(secret);
    }
  });
});

describe('first administrator with a generated password', () => {
  const logs: string[] = [];
  const first = useTestServer({ env: { LOUSA_ADMIN_PASSWORD: '' }, logs });

  it('must choose a new password before any data route, then works normally', async () => {
    const printed = /^\s+senha: (\S+)$/m.exec(logs.join('\n'))?.[1];
    expect(printed).toBeTruthy();
    const c = client(first.server.url);
    await c.login(ADMIN.email, printed as string);

    const me = await c.get<{ mustChangePassword: boolean }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.mustChangePassword).toBe(true);
    const blocked = await c.get('/api/users');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: serverMessages.passwordChangeRequired });

    const changed = await changePassword(c, printed as string, 'Giz-Branco-na-Lousa-1');
    expect(changed.status, changed.text).toBe(204);
    // The same access token: access is read on every request.
    expect((await c.get('/api/users')).status).toBe(200);
    const after = await c.get<{ mustChangePassword: boolean }>('/api/me');
    expect(after.body.mustChangePassword).toBe(false);
    const [row] = await first.server.db
      .select({ must: users.mustChangePassword })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    expect(row?.must).toBe(false);
    expect(
      (await client(first.server.url).post('/api/auth', { login: ADMIN.email, password: printed }))
        .status,
    ).toBe(401);
  });
});

describe('sign-in limits under a burst (scrypt at a real-ish cost)', () => {
  let burstOffset = 0;
  const limits = { perLogin: 10, perAddress: 40, windowMs: 60_000 };
  const testing = {
    scryptCost: 2 ** 14,
    loginRateLimit: limits,
    now: () => new Date(Date.now() + burstOffset),
  };
  const nextWindow = () => {
    burstOffset += limits.windowMs + 1000;
  };

  const burst = useTestServer({ testing });

  const signIn = (login: string, password: string, url = burst.server.url) =>
    client(url).post('/api/auth', { login, password });

  function tally(answers: Answer[]) {
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }

  it('evaluates at most perLogin passwords of 30 parallel guesses at one account', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(ADMIN.email, `chute-errado-${i}`)),
    );
    const counts = tally(answers);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(30);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(limits.perLogin);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toEqual({ message: serverMessages.tooManyLoginAttempts });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Only evaluated guesses were audited as failures.
    const requestIds = answers.map((a) => a.headers.get('x-request-id') as string);
    const failures = (await burst.server.db.select().from(auditEvents)).filter(
      (event) => event.action === 'sign-in-failed' && requestIds.includes(event.requestId ?? ''),
    );
    expect(failures.length).toBe(counts[401]);
    // Even the right password waits for the window (by e-mail or CPF: one account).
    expect((await signIn(ADMIN.cpf, ADMIN.password)).status).toBe(429);
    nextWindow();
    expect((await signIn(ADMIN.cpf, ADMIN.password)).status).toBe(200);
  });

  it('holds the address limit under a burst of different logins', async () => {
    nextWindow();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`alvo.${i}@escola.test`, 'Chute-Errado-1')),
    );
    const counts = tally(answers);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(limits.perAddress);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - limits.perAddress);
    expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it('limits an unknown login as one key, whatever its case, without saying it is unknown', async () => {
    nextWindow();
    const login = `Ninguem.${Date.now()}@Escola.test`;
    for (let i = 0; i < limits.perLogin; i++) {
      const answer = await signIn(i % 2 ? login.toLowerCase() : login.toUpperCase(), 'Chute-1');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: serverMessages.invalidCredentials });
    }
    expect((await signIn(login, 'Chute-1')).status).toBe(429);
    // Other accounts are not affected.
    expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('does not count a successful sign-in as a failure', async () => {
    nextWindow();
    for (let i = 0; i < limits.perLogin - 1; i++) {
      expect((await signIn(ADMIN.email, 'Chute-2')).status).toBe(401);
    }
    expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(200);
    expect((await signIn(ADMIN.email, 'Chute-2')).status).toBe(401);
    expect((await signIn(ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it('counts a wrong current password on change-password as a failed attempt', async () => {
    nextWindow();
    const api = client(burst.server.url);
    await api.login();
    const user = await createUser(api);
    const c = await signedIn(user, burst.server.url);
    for (let i = 0; i < limits.perLogin; i++) {
      expect((await changePassword(c, `nao-e-ela-${i}`, 'Estojo-Amarelo-2040')).status).toBe(400);
    }
    const blocked = await changePassword(c, user.password, 'Estojo-Amarelo-2040');
    expect(blocked.status).toBe(429);
    expect((await signIn(user.email, user.password)).status).toBe(429);
    nextWindow();
    expect((await changePassword(c, user.password, 'Estojo-Amarelo-2040')).status).toBe(204);
  });
  // Two API processes counting together: two-processes.test.ts (separate processes).
});

describe('client address behind a trusted proxy (LOUSA_TRUST_PROXY), production cookies', () => {
  const proxied = useTestServer({
    env: { LOUSA_TRUST_PROXY: '10.9.8.7, 127.0.0.1', NODE_ENV: 'production' },
    testing: { loginRateLimit: { perLogin: 100, perAddress: 2, windowMs: 60_000 } },
  });

  const via = (forwardedFor: string, json: unknown) =>
    client(proxied.server.url).request('POST', '/api/auth', {
      json,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('takes the right-most X-Forwarded-For entry that is not a trusted proxy', () => {
    const trusted = trustedProxySet(['10.9.8.7', '127.0.0.1']);
    expect(resolveClientAddress('127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 203.0.113.5, 10.9.8.7', trusted)).toBe(
      '203.0.113.5',
    );
    // From an untrusted peer the header proves nothing.
    expect(resolveClientAddress('198.51.100.1', '203.0.113.5', trusted)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.5', new Set())).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', 'lixo', trusted)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '10.9.8.7', trusted)).toBe('127.0.0.1');
    expect(() => loadEnv({ LOUSA_TRUST_PROXY: 'meu-proxy' })).toThrow(EnvError);
    expect(loadEnv({ LOUSA_TRUST_PROXY: '10.0.0.1, ::1' }).LOUSA_TRUST_PROXY).toEqual([
      '10.0.0.1',
      '::1',
    ]);
  });

  it('records and limits the forwarded client address', async () => {
    const ok = await via('1.2.3.4, 203.0.113.5', { login: ADMIN.email, password: ADMIN.password });
    expect(ok.status).toBe(200);
    const [event] = await auditOf(ok, proxied.server.db);
    expect(event).toMatchObject({ action: 'sign-in', ip: '203.0.113.5' });

    // Two failures from one client address, then 429 for it but not for another client.
    for (let i = 0; i < 2; i++) {
      expect(
        (await via('203.0.113.9', { login: 'x@escola.test', password: 'errada-1' })).status,
      ).toBe(401);
    }
    expect(
      (await via('203.0.113.9', { login: ADMIN.email, password: ADMIN.password })).status,
    ).toBe(429);
    // A client cannot escape by writing its own X-Forwarded-For: the proxy appends the real one.
    expect(
      (await via('198.51.100.77, 203.0.113.9', { login: ADMIN.email, password: ADMIN.password }))
        .status,
    ).toBe(429);
    expect(
      (await via('203.0.113.10', { login: ADMIN.email, password: ADMIN.password })).status,
    ).toBe(200);
  });

  it('marks every cookie Secure in production, even over plain http', async () => {
    const answer = await client(proxied.server.url).post('/api/auth', {
      login: ADMIN.email,
      password: ADMIN.password,
    });
    expect(answer.status).toBe(200);
    expect(cookieNamed(answer.headers, 'lousa_refresh')).toMatch(/; Secure/);
    expect(cookieNamed(answer.headers, 'XSRF-TOKEN')).toMatch(/; Secure/);
    const rows = await proxied.server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sign-in'), eq(auditEvents.ip, '127.0.0.1')));
    expect(rows.length).toBeGreaterThan(0);
  });
});
