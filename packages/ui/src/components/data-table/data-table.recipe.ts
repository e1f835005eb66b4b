import { cva, sva } from 'styled-system/css';

/** Layout of the data table around Park UI's `table` recipe: frame, states and footer. */
export const dataTableStyles = sva({
  slots: [
    'root',
    'frame',
    'skeleton',
    'empty',
    'footer',
    'summary',
    'controls',
    'pageSize',
    'pageText',
    'pager',
    'pagerEdge',
    'sortButton',
    'sortIcon',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', width: 'full' },
    frame: {
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      overflowX: 'auto',
      // The containing block of the visually hidden header texts ('Ações'): without it they
      // escape the scroll frame and widen the whole page on a narrow screen.
      position: 'relative',
      bg: 'bg.default',
      outline: 'none',
      _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '2px' },
    },
    skeleton: { height: '4', width: 'full', maxWidth: '40' },
    /** A sortable header: the header's text as a button, with an arrow for its state. */
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      mx: '-2',
      px: '2',
      py: '1',
      borderRadius: 'l1',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { bg: 'gray.a3', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '1px' },
      '&[data-sorted]': { color: 'fg.default' },
    },
    sortIcon: { width: '3.5', height: '3.5', flexShrink: 0 },
    empty: { textAlign: 'center', color: 'fg.muted', height: '24' },
    footer: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      color: 'fg.muted',
      textStyle: 'sm',
    },
    summary: { flex: '1 1 auto' },
    controls: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: { base: '3', md: '6' },
    },
    pageSize: {
      flexDirection: 'row',
      alignItems: 'center',
      gap: '2',
      width: 'auto',
      '& [data-part=label]': { whiteSpace: 'nowrap', color: 'fg.default' },
      '& [data-part=trigger]': { width: '20' },
    },
    pageText: { whiteSpace: 'nowrap', color: 'fg.default', fontWeight: 'medium' },
    pager: { display: 'flex', alignItems: 'center', gap: '2' },
    /** First and last page buttons: only on screens of the `md` breakpoint (768 px) and up. */
    pagerEdge: { hideBelow: 'md' },
  },
});

/** Cell alignment of a column. */
export const cellAlign = cva({
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    nowrap: {
      true: { whiteSpace: 'nowrap' },
    },
    hideBelow: {
      sm: { hideBelow: 'sm' },
      md: { hideBelow: 'md' },
      lg: { hideBelow: 'lg' },
    },
  },
});
