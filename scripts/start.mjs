// `npm start`: builds what is missing or out of date (Panda's styled-system, the Astro site with
// its precompressed files, the server bundle of scripts/build-server.mjs) and runs the one
// process that serves the site and the API on http://localhost:4321. Ctrl+C or SIGTERM stops it
// gracefully (LOUSA_SHUTDOWN_SECONDS to finish the requests in flight), then exits with its code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, serverBundleIsCurrent, serverDist } from './build-server.mjs';
import { runStep } from './run-step.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const env = { ASTRO_TELEMETRY_DISABLED: '1' };

/** Newest modification time of any file below these folders. */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) walk(join(path, entry));
      }
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  for (const path of paths) walk(path);
  return latest;
}

async function must(label, command, args) {
  console.log(`→ ${label}`);
  const { code } = await runStep(command, args, { env });
  if (code !== 0) {
    console.error(`✗ ${label} falhou (código ${code}).`);
    process.exit(code);
  }
}

// A site served from elsewhere (LOUSA_SITE_DIR) is not ours to build.
const buildsSite = resolve(process.env.LOUSA_SITE_DIR || 'dist') === resolve('dist');
if (buildsSite && !existsSync('styled-system/css/index.mjs')) {
  await must('panda codegen', bin('panda'), ['codegen', '--silent']);
}
const built = statSync('dist/index.html', { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = newest([
  'site',
  'packages/ui/src',
  'packages/api-client/src',
  'packages/domain/src',
  'astro.config.mjs',
  'panda.config.ts',
]);
if (buildsSite && built < sources) {
  await must('astro build', bin('astro'), ['build', '--silent']);
}
if (!serverBundleIsCurrent()) {
  console.log('→ esbuild (servidor)');
  await buildServer();
}

// The server's own grace, plus time to close the database, before it is killed.
const graceSeconds = Number(process.env.LOUSA_SHUTDOWN_SECONDS || 10);
const server = await runStep(
  process.execPath,
  ['--enable-source-maps', join(serverDist, 'main.mjs')],
  {
    env: { NODE_ENV: 'production', ...env },
    killAfterMs: ((Number.isFinite(graceSeconds) ? graceSeconds : 10) + 10) * 1000,
  },
);
process.exit(server.code);
