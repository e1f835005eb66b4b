import { defineGlobalStyles } from '@pandacss/dev';

/** The attribute of a page's printable document (a lesson plan's page marks its plan with it). */
export const PRINT_ROOT_ATTRIBUTE = 'data-print-root';

const root = `[${PRINT_ROOT_ATTRIBUTE}]`;

/**
 * The print stylesheet. A page that holds a printable document (`data-print-root`) prints it
 * alone: every element that neither holds the document nor is inside it — the sidebar, the top
 * bar, the page's header and buttons, toasts — is not printed, and the elements that hold it
 * lose their frame (padding, background, borders), so the document starts at the page's margin.
 * Printed pages are A4 with margins, black on white whatever the screen's theme; tables wrap to
 * the page's width. A document in `PrintPages` repeats its header at the top of every page. A
 * page without such a document prints as it is.
 */
export const printGlobalCss = defineGlobalStyles({
  '@page': { size: 'A4', margin: '18mm 16mm' },
  '@media print': {
    [`html:has(${root})`]: { colorScheme: 'light', background: '#fff' },
    [`body:has(${root})`]: { background: '#fff', color: '#000' },
    [`body:has(${root}) :not(:has(${root}), ${root}, ${root} *)`]: {
      display: 'none !important',
    },
    [`body :has(${root})`]: {
      display: 'block !important',
      position: 'static !important',
      minHeight: '0 !important',
      margin: '0 !important',
      padding: '0 !important',
      border: 'none !important',
      background: '#fff !important',
      boxShadow: 'none !important',
      overflow: 'visible !important',
    },
    [`${root}, ${root} *`]: {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
      borderColor: '#999 !important',
    },
    // Nothing scrolls on paper: a table's columns wrap to the page's width instead of being cut.
    [`${root} *`]: { overflow: 'visible !important' },
    [`${root} .table__root`]: { width: '100% !important', minWidth: '0 !important' },
    [`${root} .table__header, ${root} .table__cell`]: {
      whiteSpace: 'normal !important',
      paddingInline: '2mm !important',
    },
  },
});
