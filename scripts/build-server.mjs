// Bundles the server for `npm start`: packages/server/src/main.ts and the backup and restore
// commands into packages/server/dist/*.mjs with esbuild — our workspace packages inlined, every
// node_modules package left external (resolved from packages/server at run time, like the
// sources) — and copies the SQL migrations beside the bundle (src/db/client.ts looks there).
// Not the repository's dist/: that is Astro's output, emptied by every `astro build` and served
// to browsers. Usage: node scripts/build-server.mjs [--outdir DIR]
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'packages/server');

/** Where `npm start` runs the server from. */
export const serverDist = join(server, 'dist');

/** The bundle's entry points (name → source). */
export const ENTRY_POINTS = {
  main: join(server, 'src/main.ts'),
  backup: join(server, 'src/cli/backup.ts'),
  restore: join(server, 'src/cli/restore.ts'),
};

/** What the bundle is made of: a newer file here means the bundle is out of date. */
const SOURCES = [
  join(server, 'src'),
  join(server, 'drizzle'),
  join(server, 'package.json'),
  join(root, 'packages/domain/src'),
  join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

/** Bare imports stay external, except our own workspace packages (`@lousa/…`), inlined. */
const externalPackages = {
  name: 'lousa:external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lousa/') ? undefined : { path: args.path, external: true },
    );
  },
};

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules') latest = Math.max(latest, newestMtime(join(path, entry)));
  }
  return latest;
}

/** Whether `outdir` holds a bundle newer than every source. */
export function serverBundleIsCurrent(outdir = serverDist) {
  const built = Math.min(
    ...Object.keys(ENTRY_POINTS).map(
      (name) => statSync(join(outdir, `${name}.mjs`), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
  return built > 0 && built >= Math.max(...SOURCES.map(newestMtime));
}

/** Builds the bundle into `outdir` (emptied first) and copies the migrations beside it. */
export async function buildServer(outdir = serverDist) {
  // Loaded here: `npm start` with a current bundle does not pay for esbuild.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    outExtension: { '.js': '.mjs' },
    // Every file at the depth of src/*.ts: `import.meta.url`-relative paths (repoRoot in env.ts,
    // the migrations in db/client.ts) then point where they do from the sources.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  cpSync(join(server, 'drizzle'), join(outdir, 'drizzle'), { recursive: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const outdir = resolve(values.outdir ?? serverDist);
  const started = performance.now();
  await buildServer(outdir);
  console.log(`servidor empacotado em ${outdir} (${Math.round(performance.now() - started)} ms)`);
}
