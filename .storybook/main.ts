import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const styledSystem = fileURLToPath(new URL('../styled-system/', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-themes'],
  // MSW's worker (written by scripts/storybook-msw-init.mjs) is served from here.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Panda 1.x has no emitPackage: `styled-system/*` is the generated folder at the repo root.
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      resolve: { alias: [{ find: /^styled-system\//, replacement: styledSystem }] },
      build: {
        chunkSizeWarningLimit: 4000,
        rollupOptions: {
          // Ark/Zag ship "use client" directives, meaningless in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
          checks: { pluginTimings: false },
        },
      },
    });
  },
};

export default config;
