import { cva } from 'styled-system/css';

/**
 * The one look of a message inside a page or form — a refusal, a save that failed, a note about
 * the day: a bordered box tinted by its tone, an icon (lucide, 16 px) before the text. `strong`
 * (the default) sets the text in medium weight, for a message the person must act on.
 */
export const callout = cva({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    p: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    '& svg': { boxSize: '4', flexShrink: 0, mt: '0.5' },
  },
  variants: {
    tone: {
      error: {
        borderColor: 'status.error.border',
        bg: 'status.error.bg',
        color: 'status.error.fg',
      },
      info: { borderColor: 'status.info.border', bg: 'status.info.bg', color: 'status.info.fg' },
      warning: {
        borderColor: 'status.warning.border',
        bg: 'status.warning.bg',
        color: 'status.warning.fg',
      },
    },
    strong: { true: { fontWeight: 'medium' }, false: {} },
  },
  defaultVariants: { strong: true },
});
