import { defineSlotRecipe } from '@pandacss/dev';

/**
 * Park UI gives a select's and a combobox's options a fixed height: an option whose text wraps
 * (a BNCC standard at 375 px) spilled over the next ones, which then could not be read or
 * pressed. Here an option is at least that tall and grows with its text; a one-line option
 * keeps its height (line height plus padding = the old height). The list is a flex column with a
 * maximum height: its options must not shrink to fit it (it scrolls instead).
 */
const sizes = {
  sm: { item: { h: 'auto', minH: '9', py: '1.5' } },
  md: { item: { h: 'auto', minH: '10', py: '2' } },
  lg: { item: { h: 'auto', minH: '11', py: '2.5' } },
};

/** The extension of Park UI's `select` or `combobox` recipe (same slot names). */
const growingOptions = (className: 'select' | 'combobox') =>
  defineSlotRecipe({
    className,
    slots: ['item'],
    base: { item: { flexShrink: '0' } },
    variants: { size: sizes },
  });

export const selectItems = growingOptions('select');
export const comboboxItems = growingOptions('combobox');
