// Registers the site's own client directives (see ./interaction.ts) with Astro.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function lousaDirectives() {
  return {
    name: 'lousa:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
