import { defineRecipe } from '@pandacss/dev';

/** Park UI's spinner draws a full ring; open two sides so the rotation is visible. */
export const spinner = defineRecipe({
  className: 'spinner',
  base: {
    borderColor: 'currentColor',
    borderBottomColor: 'transparent',
    borderInlineStartColor: 'transparent',
  },
});
