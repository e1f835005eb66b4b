import { serverMessages } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from '../src/auth/rate-limit.ts';
import { useTestServer } from './builders.ts';
import { ADMIN, TestClient } from './helpers.ts';

const WINDOW_MS = 2000;

const running = useTestServer({
  testing: { loginRateLimit: { perLogin: 3, perAddress: 6, windowMs: WINDOW_MS } },
});

const attempt = (login: string, password: string) =>
  new TestClient(running.server.url).post('/api/auth', { login, password });

describe('login attempts limit', () => {
  it('answers 429 in pt-BR after too many failures for one login, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(ADMIN.email, 'errada')).status).toBe(401);
    const blocked = await attempt(ADMIN.email, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: serverMessages.tooManyLoginAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The e-mail in another case is the same login.
    expect((await attempt('ADMIN@escola.test', ADMIN.password)).status).toBe(429);

    await new Promise((ok) => setTimeout(ok, WINDOW_MS + 100));
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('answers 429 after too many failures from one address across logins', async () => {
    await new Promise((ok) => setTimeout(ok, WINDOW_MS + 100));
    const logins = ['a@escola.test', 'b@escola.test', 'c@escola.test'];
    for (let i = 0; i < 6; i++) {
      expect((await attempt(logins[i % 3] as string, 'errada')).status).toBe(401);
    }
    const blocked = await attempt('d@escola.test', 'qualquer');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Muitas tentativas de login. Tente novamente em instantes.',
    });
    expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(429);
  });
});

describe('login limiter (login_failures table)', () => {
  const limits = { perLogin: 2, perAddress: 100, windowMs: 1000 };
  const at = (ms: number) => new Date(Date.UTC(2031, 0, 1) + ms);

  it('counts in the database: two limiters over one database share their counters', async () => {
    // Two API processes, each with its own limiter, sharing one database.
    const first = createLoginLimiter(running.server.db, limits);
    const second = createLoginLimiter(running.server.db, limits);
    const keys = { account: 'account:shared', address: 'address:198.51.100.1' };
    expect((await first.reserve(keys, at(0))).ok).toBe(true);
    expect((await second.reserve(keys, at(10))).ok).toBe(true);
    expect(await first.reserve(keys, at(20))).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await second.reserve(keys, at(30))).toEqual({ ok: false, retryAfterSeconds: 1 });
    // Another account from the same address is not blocked; the window's end frees the key.
    expect((await first.reserve({ ...keys, account: 'account:other' }, at(40))).ok).toBe(true);
    expect((await second.reserve(keys, at(1001))).ok).toBe(true);
  });

  it('takes back a reservation released after a right password', async () => {
    const limiter = createLoginLimiter(running.server.db, limits);
    const keys = { account: 'account:released', address: 'address:198.51.100.2' };
    for (let i = 0; i < 5; i++) {
      const reservation = await limiter.reserve(keys, at(i));
      expect(reservation.ok).toBe(true);
      if (reservation.ok) await reservation.release();
    }
    expect((await limiter.reserve(keys, at(10))).ok).toBe(true);
    expect((await limiter.reserve(keys, at(11))).ok).toBe(true);
    expect((await limiter.reserve(keys, at(12))).ok).toBe(false);
  });

  it('never lets more than the limit through when reservations race', async () => {
    const limiter = createLoginLimiter(running.server.db, { ...limits, perLogin: 5 });
    const keys = { account: 'account:race', address: 'address:198.51.100.3' };
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => limiter.reserve(keys, at(2000 + i))),
    );
    expect(results.filter((result) => result.ok).length).toBe(5);
  });
});
