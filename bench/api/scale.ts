// Scale run of the students list and the home page's call (prints figures, fails nothing). For each size (1,000 and
// 250,000 students, each with a guardian: twice as many persons) it loads generated records with
// COPY into an empty database, places them in units, classrooms of 30 and this year's enrolments
// (95 %; placeStudents), runs VACUUM ANALYZE, starts the server (`src/main.ts`, its own
// process), signs in, warms up, and loads each call with 50 connections for 10 s:
//
//   page 1         GET /api/students?page=1&pageSize=10
//   deep page      the page 80 % into the list (page 80 of 1,000, page 20,000 of 250,000)
//   search         ?q=<first-name prefix>&page=1&pageSize=10 (5 letters: a few % of students)
//   search name    ?q=<first name + 3 letters of the next name>&page=1&pageSize=10
//   home           GET /api/home as the administrator (the network's figures and every
//                  unit's alerts: issue 26's one call, which should not grow with the table)
//
// The searches are the same texts at every size (the generator is seeded: the 1,000 students are
// the first 1,000 of the 250,000), so their matches grow with the table. '1 conn' is the same
// call for 3 s on one connection: its latency with nothing queued in front of it. 'load avg' is
// the machine's 1-minute load average after the call (on 2 cores, above ~3 other work competed).
//
//   npm run bench:api:scale                                                        (PGlite)
//   bash packages/server/scripts/with-postgres.sh node_modules/.bin/tsx bench/api/scale.ts
//   BENCH_SIZES=1000,250000 BENCH_SECONDS=10 (the defaults)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { CONNECTIONS, load, ms, signIn, startServer, stopServer, table } from './harness.ts';
import { loadStudents, placeStudents } from './load-students.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1000,250000').split(',').map(Number);
const serverUrl = process.env.DATABASE_URL;
const backend = serverUrl ? 'PostgreSQL' : 'PGlite';
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/** A database of its own for one size: a data dir (PGlite) or a new database on the server. */
async function freshDatabase(size: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `lousa-scale-${size}-`));
  if (!serverUrl) return { dataDir, databaseUrl: undefined, drop: async () => {} };
  const name = `lousa_scale_${size}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop database if exists ${name} with (force)`);
      await sql.end();
    },
  };
}

/** Migrates, loads `size` students with COPY, VACUUM ANALYZE; answers a line about it. */
async function prepare(size: number, dataDir: string, databaseUrl: string | undefined) {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await handle.migrate();
    const started = performance.now();
    const times = await loadStudents(
      handle.pglite ? { pglite: handle.pglite } : { databaseUrl },
      size,
    );
    const placeStarted = performance.now();
    const placed = await placeStudents(handle.pglite ? { pglite: handle.pglite } : { databaseUrl });
    const analyzeStarted = performance.now();
    // PGlite has no autovacuum: without this its planner would know nothing of the tables.
    if (handle.pglite) await handle.pglite.exec('vacuum analyze');
    else {
      const sql = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
      await sql.unsafe('vacuum analyze');
      await sql.end();
    }
    return (
      `${size.toLocaleString('en')} students (${(2 * size).toLocaleString('en')} persons): ` +
      `generated in ${times.generateSeconds.toFixed(1)} s, COPY ${times.copySeconds.toFixed(1)} s, ` +
      `placed (${placed}) in ${((analyzeStarted - placeStarted) / 1000).toFixed(1)} s, ` +
      `VACUUM ANALYZE ${seconds(analyzeStarted)} s (total ${seconds(started)} s)`
    );
  } finally {
    await handle.close();
  }
}

const rows: string[][] = [];
const notes: string[] = [];

async function run(size: number) {
  const { dataDir, databaseUrl, drop } = await freshDatabase(size);
  try {
    notes.push(await prepare(size, dataDir, databaseUrl));
    console.log(notes.at(-1));
    const { base, child } = await startServer({ dataDir, databaseUrl, demo: false });
    try {
      const token = await signIn(base);
      const get = async (query: string) => {
        const response = await fetch(`${base}/api/students?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
        return {
          items: (await response.json()) as { name: string }[],
          total: response.headers.get('x-total-count') ?? '?',
        };
      };
      // The 500th student: among the first 1,000, so the same name at every size.
      const [name = 'Ana', next = ''] =
        (await get('page=50&pageSize=10')).items[9]?.name.split(' ') ?? [];
      // Warm-up (JIT, connections, caches), not measured.
      await load(`${base}/api/students?page=2&pageSize=10`, token, 3);
      const deepPage = Math.max(1, Math.round((0.8 * size) / 10));
      const cases: [string, string][] = [
        ['page 1', 'page=1&pageSize=10'],
        [`deep page ${deepPage}`, `page=${deepPage}&pageSize=10`],
        [`q=${name.slice(0, 5)}`, `q=${encodeURIComponent(name.slice(0, 5))}&page=1&pageSize=10`],
        [
          `q=${name} ${next.slice(0, 3)}`,
          `q=${encodeURIComponent(`${name} ${next.slice(0, 3)}`)}&page=1&pageSize=10`,
        ],
      ];
      const measured: [string, string, () => Promise<string>][] = [
        ...cases.map(([label, query]): [string, string, () => Promise<string>] => [
          label,
          `/api/students?${query}`,
          async () => {
            const { items, total } = await get(query);
            return `${items.length} of ${Number(total).toLocaleString('en')}`;
          },
        ]),
        [
          'home (administrator)',
          '/api/home',
          async () => {
            const response = await fetch(`${base}/api/home`, {
              headers: { authorization: `Bearer ${token}` },
            });
            if (!response.ok) throw new Error(`home: ${response.status} ${await response.text()}`);
            const home = (await response.json()) as { network: { students: number } | null };
            return `students ${home.network?.students.toLocaleString('en') ?? '?'}`;
          },
        ],
      ];
      for (const [label, path, answer] of measured) {
        const answered = await answer();
        const figures = await load(`${base}${path}`, token, SECONDS);
        // The same call one at a time: its latency without 49 others queued in front of it.
        const alone = await load(`${base}${path}`, token, 3, 1);
        rows.push([
          backend,
          size.toLocaleString('en'),
          label,
          answered,
          figures.rps.toFixed(0),
          ms(figures.p50),
          ms(figures.p95),
          ms(figures.p99),
          String(figures.failed),
          `${ms(alone.p50)} / ${ms(alone.p95)}`,
          loadavg()[0]?.toFixed(1) ?? '',
        ]);
        console.log(rows.at(-1)?.join(' | '));
      }
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

console.log(
  `Lousa students list at scale: ${CONNECTIONS} connections, ${SECONDS} s per call, 127.0.0.1, ` +
    `${backend}, Node ${process.version}`,
);
for (const size of SIZES) await run(size);
console.log(`\n${notes.join('\n')}\n`);
console.log(
  table(
    [
      'database',
      'students',
      'call',
      'answer',
      'req/s',
      'p50',
      'p95',
      'p99',
      'failed',
      '1 conn p50 / p95',
      'load avg',
    ],
    rows,
  ),
);
