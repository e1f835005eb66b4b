// `npm run dev`: Astro's dev server (http://localhost:4321, hot reload) and the API (tsx watch,
// http://localhost:4322, restarted on change) together; Astro proxies /api to the API
// (astro.config.mjs, LOUSA_API_URL). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStep } from './run-step.mjs';

const API_PORT = Number(process.env.LOUSA_API_PORT ?? 4322);
const bin = (name) => `node_modules/.bin/${name}`;

if (!existsSync('styled-system/css/index.mjs')) {
  const { code } = await runStep(bin('panda'), ['codegen', '--silent']);
  if (code !== 0) process.exit(code);
}

const children = [];

function start(label, command, args, env) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    // Its own process group, so stopping it stops what it started (tsx's node, Vite's workers).
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n✗ ${label} parou (${signal ?? code}); encerrando.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('API', bin('tsx'), ['watch', '--clear-screen=false', 'packages/server/src/main.ts'], {
  NODE_ENV: 'development',
  PORT: String(API_PORT),
  // tsx watch kills a restarting API after 5 s: its graceful stop must fit in that.
  LOUSA_SHUTDOWN_SECONDS: process.env.LOUSA_SHUTDOWN_SECONDS ?? '3',
  // The API alone: Astro serves the pages in development.
  LOUSA_SITE_DIR: join(tmpdir(), 'lousa-dev-sem-site'),
});
start('Astro', bin('astro'), ['dev'], {
  ASTRO_TELEMETRY_DISABLED: '1',
  LOUSA_API_URL: process.env.LOUSA_API_URL ?? `http://127.0.0.1:${API_PORT}`,
});
console.log(
  `Lousa (desenvolvimento): http://localhost:4321 — API em http://127.0.0.1:${API_PORT}/api`,
);
