// API benchmark (prints figures, fails nothing). Starts the server (`src/main.ts`, its own
// process) on a temporary data dir with the demo set, signs in, and loads GET /api/students and
// GET /api/users on 127.0.0.1 with 50 connections for 10 s each; then adds 5,000 generated
// students and runs again. Next to each figure: the time JSON.stringify takes for the payload.
//
//   node_modules/.bin/tsx bench/api/run.ts                      (PGlite, about a minute)
//   bash packages/server/scripts/with-postgres.sh node_modules/.bin/tsx bench/api/run.ts
//   BENCH_SECONDS=3 node_modules/.bin/tsx bench/api/run.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFaker } from '@lousa/domain/fake';
import autocannon from 'autocannon';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { repoRoot } from '../../packages/server/src/env.ts';
import { insertStudentRecords } from '../../packages/server/src/seed/demo.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const EXTRA_STUDENTS = 5000;
const EMAIL = 'bench@lousa.local';
const PASSWORD = 'bench-senha-segura';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'lousa-bench-'));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** Starts `tsx packages/server/src/main.ts` on a free port; resolves with its base URL. */
function startServer(): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'packages/server/src/main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOUSA_DATA_DIR: dataDir,
        LOUSA_SITE_DIR: join(dataDir, 'no-site'),
        LOUSA_ADMIN_EMAIL: EMAIL,
        LOUSA_ADMIN_PASSWORD: PASSWORD,
        LOUSA_DEMO: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((ok, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`servidor não iniciou:\n${output}`)), 60_000);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const port = /em http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        ok({ base: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`servidor saiu (${code}):\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

async function load(url: string, token: string) {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function stringifyTime(payload: unknown) {
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    bytes = Buffer.byteLength(JSON.stringify(payload));
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { ms: runs[Math.floor(runs.length / 2)] as number, bytes };
}

const rows: string[][] = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function round(label: string) {
  const { base, child } = await startServer();
  try {
    const login = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: EMAIL, password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    for (const path of ['/api/students', '/api/users']) {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const payload: unknown = await response.json();
      const json = stringifyTime(payload);
      const figures = await load(`${base}${path}`, accessToken);
      rows.push([
        label,
        path,
        String(Array.isArray(payload) ? payload.length : 0),
        `${(json.bytes / 1024).toFixed(0)} KB`,
        figures.rps.toFixed(0),
        ms(figures.p50),
        ms(figures.p95),
        ms(figures.p99),
        `${json.ms.toFixed(2)} ms`,
        String(figures.failed),
      ]);
      console.log(rows.at(-1)?.join(' | '));
    }
  } finally {
    await stopServer(child);
  }
}

try {
  console.log(
    `Lousa API bench: ${CONNECTIONS} connections, ${SECONDS} s per call, 127.0.0.1, ` +
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}`,
  );
  await round('demo');
  // The server is stopped: PGlite allows one process on its files.
  const handle = await openDatabase({ databaseUrl, dataDir });
  const start = performance.now();
  const added = await insertStudentRecords(handle.db, createFaker(5000), EXTRA_STUDENTS);
  await handle.close();
  console.log(
    `(+${added} generated students in ${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );
  await round(`demo + ${added}`);

  const header = [
    'data',
    'call',
    'items',
    'payload',
    'req/s',
    'p50',
    'p95',
    'p99',
    'JSON.stringify',
    'failed',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
