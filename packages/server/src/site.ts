import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

export interface Site {
  root: string;
  /** `sha256-…` of every inline `<script>` of the site's HTML files, for the CSP. */
  scriptHashes: string[];
  /** The answer for a GET/HEAD of `pathname`, or null when no file (and no fallback) matches. */
  respond(pathname: string, method: string): Promise<Response | null>;
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

function cacheControl(relativePath: string): string {
  if (relativePath.startsWith(`_astro${sep}`)) return 'public, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

async function fileAt(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
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

  const send = async (path: string, method: string, status = 200) => {
    const rel = relative(root, path);
    const body = method === 'HEAD' ? null : await readFile(path);
    return new Response(body, {
      status,
      headers: {
        'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(rel),
      },
    });
  };

  return {
    root,
    scriptHashes: [...scriptHashes].sort(),
    async respond(pathname, method) {
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
        if (await fileAt(target)) return send(target, method);
        const index = join(target, 'index.html');
        if (await fileAt(index)) return send(index, method);
      }
      if (decoded === '/app' || decoded.startsWith('/app/')) {
        const shell = join(root, 'app', 'index.html');
        if (await fileAt(shell)) return send(shell, method);
      }
      const notFound = join(root, '404.html');
      if (await fileAt(notFound)) return send(notFound, method, 404);
      return null;
    },
  };
}
