// npm run test:visual — screenshots of every story (light and dark) against committed baselines.
// Run through scripts/storybook-visual.mjs, which serves storybook-static and sets STORYBOOK_URL.
// Not yet part of `npm test` (decision 0015); `npm run test:visual -- -u` updates the baselines.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  // A story whose end state races (a default that arrives after the play function, a focus
  // moved in a later frame) gets a second, fresh page; a real change fails both times.
  retries: 1,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: fileURLToPath(new URL('../../../.test-out/visual.json', import.meta.url)) },
    ],
  ],
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: process.env.STORYBOOK_URL,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
