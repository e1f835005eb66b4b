import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:4321/app' } },
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // Two files at a time: vitest's default is one worker fewer than the cores, so one on the
    // 2-core CI machine. Each contract file starts its own server (port 0, a temp data dir).
    maxWorkers: 2,
  },
});
