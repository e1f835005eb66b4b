import { defineSlotRecipe } from '@pandacss/dev';

/** Extends Park UI's `dialog`: padded content with header/body/footer and a corner close button. */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: [
    'trigger',
    'backdrop',
    'positioner',
    'content',
    'title',
    'description',
    'closeTrigger',
    'header',
    'body',
    'footer',
  ],
  base: {
    positioner: { p: '4' },
    content: {
      minW: 'unset',
      width: 'full',
      maxW: 'lg',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      p: '6',
      borderWidth: '1px',
      borderColor: 'border.subtle',
    },
    title: { color: 'fg.default', pe: '8' },
    header: { display: 'flex', flexDirection: 'column', gap: '1' },
    body: { display: 'flex', flexDirection: 'column', gap: '4' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
  },
});
