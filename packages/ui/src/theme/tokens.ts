import { defineSemanticTokens, defineTokens } from '@pandacss/dev';
import amber from '@park-ui/panda-preset/colors/amber';
import green from '@park-ui/panda-preset/colors/green';
import indigo from '@park-ui/panda-preset/colors/indigo';
import jade from '@park-ui/panda-preset/colors/jade';
import yellow from '@park-ui/panda-preset/colors/yellow';

/** Palettes beyond the preset's gray, accent and red: the status and event colours. */
export const tokens = defineTokens({
  colors: {
    amber: amber.tokens,
    green: green.tokens,
    jade: jade.tokens,
    yellow: yellow.tokens,
  },
  fonts: {
    body: { value: "'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
  },
  sizes: {
    toast: { value: '356px' },
  },
});

const pair = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

export const semanticTokens = defineSemanticTokens({
  colors: {
    amber: amber.semanticTokens,
    green: green.semanticTokens,
    jade: jade.semanticTokens,
    yellow: yellow.semanticTokens,
    /** `accent.*` is used by some Park UI recipes; it follows the product accent (indigo). */
    accent: indigo.semanticTokens,
    /** Status styles: badges and rich toasts. Text pairs pass WCAG AA in both themes. */
    status: {
      success: {
        bg: pair('{colors.green.light.2}', '{colors.green.dark.3}'),
        fg: pair('{colors.green.light.12}', '{colors.green.dark.11}'),
        icon: pair('{colors.green.light.11}', '{colors.green.dark.11}'),
        border: pair('{colors.green.light.7}', '{colors.green.dark.7}'),
      },
      info: {
        bg: pair('{colors.indigo.light.2}', '{colors.indigo.dark.3}'),
        fg: pair('{colors.indigo.light.12}', '{colors.indigo.dark.11}'),
        icon: pair('{colors.indigo.light.11}', '{colors.indigo.dark.11}'),
        border: pair('{colors.indigo.light.7}', '{colors.indigo.dark.7}'),
      },
      warning: {
        bg: pair('{colors.amber.light.2}', '{colors.amber.dark.3}'),
        fg: pair('{colors.amber.light.12}', '{colors.amber.dark.11}'),
        icon: pair('{colors.amber.light.11}', '{colors.amber.dark.11}'),
        border: pair('{colors.amber.light.7}', '{colors.amber.dark.7}'),
      },
      error: {
        bg: pair('{colors.red.light.2}', '{colors.red.dark.3}'),
        fg: pair('{colors.red.light.12}', '{colors.red.dark.11}'),
        icon: pair('{colors.red.light.11}', '{colors.red.dark.11}'),
        border: pair('{colors.red.light.7}', '{colors.red.dark.7}'),
      },
      neutral: {
        bg: pair('{colors.gray.2}', '{colors.gray.3}'),
        fg: pair('{colors.gray.12}', '{colors.gray.12}'),
        icon: pair('{colors.gray.11}', '{colors.gray.11}'),
        border: pair('{colors.gray.6}', '{colors.gray.6}'),
      },
    },
    /** Destructive actions (solid buttons, destructive badges): white text passes AA (>5:1). */
    destructive: {
      default: pair('{colors.red.light.11}', '{colors.red.dark.8}'),
      emphasized: pair('{colors.red.light.12}', '{colors.red.dark.7}'),
      fg: pair('white', 'white'),
    },
    /** Calendar event borders by type (spec §2, calendário acadêmico). */
    event: {
      feriado: pair('{colors.red.light.9}', '{colors.red.dark.9}'),
      sabadoLetivo: pair('{colors.yellow.light.9}', '{colors.yellow.dark.9}'),
      conselhoClasse: pair('{colors.green.light.11}', '{colors.green.dark.11}'),
      default: pair('{colors.jade.light.9}', '{colors.jade.dark.9}'),
    },
  },
});
