// `npm start`: builds what is missing or out of date (Panda's styled-system, the Astro site)
// and starts the one process that serves the site and the API on http://localhost:4321.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

if (!existsSync('styled-system/css/index.mjs')) {
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
if (built < sources) {
  await must('astro build', bin('astro'), ['build', '--silent']);
}

const server = await runStep(bin('tsx'), ['packages/server/src/main.ts'], {
  env: { NODE_ENV: 'production', ...env },
});
process.exit(server.code);
