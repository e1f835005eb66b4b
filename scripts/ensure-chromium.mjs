// Finds a Chromium for the browser tests. Order: CHROMIUM_PATH, a system Chromium, then
// `playwright install chromium`, then (as root) `apt-get install -y chromium`. Each attempt
// has a time limit and no standard input, so this never hangs; without a browser it stops
// with a message that says how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findChromium } from './chromium.mjs';

function tryFind() {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
}

function attempt(label, command, args, timeoutMs) {
  console.log(`Chromium não encontrado; tentando: ${label}`);
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Playwright's own download, when `playwright install` worked. */
function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the path of a usable Chromium, or exits with instructions. */
export function ensureChromium() {
  let path = tryFind();
  if (path) return path;
  if (
    attempt(
      'playwright install chromium',
      'node_modules/.bin/playwright',
      ['install', 'chromium'],
      180_000,
    )
  ) {
    path = playwrightChromium();
    if (path) return path;
  }
  if (process.getuid?.() === 0) {
    attempt('apt-get update', 'apt-get', ['update', '-qq'], 300_000);
    attempt(
      'apt-get install -y chromium',
      'apt-get',
      ['install', '-y', '-qq', 'chromium'],
      600_000,
    );
    path = tryFind();
    if (path) return path;
  }
  console.error(
    [
      'Nenhum Chromium disponível para os testes de navegador.',
      'Instale um (Debian/Ubuntu: `sudo apt-get install chromium`) ou aponte para um já instalado:',
      '  CHROMIUM_PATH=/caminho/para/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
