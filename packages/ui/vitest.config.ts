import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Panda writes `styled-system/` at the repository root, as Storybook and Astro resolve it.
const styledSystem = fileURLToPath(new URL('../../styled-system/', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^styled-system\//, replacement: styledSystem }] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // One jsdom for every file instead of one per file (environment set-up was 80 % of the run):
    // each test renders into its own container and cleans up after itself.
    isolate: false,
  },
});
