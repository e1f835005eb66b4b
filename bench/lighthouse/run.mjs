// npm run bench:lighthouse — Lighthouse (default mobile emulation and simulated throttling,
// categories performance and accessibility) on /sign-in/ and on /app/usuarios signed in, against
// the production server (`packages/server/dist/main.mjs` serving the built site in `dist/`) on a
// free loopback port with a throwaway data folder and the demo data, in the system Chromium.
//
// Builds nothing: run `npm start` once (it builds `dist/` and the server bundle), or point
// LOUSA_SITE_DIR at a site built elsewhere (`astro build --outDir DIR`). Each page is
// measured `--runs` times (3) in a fresh browser; the run with the median performance score is
// the one printed. JSON reports and a screenshot of where each page ended go to
// .test-out/lighthouse/ (`--out DIR`; gitignored).
// `--budget` exits 1 when a page's median run is below performance 95 or accessibility 100.
//
// Signed in: the bench signs in from the page itself (POST /api/auth on the server's origin, so
// Chromium stores the `lousa_refresh` and XSRF-TOKEN cookies as the app's sign-in would) and
// puts the access token in sessionStorage under 'accessToken', where the app looks on start;
// Lighthouse then loads /app/usuarios in that same tab (its storage reset leaves cookies and
// sessionStorage alone; it clears the HTTP cache). The run fails when the page ends anywhere but
// /app/usuarios.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET = { performance: 95, accessibility: 100 };
const EMAIL = 'lighthouse@lousa.local';
const PASSWORD = 'lighthouse-senha-segura';

const { values: options } = parseArgs({
  options: {
    budget: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: join(root, '.test-out/lighthouse') },
  },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);

const pages = [
  { name: '/sign-in/', path: '/sign-in/', signedIn: false },
  { name: '/app/usuarios', path: '/app/usuarios', signedIn: true },
];

// ---------------------------------------------------------------------------------------------
// What must already be built.

const siteDir = process.env.LOUSA_SITE_DIR
  ? resolve(process.env.LOUSA_SITE_DIR)
  : join(root, 'dist');
const siteIndex = join(siteDir, 'index.html');
const serverMain = join(root, 'packages/server/dist/main.mjs');
const missing = [siteIndex, serverMain].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `✗ Falta o build (${missing.join(', ')}).\n` +
      '  Rode `npm start` uma vez (ele constrói o site e o servidor) e pare-o com Ctrl+C.',
  );
  process.exit(2);
}

/** Newest modification time below these paths (node_modules and dot folders skipped). */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) walk(join(path, entry));
      }
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  for (const path of paths) walk(join(root, path));
  return latest;
}
const siteSources = newest([
  'site',
  'packages/ui/src',
  'packages/api-client/src',
  'packages/domain/src',
  'astro.config.mjs',
  'panda.config.ts',
]);
if (!process.env.LOUSA_SITE_DIR && statSync(siteIndex).mtimeMs < siteSources) {
  console.warn('! dist/ é mais antigo que as fontes do site: rode `npm start` para medir o atual.');
}
if (statSync(serverMain).mtimeMs < newest(['packages/server/src', 'packages/domain/src'])) {
  console.warn(
    '! packages/server/dist/ é mais antigo que as fontes do servidor (`npm start` o refaz).',
  );
}

// ---------------------------------------------------------------------------------------------
// The production server.

function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

async function startServer(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOUSA_DATA_DIR: dataDir,
      LOUSA_SITE_DIR: siteDir,
      LOUSA_ADMIN_EMAIL: EMAIL,
      LOUSA_ADMIN_PASSWORD: PASSWORD,
      LOUSA_DEMO: '1',
      LOUSA_SHUTDOWN_SECONDS: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}):\n${output}`);
    try {
      const health = await fetch(`${base}/api/health`);
      if (health.ok) return { base, child, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((ok) => setTimeout(ok, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não respondeu em 120 s:\n${output}`);
}

function stopServer(child) {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      ok();
    });
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

const flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

/**
 * Signs in from a page of the server's origin that loads none of the site's assets, checks the
 * refresh cookie was stored, and leaves the access token where the app reads it.
 */
async function signIn(page, base) {
  await page.goto(`${base}/api/health`);
  const answer = await page.evaluate(
    async (login, password) => {
      const response = await fetch('/api/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password }),
        credentials: 'same-origin',
      });
      const body = await response.json().catch(() => ({}));
      if (response.ok && body.accessToken) sessionStorage.setItem('accessToken', body.accessToken);
      return { status: response.status, hasToken: Boolean(body.accessToken) };
    },
    EMAIL,
    PASSWORD,
  );
  if (answer.status !== 200 || !answer.hasToken) {
    throw new Error(`POST /api/auth respondeu ${answer.status} sem accessToken`);
  }
  const cdp = await page.createCDPSession();
  const { cookies } = await cdp.send('Network.getCookies', {
    urls: [`${base}/api/auth/refresh-token`],
  });
  await cdp.detach();
  const refresh = cookies.find((cookie) => cookie.name === 'lousa_refresh');
  if (!refresh) throw new Error('o Chromium não guardou o cookie lousa_refresh');
  return cookies.map(
    (c) => `${c.name}${c.secure ? ' (Secure)' : ''}${c.httpOnly ? ' (HttpOnly)' : ''}`,
  );
}

