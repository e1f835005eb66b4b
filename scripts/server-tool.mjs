// `npm run backup -- [file]` and `npm run restore -- <file> [--force]`: the server's commands,
// run from the server bundle (built first when missing or out of date, like `npm start` does).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, serverBundleIsCurrent, serverDist } from './build-server.mjs';

const [tool, ...args] = process.argv.slice(2);
if (tool !== 'backup' && tool !== 'restore') {
  console.error('uso: node scripts/server-tool.mjs backup|restore [argumentos…]');
  process.exit(2);
}
if (!serverBundleIsCurrent()) {
  console.log('→ esbuild (servidor)');
  await buildServer();
}
const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(serverDist, `${tool}.mjs`), ...args],
  {
    stdio: 'inherit',
  },
);
// A Ctrl+C reaches the command too (same process group): wait for it to clean up and exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
