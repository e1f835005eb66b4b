// npm run bench:bundle — the gzip size (level 9) of the JavaScript each page loads from the
// built site in dist/: its inline scripts, its module scripts and islands (component and
// renderer), every chunk they import statically, and, for /app pages, the lazy screen of that
// page's route with its own static imports. An island hydrated on the visitor's first
// interaction (`client:interaction`) is not loaded with the page: its code is printed apart.
// Exits 1 when /sign-in/ is over 90 KB or /app over 180 KB (gzip) at load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, process.env.BENCH_DIST ?? 'dist');
const KB = 1024;

/** Pages to weigh: URL, its HTML file, the route of the table it shows, and its budget. */
const pages = [
  { url: '/sign-in/', html: 'sign-in/index.html', budgetKb: 90 },
  { url: '/app', html: 'app/index.html', route: 'home', budgetKb: 180 },
  { url: '/app/usuarios', html: 'app/usuarios/index.html', route: 'usuarios' },
];

const gzipCache = new Map();
function gzipSize(text) {
  if (!gzipCache.has(text)) gzipCache.set(text, gzipSync(text, { level: 9 }).length);
  return gzipCache.get(text);
}

/** Files a chunk imports statically (`import … from`, `import "…"`, `export … from`). */
function staticImports(code) {
  const found = new Set();
  const patterns = [
    /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[^.\w$])export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Adds `url` (a site path like /_astro/x.js) and its static imports to `files`. */
function collect(url, files) {
  if (files.has(url)) return;
  const path = join(dist, url);
  if (!existsSync(path)) throw new Error(`${url} não existe em dist/`);
  const code = readFileSync(path, 'utf8');
  files.set(url, code);
  for (const spec of staticImports(code)) {
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    collect(spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec), files);
  }
}

/** Which screen module each route loads lazily, read from route-screens.ts. */
function screenModules() {
  const source = readFileSync(join(root, 'packages/ui/src/app/route-screens.ts'), 'utf8');
  const map = new Map();
  const entry = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(entry)) {
    map.set(match[1], posix.basename(match[2]).replace(/\.[jt]sx?$/, ''));
  }
  return map;
}

/** The built chunk of a screen module: /_astro/<name>.<hash>.js */
function screenChunk(name, astroFiles) {
  const file = astroFiles.find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  return file ? `/_astro/${file}` : null;
}

function weigh(page, screens, astroFiles) {
  const htmlPath = join(dist, page.html);
  if (!existsSync(htmlPath)) return { ...page, missing: true };
  const html = readFileSync(htmlPath, 'utf8');
  const files = new Map();
  const entries = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) entries.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    entries.add(match[1]);
  }
  const deferredEntries = new Set();
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = island[0];
    const onInteraction = /\bclient="interaction"/.test(tag);
    for (const match of tag.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)) {
      (onInteraction ? deferredEntries : entries).add(match[1]);
    }
  }
  for (const url of entries) collect(url, files);
  const deferred = new Map();
  for (const url of deferredEntries) collect(url, deferred);
  for (const url of files.keys()) deferred.delete(url);
  let screen = null;
  if (page.route) {
    const module = screens.get(page.route);
    screen = module ? screenChunk(module, astroFiles) : null;
    if (screen) collect(screen, files);
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '');
  const external = [...files.values()].reduce((sum, code) => sum + gzipSize(code), 0);
  const inlineSize = inline.reduce((sum, code) => sum + gzipSize(code), 0);
  const raw =
    [...files.values()].reduce((sum, code) => sum + Buffer.byteLength(code), 0) +
    inline.reduce((sum, code) => sum + Buffer.byteLength(code), 0);
  return {
    ...page,
    files: [...files.entries()]
      .map(([url, code]) => ({ url, gz: gzipSize(code) }))
      .sort((a, b) => b.gz - a.gz),
    screen,
    deferred: [...deferred.values()].reduce((sum, code) => sum + gzipSize(code), 0),
    deferredFiles: deferred.size,
    external,
    inline: inlineSize,
    total: external + inlineSize,
    raw,
  };
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ não tem o site construído: rode `astro build` antes.');
  process.exit(1);
}
const astroDir = join(dist, '_astro');
const astroFiles = existsSync(astroDir) ? readdirSync(astroDir) : [];
const screens = screenModules();

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
let failed = false;
console.log('JavaScript carregado por página (gzip -9):\n');
for (const page of pages) {
  const result = weigh(page, screens, astroFiles);
  if (result.missing) {
    console.log(`${page.url.padEnd(16)} (página ausente em dist/${page.html})`);
    continue;
  }
  const over = page.budgetKb !== undefined && result.total > page.budgetKb * KB;
  if (over) failed = true;
  const budget = page.budgetKb === undefined ? '' : ` / orçamento ${page.budgetKb} KB`;
  console.log(
    `${page.url.padEnd(16)} ${kb(result.total).padStart(9)}${budget}${over ? '  ✗ ACIMA DO ORÇAMENTO' : ''}` +
      `   (${result.files.length} arquivos ${kb(result.external)} + inline ${kb(result.inline)}; ${kb(result.raw)} sem gzip)`,
  );
  if (result.deferredFiles > 0) {
    console.log(
      `${''.padEnd(18)}+ ${kb(result.deferred)} na primeira interação (${result.deferredFiles} arquivos da ilha client:interaction)`,
    );
  }
  if (page.route && !result.screen)
    console.log(`${''.padEnd(18)}tela de '${page.route}' ainda não existe`);
  for (const file of result.files.slice(0, Number(process.env.BENCH_FILES ?? 6))) {
    console.log(`${''.padEnd(18)}${kb(file.gz).padStart(9)}  ${posix.basename(file.url)}`);
  }
  if (result.files.length > Number(process.env.BENCH_FILES ?? 6))
    console.log(
      `${''.padEnd(18)}      …  +${result.files.length - Number(process.env.BENCH_FILES ?? 6)} arquivos`,
    );
}
console.log(failed ? '\n✗ orçamento de bundle excedido' : '\n✓ dentro do orçamento');
process.exit(failed ? 1 : 0);
