// npm run test:visual [-- -u] — screenshots every story of the built Storybook in light and dark
// and compares with packages/ui/visual/__screenshots__ (Playwright Test). `-u` updates baselines.
import { run, startStorybookServer } from './storybook-serve.mjs';

const passthrough = process.argv.slice(2);
const { url, stop } = await startStorybookServer();
const code = await run(
  'playwright',
  ['test', '--config', 'packages/ui/visual/playwright.config.ts', ...passthrough],
  { STORYBOOK_URL: url },
);
stop();
process.exit(code);
