import { defineConfig } from 'vitest/config';

/**
 * Files whose servers run on PGlite whatever DATABASE_URL says: their child processes get an
 * environment of their own (test/child-server.ts) or they open PGlite directly. The PostgreSQL
 * run (DATABASE_URL set, `npm test` with LOUSA_TEST_POSTGRES=1) would only run them again.
 */
const PGLITE_ONLY = [
  'test/server-bundle.test.ts',
  'test/graceful-stop.test.ts',
  'test/durability.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? PGLITE_ONLY : [],
    // Each file starts its own server on port 0 with its own data dir (or database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time even on two cores: most of a file's time is waiting (servers
    // starting, child processes, disk flushes), so the suite takes about half as long.
    maxWorkers: 2,
    // A worker goes on to its next file with the server's modules loaded: a fresh process per
    // file spent ~2 s importing them (about half of a short file's time). The files share no
    // state through modules: each starts its own server on its own data dir or database.
    isolate: false,
  },
});
