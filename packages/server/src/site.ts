import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Stats, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/**
 * Files worth compressing: text. Fonts (woff, woff2) and images (png, jpg, …) are compressed
 * already. `scripts/compress-site.mjs` writes `x.br` and `x.gz` beside each of them at build time.
 */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);

/** Precompressed variants, in order of preference. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export interface Site {
  root: string;
  /** `sha256-…` of every inline `<script>` of the site's HTML files, for the CSP. */
  scriptHashes: string[];
  /**
   * The answer for a GET/HEAD of `pathname`, or null when no file (and no fallback) matches.
   * `headers` (the request's) choose a precompressed variant and answer 304 to a matching ETag.
   */
  respond(pathname: string, method: string, headers?: Headers): Promise<Response | null>;
}

function listHtmlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listHtmlFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** Hashes of the inline scripts (no `src`) of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body.length === 0) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** Astro's `_astro/` files carry a content hash in their names: cached for good. */
function isHashed(relativePath: string): boolean {
  return relativePath.startsWith(`_astro${sep}`);
}

/** Hashed assets for a year; the rest (HTML, favicon…) revalidated with its ETag each time. */
function cacheControl(relativePath: string): string {
  return isHashed(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileStats(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

async function fileAt(path: string): Promise<boolean> {
  return (await fileStats(path)) !== null;
}

/** Content codings the client accepts (`q` above 0) among br and gzip, from Accept-Encoding. */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let anyCoding = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (!(Number(q ? q.slice(2) : 1) > 0)) refused.add(name);
    else if (name === '*') anyCoding = true;
    else accepted.add(name);
  }
  if (anyCoding) {
    for (const { encoding } of VARIANTS) if (!refused.has(encoding)) accepted.add(encoding);
  }
  return accepted;
}

/** The precompressed file to send, when the client accepts one and it is not older. */
async function pickVariant(path: string, original: Stats, accepted: Set<string>) {
  for (const { encoding, suffix } of VARIANTS) {
    if (!accepted.has(encoding)) continue;
    const stats = await fileStats(path + suffix);
    if (stats && stats.mtimeMs >= original.mtimeMs) return { path: path + suffix, encoding };
  }
  return null;
}

/** A validator per file version and coding (each coding is its own representation). */
function etagOf(original: Stats, encoding: string | undefined): string {
  const version = `${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}`;
  return `"${encoding ? `${version}-${encoding}` : version}"`;
}

/** If-None-Match against an ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * The built Astro site in `dir`: files with their types and caching; `/x/` and `/x` answer
 * `x/index.html`; any `/app/*` path without a file answers the app shell (`app/index.html`) so the
 * client router shows its own 'Not Found'; other misses answer `404.html` when there is one.
 */
export function loadSite(dir: string): Site {
  const root = resolve(dir);
  if (!statSync(root).isDirectory()) throw new Error(`LOUSA_SITE_DIR não é uma pasta: ${root}`);
  const scriptHashes = new Set<string>();
  for (const file of listHtmlFiles(root)) {
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) scriptHashes.add(hash);
  }

  const send = async (path: string, method: string, request: Headers | undefined, status = 200) => {
    const original = await fileStats(path);
    if (!original) return null;
    const extension = extname(path).toLowerCase();
    const compressible = COMPRESSIBLE_EXTENSIONS.has(extension);
    const variant = compressible
      ? await pickVariant(path, original, acceptedEncodings(request?.get('accept-encoding')))
      : null;
    const headers: Record<string, string> = { 'Cache-Control': cacheControl(relative(root, path)) };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (status === 200) {
      headers.ETag = etagOf(original, variant?.encoding);
      if (matchesEtag(request?.get('if-none-match'), headers.ETag)) {
        return new Response(null, { status: 304, headers });
      }
    }
    headers['Content-Type'] = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    if (variant) headers['Content-Encoding'] = variant.encoding;
    const body = method === 'HEAD' ? null : await readFile(variant?.path ?? path);
    return new Response(body, { status, headers });
  };

  return {
    root,
    scriptHashes: [...scriptHashes].sort(),
    async respond(pathname, method, headers) {
      if (method !== 'GET' && method !== 'HEAD') return null;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return null;
      }
      if (decoded.includes('\0') || decoded.includes('\\')) return null;
      const target = resolve(root, `.${decoded}`);
      if (target !== root && !target.startsWith(root + sep)) return null;
      const hidden = relative(root, target)
        .split(sep)
        .some((part) => part.startsWith('.'));
      if (!hidden) {
        if (await fileAt(target)) return send(target, method, headers);
        const index = join(target, 'index.html');
        if (await fileAt(index)) return send(index, method, headers);
      }
      if (decoded === '/app' || decoded.startsWith('/app/')) {
        const shell = join(root, 'app', 'index.html');
        if (await fileAt(shell)) return send(shell, method, headers);
      }
      const notFound = join(root, '404.html');
      if (await fileAt(notFound)) return send(notFound, method, headers, 404);
      return null;
    },
  };
}
