// npm run bench:table — mounts DataTable with 10,000 rows in Chromium (production React build)
// and prints the mount time and the median page-flip time of 20 flips. Exits 1 when a budget
// is exceeded: mount <= 50 ms, flip <= 16 ms (the budgets).
//
// The budgeted mount is the table's first (cold) mount on a page where React already painted
// the app shell, as in the product. The fully cold figure (React's own first run and the
// document's first style resolution included) is printed too, for information.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';

const BUDGET = { mountMs: 50, flipMs: 16 };
const FLIPS = 20;
const WARM_MOUNTS = 5;
const FIRST_MOUNTS = 5;
const root = fileURLToPath(new URL('../../', import.meta.url));

async function launchOptions() {
  try {
    const { findChromium, chromiumArgs } = await import('../../scripts/chromium.mjs');
    return { executablePath: findChromium(), args: chromiumArgs };
  } catch {
    return {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    };
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** The page bundle (production React) and the product's CSS, so layout is the real one. */
async function assets(work) {
  const bundle = await build({
    entryPoints: [join(root, 'bench/table/page.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'styled-system': join(root, 'styled-system') },
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    logLevel: 'error',
  });
  const cssFile = join(work, 'styles.css');
  execFileSync(
    join(root, 'node_modules/.bin/panda'),
    ['cssgen', '--outfile', cssFile, '--silent'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  return { js: bundle.outputFiles[0].text, css: readFileSync(cssFile, 'utf8') };
}

async function openPage(browser, { js, css }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.route('http://bench.local/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/page.js') return route.fulfill({ body: js, contentType: 'text/javascript' });
    if (path === '/styles.css') return route.fulfill({ body: css, contentType: 'text/css' });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><link rel="stylesheet" href="/styles.css"></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>',
    });
  });
  await page.goto('http://bench.local/');
  await page.waitForFunction(() => 'bench' in window);
  if (errors.length) throw errors[0];
  return page;
}

const work = mkdtempSync(join(tmpdir(), 'bench-table-'));
let browser;
try {
  const files = await assets(work);
  browser = await chromium.launch(await launchOptions());

  // As in the product: the shell is painted, then the list mounts for the first time. Each first
  // mount happens on a fresh page; the median of several resists a busy machine.
  const firsts = [];
  const shells = [];
  const colds = [];
  const flips = [];
  const warm = [];
  for (let run = 0; run < FIRST_MOUNTS; run++) {
    const page = await openPage(browser, files);
    shells.push(await page.evaluate(() => window.bench.warmUpShell()));
    firsts.push(await page.evaluate(() => window.bench.mount()));
    if (run === 0) {
      for (let i = 0; i < FLIPS; i++) flips.push(await page.evaluate(() => window.bench.flip()));
      for (let i = 0; i < WARM_MOUNTS; i++) {
        await page.evaluate(() => window.bench.unmount());
        warm.push((await page.evaluate(() => window.bench.mount())).mountMs);
      }
    }
    await page.close();
    // Fully cold: the table is the first thing React ever renders on a fresh page.
    const coldPage = await openPage(browser, files);
    colds.push((await coldPage.evaluate(() => window.bench.mount())).mountMs);
    await coldPage.close();
  }
  const first = {
    mountMs: median(firsts.map((f) => f.mountMs)),
    paintMs: median(firsts.map((f) => f.paintMs)),
  };
  const shellMs = median(shells);
  const cold = { mountMs: median(colds) };

  const flipMs = median(flips);
  console.log('DataTable with 10,000 rows — Chromium, production React build');
  console.log(
    `  mount, first (render + commit + layout): ${ms(first.mountMs)}  [budget ${BUDGET.mountMs} ms] (median of ${FIRST_MOUNTS} fresh pages)`,
  );
  console.log(`  mount, first, to the next paint:         ${ms(first.paintMs)}`);
  console.log(`  mount, warm (median of ${WARM_MOUNTS}):               ${ms(median(warm))}`);
  console.log(
    `  page flip (median of ${FLIPS}):                ${ms(flipMs)}  [budget ${BUDGET.flipMs} ms]`,
  );
  console.log(
    `  page flip (min / max):                   ${ms(Math.min(...flips))} / ${ms(Math.max(...flips))}`,
  );
  console.log(`  shell painted before the first mount in: ${ms(shellMs)}`);
  console.log(
    `  fully cold mount (React's first render on the page): ${ms(cold.mountMs)} (information, median of ${FIRST_MOUNTS})`,
  );

  const over = [];
  if (first.mountMs > BUDGET.mountMs)
    over.push(`mount ${ms(first.mountMs)} > ${BUDGET.mountMs} ms`);
  if (flipMs > BUDGET.flipMs) over.push(`flip ${ms(flipMs)} > ${BUDGET.flipMs} ms`);
  if (over.length) {
    console.error(`Budget exceeded: ${over.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('Within budget.');
  }
} finally {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
}
