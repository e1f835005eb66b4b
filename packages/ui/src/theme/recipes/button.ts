import { defineRecipe } from '@pandacss/dev';

/** Extends Park UI's `button` recipe with a destructive variant (delete / irreversible actions). */
export const button = defineRecipe({
  className: 'button',
  base: {
    // IconButton: square (the size sets height and min-width); `!` beats the size variants' padding.
    '&[data-icon-button]': { px: '0!' },
  },
  variants: {
    variant: {
      destructive: {
        background: 'destructive.default',
        color: 'destructive.fg',
        _hover: { background: 'destructive.emphasized' },
        _focusVisible: {
          outline: '2px solid',
          outlineColor: 'destructive.default',
          outlineOffset: '2px',
        },
        _disabled: {
          color: 'fg.disabled',
          background: 'bg.disabled',
          cursor: 'not-allowed',
          _hover: { color: 'fg.disabled', background: 'bg.disabled' },
        },
      },
    },
  },
});
