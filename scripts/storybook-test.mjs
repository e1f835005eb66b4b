// npm run test:stories — runs @storybook/test-runner against the built Storybook, served on a
// free port: every story's play function, its screenshots in light and dark against the
// baselines (.storybook/visual.ts) and axe in both themes. Extra args go to test-storybook;
// `-u` rewrites the baselines that differ, and a full run also removes those of no story.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { run, STATIC_DIR, startStorybookServer } from './storybook-serve.mjs';

const BASELINE_DIR = 'packages/ui/visual/__screenshots__';
const update = process.argv.includes('-u');
const args = process.argv.slice(2).filter((arg) => arg !== '-u');

const { url, stop } = await startStorybookServer();
let code = await run('test-storybook', ['--url', url, '--maxWorkers=2', ...args], {
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ...(update ? { LOUSA_VISUAL_UPDATE: '1' } : {}),
});
stop();

// Baselines whose story is gone (only a run of every story knows: a bare argument is a filter).
const filtered = args.some((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--outputFile');
if (!filtered) {
  const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8'));
  const names = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .flatMap((entry) => [`${entry.id}-light.png`, `${entry.id}-dark.png`]),
  );
  const orphans = readdirSync(BASELINE_DIR).filter((file) => !names.has(file));
  if (orphans.length && update) {
    for (const file of orphans) rmSync(`${BASELINE_DIR}/${file}`);
    console.log(`${orphans.length} imagem(ns) de referência sem história removida(s).`);
  } else if (orphans.length) {
    console.error(
      `Imagens de referência sem história (remova-as ou rode "npm run test:stories -- -u"):\n${orphans.map((file) => `  ${file}`).join('\n')}`,
    );
    code ||= 1;
  }
}
process.exit(code);
