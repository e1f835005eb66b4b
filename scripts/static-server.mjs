// A tiny static file server for the built Storybook (no dependency, stopped by PID).
// Usage: node scripts/static-server.mjs <dir> [port]   (port 0 = any free port; prints the URL)
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `dir`; resolves with the listening server and its base URL. */
export function serveStatic(dir, port = 0) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!path.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(path).isDirectory()) path = join(path, 'index.html');
      statSync(path);
    } catch {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(path)] ?? 'application/octet-stream',
      'service-worker-allowed': '/',
    });
    createReadStream(path).pipe(res);
  });
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      ok({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'storybook-static', port = '0'] = process.argv.slice(2);
  const { url } = await serveStatic(dir, Number(port));
  console.log(url);
}
