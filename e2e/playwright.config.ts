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
    trace: 'retain-on-failure',
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
