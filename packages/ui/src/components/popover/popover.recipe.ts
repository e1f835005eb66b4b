import { sva } from 'styled-system/css';

/** Park UI's popover leaves the close button in the flow: it belongs in the top corner. */
export const popoverLayout = sva({
  slots: ['content', 'closeTrigger'],
  base: {
    content: { position: 'relative', '&:has([data-part=close-trigger])': { pe: '10' } },
    closeTrigger: { position: 'absolute', top: '2', insetEnd: '2' },
  },
});
