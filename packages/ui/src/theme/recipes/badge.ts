import { defineRecipe } from '@pandacss/dev';

const status = (name: 'success' | 'info' | 'warning' | 'error' | 'neutral') => ({
  background: `status.${name}.bg`,
  borderColor: `status.${name}.border`,
  borderWidth: '1px',
  color: `status.${name}.fg`,
});

/**
 * Extends Park UI's `badge`: `default` (solid accent) and `secondary` (subtle gray) as the spec
 * names them, `destructive`, and the status styles used by rich status columns.
 */
export const badge = defineRecipe({
  className: 'badge',
  defaultVariants: { variant: 'default' },
  variants: {
    variant: {
      default: { background: 'accent.default', color: 'accent.fg' },
      secondary: status('neutral'),
      destructive: { background: 'destructive.default', color: 'destructive.fg' },
      success: status('success'),
      info: status('info'),
      warning: status('warning'),
      error: status('error'),
    },
  },
});
