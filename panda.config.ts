import { defineConfig } from '@pandacss/dev';
import { createPreset } from '@park-ui/panda-preset';
import indigo from '@park-ui/panda-preset/colors/indigo';
import neutral from '@park-ui/panda-preset/colors/neutral';
import { printGlobalCss } from './packages/ui/src/theme/print.ts';
import { recipes, slotRecipes } from './packages/ui/src/theme/recipes/index.ts';
import { semanticTokens, tokens } from './packages/ui/src/theme/tokens.ts';

/** Recipes whose every variant is emitted, because components pick variants from props at run time. */
const usedRecipes = [
  // design system A
  'badge',
  'button',
  'card',
  'checkbox',
  'dialog',
  'field',
  'icon',
  'input',
  'pageHeader',
  'passwordInput',
  'skeleton',
  'spinner',
  'switchRecipe',
  'textarea',
  'toast',
  'tooltip',
  // design system B
  'combobox',
  'datePicker',
  'menu',
  'pagination',
  'popover',
  'select',
  'table',
];

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./packages/ui/src/**/*.{ts,tsx}', './site/src/**/*.{ts,tsx,astro}'],
  exclude: [],
  outdir: 'styled-system',
  presets: [
    '@pandacss/preset-base',
    createPreset({ accentColor: indigo, grayColor: neutral, radius: 'md' }),
  ],
  conditions: {
    extend: {
      // The shell writes `class="dark"` (and/or data-theme="dark") on <html> before first paint.
      dark: '.dark &, [data-theme=dark] &',
      light: ':root &, .light &, [data-theme=light] &',
    },
  },
  globalCss: {
    extend: {
      html: { fontFamily: 'body', WebkitFontSmoothing: 'antialiased' },
      ...printGlobalCss,
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          // Park UI's red 9 on white is 3.9:1; error text must pass WCAG AA (4.5:1).
          fg: {
            error: { value: { _light: '{colors.red.light.11}', _dark: '{colors.red.dark.11}' } },
          },
        },
      },
      recipes,
      slotRecipes,
    },
  },
  staticCss: {
    recipes: Object.fromEntries(usedRecipes.map((name) => [name, ['*']])),
  },
});
