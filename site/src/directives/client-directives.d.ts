import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Server-rendered; hydrates on the first interaction (see ./interaction.ts). */
    'client:interaction'?: boolean;
  }
}
