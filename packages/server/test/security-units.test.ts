import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_SCRYPT_COST } from '../src/auth/password.ts';
import { checkXsrf, createXsrfToken, isSignedXsrfToken } from '../src/auth/xsrf.ts';
import { newId } from '../src/db/ids.ts';
import { inlineScriptHashes } from '../src/site.ts';

describe('password hashing', () => {
  it('uses scrypt at the OWASP cost by default (N=2^17, r=8, p=1) with a random salt', async () => {
    const hasher = createPasswordHasher();
    const first = await hasher.hash('correct horse battery staple');
    const second = await hasher.hash('correct horse battery staple');
    expect(OWASP_SCRYPT_COST).toBe(131072);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
    expect(await hasher.verify('correct horse battery staple', first)).toBe(true);
    expect(await hasher.verify('correct horse battery stapl', first)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, and never matches a malformed one', async () => {
    const fast = createPasswordHasher(2 ** 10);
    const hash = await fast.hash('senha');
    expect(await createPasswordHasher().verify('senha', hash)).toBe(true);
    for (const stored of [
      '!',
      '',
      'scrypt$1$1$1$x$y',
      'bcrypt$...',
      `${hash}x`,
      'scrypt$4194304$8$1$AAAA$AAAA',
    ]) {
      expect(await fast.verify('senha', stored)).toBe(false);
    }
  });
});

describe('anti-forgery tokens', () => {
  const key = Buffer.from('k'.repeat(32));
  it('are random.HMAC and only valid with our key, equal in cookie and header', () => {
    const token = createXsrfToken(key);
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
    expect(isSignedXsrfToken(key, token)).toBe(true);
    expect(isSignedXsrfToken(Buffer.from('x'.repeat(32)), token)).toBe(false);
    expect(isSignedXsrfToken(key, `${token.split('.')[0]}.AAAA`)).toBe(false);
    expect(checkXsrf(key, token, token)).toBe(true);
    expect(checkXsrf(key, token, createXsrfToken(key))).toBe(false);
    expect(checkXsrf(key, token, undefined)).toBe(false);
    expect(checkXsrf(key, 'a.b', 'a.b')).toBe(false);
  });
});

describe('ids', () => {
  it('are UUIDv7 and sort in creation order', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(
      ids.every((id) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id),
      ),
    ).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('CSP hashes of inline scripts', () => {
  it('hashes inline scripts only (not src= scripts)', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
      expect.stringMatching(/^sha256-/),
    ]);
  });
});
