import { sva } from 'styled-system/css';

/** The text box of a combobox (Park UI's `combobox` recipe has none) and its open-list trigger. */
export const comboboxInputStyles = sva({
  slots: ['input', 'trigger'],
  base: {
    input: {
      appearance: 'none',
      width: 'full',
      h: '10',
      ps: '3',
      pe: '10',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      bg: 'transparent',
      color: 'fg.default',
      outline: 0,
      _placeholder: { color: 'fg.muted' },
      _focus: {
        borderColor: 'colorPalette.default',
        boxShadow: '0 0 0 1px var(--colors-color-palette-default)',
      },
      _invalid: { borderColor: 'fg.error' },
      _disabled: { opacity: 0.4, cursor: 'not-allowed' },
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      '& svg': { w: '4', h: '4' },
      _disabled: { cursor: 'not-allowed' },
    },
  },
});

/** What the multi-choice combobox adds: chips and the empty state. */
export const multiComboboxStyles = sva({
  slots: ['chips', 'chip', 'chipRemove', 'empty', 'content'],
  base: {
    chips: { display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none' },
    chip: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      ps: '2',
      pe: '0.5',
      // At least one line tall, taller when a long label (a BNCC standard on a phone) wraps.
      minH: '7',
      py: '0.5',
      borderRadius: 'l2',
      borderWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.subtle',
      color: 'fg.default',
      textStyle: 'sm',
    },
    chipRemove: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '6',
      h: '6',
      borderRadius: 'l1',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.outline' },
      _disabled: { cursor: 'not-allowed', opacity: 0.5 },
      '& svg': { w: '3.5', h: '3.5' },
    },
    empty: { px: '2', py: '2.5', color: 'fg.muted', textStyle: 'sm' },
    content: { overflowY: 'auto', overscrollBehavior: 'contain' },
  },
});