async function measure(base, target, run) {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    defaultViewport: null,
    args: chromiumArgs.filter((arg) => arg !== '--headless'),
  });
  try {
    const page = await browser.newPage();
    let cookies;
    if (target.signedIn) cookies = await signIn(page, base);
    const result = await lighthouse(`${base}${target.path}`, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname.replace(/\/$/, '');
    if (finalPath !== target.path.replace(/\/$/, '')) {
      throw new Error(`${target.path} terminou em ${lhr.finalDisplayedUrl}`);
    }
    // What the page shows once Lighthouse is done (the tab stays where it ended).
    const shown = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      rows: document.querySelectorAll('tbody tr, [role="row"]').length,
    }));
    const stem = `${target.name.replace(/^\/|\/$/g, '').replace(/\//g, '-')}-${run}`;
    writeFileSync(join(options.out, `${stem}.json`), result.report);
    await page.screenshot({ path: join(options.out, `${stem}.png`) });
    return { lhr, shown, cookies, file: `${stem}.json` };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

function jsTransferBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** Performance audits that would raise the score: failing insights and diagnostics. */
function opportunities(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        !['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
        savings,
        weight:
          (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + (savings.CLS ?? 0) * 1000,
      };
    })
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
}

/** Accessibility audits that fail, with the selectors of the offending nodes. */
function accessibilityFailures(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      selectors: (audit.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean),
    }));
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------------------------------------

mkdirSync(options.out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'lousa-lighthouse-'));
let server;
let failed = false;
const results = [];
try {
  console.log('→ servidor de produção (dados de demonstração numa pasta temporária)');
  server = await startServer(dataDir);
  console.log(`  ${server.base} (PID ${server.child.pid})`);
  for (const target of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`→ Lighthouse ${target.name} (${run}/${RUNS}) … `);
      const measured = await measure(server.base, target, run);
      runs.push(measured);
      console.log(
        `desempenho ${score(measured.lhr, 'performance')}, acessibilidade ${score(measured.lhr, 'accessibility')}`,
      );
      if (run === 1 && measured.cookies) console.log(`  cookies: ${measured.cookies.join(', ')}`);
      if (run === 1 && target.signedIn) {
        console.log(
          `  página final: ${measured.shown.path} — "${measured.shown.heading}", ${measured.shown.rows} linhas`,
        );
      }
    }
    const sorted = [...runs].sort(
      (a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'),
    );
    results.push({ target, median: sorted[Math.floor((sorted.length - 1) / 2)], runs });
  }
} finally {
  if (server) await stopServer(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${results[0]?.median.lhr.lighthouseVersion}, ${results[0]?.median.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}, ` +
    `emulação móvel padrão, throttling simulado; mediana de ${RUNS} execução(ões) por página:\n`,
);
console.log(
  table(
    [
      'página',
      'desempenho',
      'acessibilidade',
      'LCP',
      'TBT',
      'CLS',
      'JS transferido',
      'execuções (desempenho)',
    ],
    results.map(({ target, median, runs }) => [
      target.name,
      String(score(median.lhr, 'performance')),
      String(score(median.lhr, 'accessibility')),
      ms(numeric(median.lhr, 'largest-contentful-paint')),
      ms(numeric(median.lhr, 'total-blocking-time')),
      numeric(median.lhr, 'cumulative-layout-shift').toFixed(3),
      kb(jsTransferBytes(median.lhr)),
      runs.map((r) => score(r.lhr, 'performance')).join(', '),
    ]),
  ),
);

for (const { target, median } of results) {
  const found = opportunities(median.lhr);
  console.log(`\n${target.name} — o que subiria o desempenho (${median.file}):`);
  if (found.length === 0) console.log('  nada a apontar');
  for (const item of found.slice(0, 10)) {
    const savings = Object.entries(item.savings)
      .filter(([, value]) => value)
      .map(([metric, value]) => `${metric} −${metric === 'CLS' ? value.toFixed(3) : ms(value)}`)
      .join(', ');
    console.log(
      `  - ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}${savings ? ` [${savings}]` : ''} — ${item.id}`,
    );
  }
  const a11y = accessibilityFailures(median.lhr);
  console.log(
    `${target.name} — acessibilidade:${a11y.length === 0 ? ' nenhuma auditoria falhou' : ''}`,
  );
  for (const item of a11y) {
    console.log(`  ✗ ${item.title} — ${item.id}`);
    for (const selector of item.selectors) console.log(`      ${selector}`);
  }
}

console.log(`\nRelatórios JSON e capturas em ${options.out}`);

for (const { target, median } of results) {
  const perf = score(median.lhr, 'performance');
  const a11y = score(median.lhr, 'accessibility');
  if (perf < BUDGET.performance || a11y < BUDGET.accessibility) {
    failed = true;
    console.log(
      `${options.budget ? '✗' : '!'} ${target.name} abaixo da meta (desempenho ${perf} < ${BUDGET.performance} ou acessibilidade ${a11y} < ${BUDGET.accessibility})`,
    );
  }
}
if (options.budget && failed) process.exit(1);
