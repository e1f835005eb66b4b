import { sva } from 'styled-system/css';

/** Calendar cells, the header and the 12-year grid (beyond Park UI's `datePicker` recipe). */
export const calendarStyles = sva({
  slots: ['inline', 'heading', 'weekday', 'cell', 'marker', 'yearGrid'],
  base: {
    inline: { width: 'fit-content', maxWidth: 'full', boxShadow: 'none', borderWidth: '1px' },
    heading: { fontWeight: 'semibold', textStyle: 'sm' },
    weekday: { textDecoration: 'none', textTransform: 'capitalize' },
    cell: {
      position: 'relative',
      display: 'inline-flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      width: 'full',
      minWidth: '10',
      height: '10',
      borderRadius: 'l2',
      color: 'fg.default',
      fontWeight: 'medium',
      textStyle: 'sm',
      cursor: 'pointer',
      textTransform: 'capitalize',
      outline: 'none',
      transitionProperty: 'background, color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.muted' },
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'colorPalette.default',
        outlineOffset: '1px',
      },
      // Today is underlined: Park UI's own '−' mark would collide with the event dot.
      _before: { content: 'none' },
      '&[data-today]': {
        color: 'colorPalette.text',
        fontWeight: 'bold',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
      },
      '&[data-outside-range]': { color: 'fg.subtle' },
      _selected: {
        bg: 'colorPalette.default',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.emphasized' },
      },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    },
    marker: {
      position: 'absolute',
      bottom: '1',
      width: '1.5',
      height: '1.5',
      borderRadius: 'full',
      bg: 'colorPalette.default',
      '[data-selected] > &': { bg: 'colorPalette.fg' },
    },
    yearGrid: {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: '1',
    },
  },
});
