import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own server on port 0 with its own data dir (or database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
