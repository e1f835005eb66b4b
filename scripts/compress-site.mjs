// Writes `x.br` and `x.gz` beside each compressible file of the built site, so the server sends
// precompressed files (packages/server/src/site.ts) instead of compressing on every request.
// Runs after every `astro build` (the integration below, registered in astro.config.mjs) and by
// hand: node scripts/compress-site.mjs [dir] (default dist).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files; fonts and images are compressed already. Same list as the server's site.ts. */
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file below `dir` whose extension is compressible. */
function compressibleFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...compressibleFiles(path));
    else if (entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
      found.push(path);
    }
  }
  return found;
}

/** Writes `path.br` and `path.gz` when each is smaller than the file; returns the bytes saved. */
async function compressFile(path) {
  const source = readFileSync(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const written = { original: source.length, br: source.length, gz: source.length };
  if (br.length < source.length) {
    writeFileSync(`${path}.br`, br);
    written.br = br.length;
  }
  if (gz.length < source.length) {
    writeFileSync(`${path}.gz`, gz);
    written.gz = gz.length;
  }
  return written;
}

/** Compresses every compressible file of `dir`, a few at a time; returns the totals. */
export async function compressSite(dir) {
  const files = compressibleFiles(dir);
  const totals = { files: files.length, original: 0, br: 0, gz: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const written = await compressFile(path);
      totals.original += written.original;
      totals.br += written.br;
      totals.gz += written.gz;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** The line printed after compressing. */
export function describeTotals(totals) {
  return `${totals.files} arquivos comprimidos: ${kb(totals.original)} → br ${kb(totals.br)}, gzip ${kb(totals.gz)}`;
}

/** Astro integration: compresses the site when `astro build` is done. */
export function precompressSite() {
  return {
    name: 'lousa:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const totals = await compressSite(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(`${describeTotals(totals)} (${seconds} s)`);
      },
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'dist';
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir} não existe: construa o site antes (astro build).`);
    process.exit(1);
  }
  console.log(describeTotals(await compressSite(dir)));
}
