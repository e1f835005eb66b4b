// Astro hosts the product's pages. It runs from the repository root so that Panda's
// PostCSS config and the workspace packages resolve exactly as they do in Storybook.

import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { precompressSite } from './scripts/compress-site.mjs';
import { lousaDirectives } from './site/src/directives/integration.mjs';

// Panda writes `styled-system/` at the repository root (Panda 1.x has no emitPackage).
const styledSystem = fileURLToPath(new URL('./styled-system/', import.meta.url));

/**
 * Panda's generated modules have no side effects, but Panda 1.x writes no package.json to say so:
 * without this, importing one recipe from 'styled-system/recipes' bundles every recipe.
 * @type {import('vite').Plugin}
 */
const styledSystemIsPure = {
  name: 'lousa:styled-system-pure',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const inside =
      source.startsWith(styledSystem) ||
      (source.startsWith('.') && importer?.startsWith(styledSystem));
    if (!inside) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/\.m?js$/.test(resolved.id)) return resolved;
    return { ...resolved, moduleSideEffects: false };
  },
};

const apiTarget = process.env.LOUSA_API_URL ?? 'http://127.0.0.1:4322';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // precompressSite: .br and .gz beside each text file of dist/, sent by the server.
  integrations: [react(), lousaDirectives(), precompressSite()],
  devToolbar: { enabled: false },
  server: { port: 4321, host: '127.0.0.1' },
  vite: {
    plugins: [styledSystemIsPure],
    build: {
      rolldownOptions: {
        output: {
          // React, React DOM, React Router and TanStack Query in one file: every /app page needs
          // them together, and split by which screens share them they made ~10 small files of
          // the first page (bench/bundle: /app 150.2 → 146.6 KB gzip). The sign-in page's first
          // script stays without them (its form loads them on first interaction).
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              },
            ],
          },
        },
      },
    },
    resolve: { alias: [{ find: /^styled-system\//, replacement: styledSystem }] },
    server: {
      // `npm run dev`: the API runs beside Astro and is reached under the same origin.
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
  },
});
