import { defineSlotRecipe } from '@pandacss/dev';

/** The input keeps Park UI's `input` recipe; this only places the visibility toggle inside it. */
export const passwordInput = defineSlotRecipe({
  className: 'passwordInput',
  slots: ['root', 'control', 'visibilityTrigger', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      '& input': { pe: '10' },
    },
    visibilityTrigger: {
      position: 'absolute',
      insetEnd: '1',
      height: '8!',
      minWidth: '8!',
      px: '0!',
    },
    indicator: { display: 'inline-flex' },
  },
});
