import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4410);
/**
 * Two workers, each with a server (and data folder) of its own on the next port: the tests of
 * one worker never see what the other's create. One worker leaves a core idle most of the time
 * (its browser and its server take turns); E2E_WORKERS=1 runs them one after another as before.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);
const url = (index: number) => `http://127.0.0.1:${port + index}`;
// Playwright loads this file again in each worker, with the worker's slot in TEST_PARALLEL_INDEX.
export const baseURL = url(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A file's tests run in order on one worker (a file may build on its earlier tests' data).
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: fileURLToPath(new URL('../.test-out/e2e.json', import.meta.url)) }],
  ],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records every action of every test (access.spec: 144 s with, 103 s without, on a busy
    // 2-core machine);
    // CI keeps no files, so there the failure's message and page snapshot (error-context.md) are
    // what is read. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `node scripts/e2e-server.mjs ${port + index}`,
    cwd: '..',
    url: `${url(index)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
