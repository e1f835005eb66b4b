// Jest config of @storybook/test-runner: run the stories in the system Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  // Typing-heavy form stories on a busy 2-core machine can take longer than jest's default.
  testTimeout: 30_000,
  // A run of one stories file runs in band and then never exits (seen: 10 minutes idle after the
  // last story); with several files the workers are force-exited anyway.
  forceExit: true,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv ?? []), '<rootDir>/.storybook/jest-retry.cjs'],
  // The runner's environment, keeping each worker's page from one stories file to the next.
  testEnvironment: '<rootDir>/.storybook/test-environment.mjs',
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      // The page every visual baseline was shot on (.storybook/visual.ts).
      contextOptions: {
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      },
    },
  },
};
