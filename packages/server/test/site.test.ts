import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { acceptedEncodings } from '../src/site.ts';
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

/** The raw answer (no automatic decompression, unlike fetch). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((ok, fail) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}

describe('precompressed, cached static files', () => {
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i}}`).join(',')}];`;
  let dir: string;
  let compressedStore: TestStore;
  let compressedServer: RunningServer;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lousa-site-br-'));
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><title>Início</title>${'<p>Lousa</p>'.repeat(200)}`,
    );
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'rows.Ab12Cd.js'), script);
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'logo.png.gz'), gzipSync(Buffer.from([0x89, 0x50, 0x4e, 0x47])));
    const compress = fileURLToPath(new URL('../../../scripts/compress-site.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [compress, dir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    compressedStore = await createTestStore();
    compressedServer = await startTestServer({
      store: compressedStore,
      serveSite: true,
      env: { LOUSA_SITE_DIR: dir },
    });
    base = compressedServer.url;
  });

  afterAll(async () => {
    await compressedServer?.close();
    await compressedStore?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build step writes .br and .gz beside text files only, each smaller', () => {
    const js = join(dir, '_astro', 'rows.Ab12Cd.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });

  it('answers br when accepted (preferred), else gzip, else the file itself; always Vary', async () => {
    const path = `${base}/_astro/rows.Ab12Cd.js`;
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(join(dir, '_astro', 'rows.Ab12Cd.js.br')))).toBe(true);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await rawGet(path, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('never sends a variant older than its file, nor one of an image', async () => {
    const js = join(dir, '_astro', 'old.js');
    writeFileSync(`${js}.br`, brotliCompressSync('console.log("velho")'));
    utimesSync(`${js}.br`, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(js, 'console.log("novo")');
    const old = await rawGet(`${base}/_astro/old.js`, { 'accept-encoding': 'br' });
    expect(old.headers['content-encoding']).toBeUndefined();
    expect(old.body.toString()).toBe('console.log("novo")');
    const png = await rawGet(`${base}/logo.png`, { 'accept-encoding': 'gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });

  it('HTML is revalidated: no-cache, an ETag per coding, 304 on If-None-Match', async () => {
    const first = await rawGet(`${base}/`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+-br"$/);
    const again = await rawGet(`${base}/`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The identity representation has its own tag: the br one does not validate it.
    const identity = await rawGet(`${base}/`, { 'if-none-match': etag });
    expect(identity.status).toBe(200);
    expect(identity.headers.etag).not.toBe(etag);
    expect(
      (await rawGet(`${base}/`, { 'if-none-match': `W/${identity.headers.etag}` })).status,
    ).toBe(304);
  });

  it('reads Accept-Encoding with q-values and the * wildcard', () => {
    expect([...acceptedEncodings('gzip, deflate, br')].sort()).toEqual(['br', 'deflate', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false);
    expect(acceptedEncodings('*').has('br')).toBe(true);
    expect(acceptedEncodings('*, gzip;q=0').has('gzip')).toBe(false);
    expect(acceptedEncodings(null).size).toBe(0);
  });
});
