// npm run test:stories — runs @storybook/test-runner (play functions + axe in light and dark)
// against the built Storybook, served on a free port. Extra args go to test-storybook.
import { run, startStorybookServer } from './storybook-serve.mjs';

const { url, stop } = await startStorybookServer();
const code = await run(
  'test-storybook',
  ['--url', url, '--maxWorkers=2', ...process.argv.slice(2)],
  {
    STORYBOOK_DISABLE_TELEMETRY: '1',
  },
);
stop();
process.exit(code);
