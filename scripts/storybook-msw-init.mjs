// Writes MSW's service worker into Storybook's static dir (git-ignored there).
// `--no-save`: without it msw asks a question and fails when there is no terminal.
import { spawnSync } from 'node:child_process';

const result = spawnSync('msw', ['init', '.storybook/public', '--no-save'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
