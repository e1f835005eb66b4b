import { defineSlotRecipe } from '@pandacss/dev';

/** Replaces Park UI's `field` with Ark's current anatomy, which adds the required marker. */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'requiredIndicator', 'helperText', 'errorText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      color: 'fg.default',
      fontWeight: 'medium',
      textStyle: 'sm',
      _disabled: { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'fg.error', ms: '0.5' },
    helperText: { color: 'fg.muted', textStyle: 'sm' },
    errorText: { color: 'fg.error', textStyle: 'sm', display: 'inline-flex', gap: '2' },
  },
});
