import { cva } from 'styled-system/css';

/**
 * The placeholder in Park UI's trigger is `fg.subtle`, under WCAG AA contrast: use `fg.muted`.
 */
export const readablePlaceholder = cva({
  base: { _placeholderShown: { color: 'fg.muted' } },
});

/** The open list scrolls inside its maximum height (the height itself comes from the domain). */
export const scrollableContent = cva({
  base: { overflowY: 'auto', overscrollBehavior: 'contain' },
});
