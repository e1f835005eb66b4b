import { defineSlotRecipe } from '@pandacss/dev';

/** Park UI's off track (gray 4) barely shows on the canvas; gray 7 keeps the control visible. */
export const switchRecipe = defineSlotRecipe({
  className: 'switchRecipe',
  slots: ['root', 'label', 'control', 'thumb'],
  base: {
    control: { background: 'gray.7' },
  },
});
