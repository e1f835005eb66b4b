import { defineSlotRecipe } from '@pandacss/dev';

const rich = (name: 'success' | 'info' | 'warning' | 'error') => ({
  root: { background: `status.${name}.bg`, borderColor: `status.${name}.border` },
  title: { color: `status.${name}.fg` },
  description: { color: `status.${name}.fg` },
  icon: { color: `status.${name}.icon` },
});

/** Extends Park UI's `toast`: 356 px wide, a bordered card, rich colours per type (spec §9). */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['group', 'root', 'title', 'description', 'actionTrigger', 'closeTrigger', 'icon'],
  base: {
    root: {
      width: 'toast',
      minWidth: 'unset',
      maxWidth: 'calc(100vw - 2rem)',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      pe: '10',
      // Leaving takes the store's removeDelay (200 ms): the fade/slide matches it.
      transitionDuration: 'normal',
    },
    icon: { flexShrink: '0', mt: '0.5', width: '4', height: '4', color: 'fg.muted' },
  },
  defaultVariants: { type: 'info' },
  variants: {
    type: {
      success: rich('success'),
      info: rich('info'),
      warning: rich('warning'),
      error: rich('error'),
      loading: {},
    },
  },
});
