// Runs drizzle-kit (hoisted to the repository root) so that it finds this package's drizzle-orm,
// which npm keeps in packages/server/node_modules. Usage: node scripts/drizzle-kit.mjs generate
import Module, { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const parentURL = new URL('../package.json', import.meta.url).href;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return nextResolve(specifier, { ...context, parentURL });
    }
    return nextResolve(specifier, context);
  },
});
// require() of drizzle-orm inside drizzle-kit: look in this package's node_modules too.
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths();
const require = createRequire(import.meta.url);
process.argv = [process.argv[0] ?? 'node', 'drizzle-kit', ...process.argv.slice(2)];
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
