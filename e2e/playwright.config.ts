import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4410);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    cwd: '..',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
