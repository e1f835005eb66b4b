// API benchmark (prints figures, fails nothing). Starts the server (`src/main.ts`, its own
// process) on a temporary data dir with the demo set, signs in, and loads GET /api/students and
// GET /api/users on 127.0.0.1 with 50 connections for 10 s each; then adds 5,000 generated
// students and runs again. Next to each figure: the time JSON.stringify takes for the payload.
//
//   node_modules/.bin/tsx bench/api/run.ts                      (PGlite, about a minute)
//   bash packages/server/scripts/with-postgres.sh node_modules/.bin/tsx bench/api/run.ts
//   BENCH_SECONDS=3 node_modules/.bin/tsx bench/api/run.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFaker } from '@lousa/domain/fake';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { insertStudentRecords } from '../../packages/server/src/seed/demo.ts';
import { CONNECTIONS, load, ms, signIn, startServer, stopServer, table } from './harness.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EXTRA_STUDENTS = 5000;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'lousa-bench-'));

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

async function round(label: string) {
  const { base, child } = await startServer({ dataDir, databaseUrl, demo: true });
  try {
    const accessToken = await signIn(base);
    for (const path of ['/api/students', '/api/users']) {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const payload: unknown = await response.json();
      const json = stringifyTime(payload);
      const figures = await load(`${base}${path}`, accessToken, SECONDS);
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
  console.log(`\n${table(header, rows)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
