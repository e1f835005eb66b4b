import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { createTestStore, startTestServer, TestClient, type TestStore } from './helpers.ts';

/** A built site like Astro's dist/: pages, the /app shell, hashed assets, inline scripts. */
const THEME_SCRIPT =
  "document.documentElement.dataset.theme=localStorage.getItem('theme')||'light'";
const ISLAND_SCRIPT = '(()=>{var a=1;window.__island=a})();';
const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let store: TestStore;
let site: string;
let server: RunningServer;
let web: TestClient;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'lousa-site-'));
  const page = (title: string, extra = '') =>
    `<!doctype html><html lang="pt-BR"><head><script>${THEME_SCRIPT}</script><title>${title}</title></head><body>${title}${extra}<script type="module" src="/_astro/app.js"></script></body></html>`;
  writeFileSync(join(site, 'index.html'), page('Início'));
  mkdirSync(join(site, 'sign-in'));
  writeFileSync(join(site, 'sign-in', 'index.html'), page('Entrar'));
  mkdirSync(join(site, 'app'));
  writeFileSync(join(site, 'app', 'index.html'), page('App', `<script>${ISLAND_SCRIPT}</script>`));
  mkdirSync(join(site, 'app', 'usuarios'));
  writeFileSync(join(site, 'app', 'usuarios', 'index.html'), page('Usuários'));
  mkdirSync(join(site, '_astro'));
  writeFileSync(join(site, '_astro', 'app.js'), 'console.log("app")');
  writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(site, '.env'), 'SEGREDO=1');
  store = await createTestStore();
  server = await startTestServer({ store, serveSite: true, env: { LOUSA_SITE_DIR: site } });
  web = new TestClient(server.url);
});

afterAll(async () => {
  await server?.close();
  await store?.cleanup();
  rmSync(site, { recursive: true, force: true });
});

describe('the built site on the same origin', () => {
  it('serves pages, with directory and extension-less paths', async () => {
    for (const [path, text] of [
      ['/', 'Início'],
      ['/sign-in/', 'Entrar'],
      ['/sign-in', 'Entrar'],
      ['/app/', 'App'],
      ['/app/usuarios/', 'Usuários'],
    ] as const) {
      const answer = await web.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.text).toContain(text);
    }
  });

  it('answers the app shell for any /app/* path without a file', async () => {
    for (const path of ['/app/nao-existe', '/app/turmas/', '/app/a/b/c']) {
      const answer = await web.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text).toContain('App');
    }
  });

  it('serves assets with their types; hashed ones cached for a year', async () => {
    const js = await web.get('/_astro/app.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    const svg = await web.get('/favicon.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 outside the site, for hidden files and for path traversal', async () => {
    for (const path of [
      '/nao-existe',
      '/.env',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
    ]) {
      const answer = await web.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('SEGREDO');
      expect(answer.text).not.toContain('root:');
    }
  });

  it('allows exactly the hashed inline scripts in the CSP, never unsafe-inline', async () => {
    const csp = (await web.get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(`'${sha(THEME_SCRIPT)}'`);
    expect(scriptSrc).toContain(`'${sha(ISLAND_SCRIPT)}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gives the first page its XSRF-TOKEN cookie and keeps the API under /api', async () => {
    const fresh = new TestClient(server.url);
    await fresh.get('/sign-in/');
    expect(fresh.cookies.get('XSRF-TOKEN')).toMatch(/\./);
    expect((await fresh.get('/api/health')).body).toEqual({ status: 'ok' });
    const missing = await fresh.get('/api/nada');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: 'Não autorizado.' });
  });
});
