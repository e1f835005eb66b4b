import { cva } from 'styled-system/css';

/**
 * The placeholder in Park UI's trigger is `fg.subtle`, under WCAG AA contrast: use `fg.muted`.
 */
export const readablePlaceholder = cva({
  base: { _placeholderShown: { color: 'fg.muted' } },
});

/**
 * A trigger whose field is in error has the red border of the text inputs. Ark writes
 * `aria-invalid="false"` on a valid one, which Panda's `_invalid` (`[aria-invalid]`) would match.
 */
export const invalidTrigger = cva({
  base: {
    '&[aria-invalid=true]': {
      borderColor: 'fg.error',
      _focus: { borderColor: 'fg.error', boxShadow: '0 0 0 1px var(--colors-border-error)' },
    },
  },
});

/** The open list scrolls inside its maximum height (the height itself comes from the domain). */
export const scrollableContent = cva({
  base: { overflowY: 'auto', overscrollBehavior: 'contain' },
});

/**
 * One line in the trigger, from its start: a chosen label longer than the field ends in an
 * ellipsis (a button centres wrapped text, and the trigger's height holds one line). It takes
 * the trigger's free width and asks for none of its own (`width: 0`): otherwise the label's whole
 * width would widen the form's grid column and the form would overflow a phone.
 */
export const valueLine = cva({
  base: { truncate: true, flex: '1', width: '0', minWidth: '0', textAlign: 'start' },
});
