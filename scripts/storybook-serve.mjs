// Starts scripts/static-server.mjs over the built Storybook in a child process on a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The built Storybook; `STORYBOOK_STATIC_DIR` points elsewhere (e.g. a private build). */
export const STATIC_DIR = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

/** Resolves with `{ url, stop }`; `stop()` ends the server by its PID. */
export function startStorybookServer() {
  if (!existsSync(`${STATIC_DIR}/index.json`)) {
    console.error(`${STATIC_DIR}/ não existe: rode antes "npm run build-storybook".`);
    process.exit(1);
  }
  const child = spawn(process.execPath, ['scripts/static-server.mjs', STATIC_DIR, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
  };
  process.on('exit', stop);
  return new Promise((ok, fail) => {
    child.stdout.setEncoding('utf8');
    child.stdout.once('data', (line) => ok({ url: line.trim(), stop }));
    child.once('exit', (code) => fail(new Error(`static server exited (${code})`)));
  });
}

/** Runs a binary from node_modules/.bin with inherited stdio; resolves with its exit code. */
export function run(bin, args, env = {}) {
  const child = spawn(`node_modules/.bin/${bin}`, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return new Promise((ok) => child.once('exit', (code, signal) => ok(code ?? (signal ? 1 : 0))));
}
