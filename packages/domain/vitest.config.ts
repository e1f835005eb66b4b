import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas: no test leaves state behind, so one worker's module cache serves
    // every file (each file in a fresh worker cost ~2 s of start-up).
    isolate: false,
  },
});
