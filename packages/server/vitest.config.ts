import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own server on port 0 with its own data dir (or database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time even on two cores: most of a file's time is waiting (servers
    // starting, child processes, disk flushes), so the suite takes about half as long.
    maxWorkers: 2,
  },
});
