// Jest config of @storybook/test-runner: run the stories in the system Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    },
  },
};
