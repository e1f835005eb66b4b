// Where the Chromium used by Storybook tests, visual tests and e2e lives, and how to launch it here.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** `CHROMIUM_PATH` when set, else the first system Chromium found (never `playwright install`). */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `Chromium não encontrado (procurado em ${candidates.join(', ')}). Defina CHROMIUM_PATH.`,
    );
  }
  return found;
}

/** Launch arguments that work headless as root, without trying the (closed) network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
