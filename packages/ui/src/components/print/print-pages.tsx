import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface PrintPagesProps {
  /** What every printed page carries at its top (the school's name, the document's): not shown on screen. */
  header: ReactNode;
  /** The document. */
  children: ReactNode;
  /** The document's own layout (gap, columns...), on screen and printed. */
  className?: string;
}

const styles = {
  // On screen plain blocks: only the document shows. Printed, a table whose head Chromium
  // repeats at the top of every page, above the page's part of the document (an element with
  // `position: fixed` repeats too, but over the text of every page after the first).
  table: css({
    display: 'block',
    width: 'full',
    _print: { display: 'table', borderCollapse: 'collapse', tableLayout: 'fixed' },
  }),
  head: css({ display: 'none', _print: { display: 'table-header-group' } }),
  body: css({ display: 'block', _print: { display: 'table-row-group' } }),
  row: css({ display: 'block', _print: { display: 'table-row' } }),
  cell: css({ display: 'block', p: '0', _print: { display: 'table-cell' } }),
  header: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    pb: '2',
    mb: '5',
    borderBottomWidth: '1px',
    textStyle: 'xs',
  }),
};

/**
 * A printable document's pages: printed, `header` tops every page (a running header), above
 * the document; on screen only the document shows. Goes inside the page's print root
 * (`data-print-root`). The layout table is presentational: screen readers read the document.
 */
export function PrintPages({ header, children, className }: PrintPagesProps) {
  return (
    <table role="presentation" className={styles.table}>
      <thead className={styles.head}>
        <tr>
          <td className={styles.cell}>
            <div data-print-header="" className={styles.header}>
              {header}
            </div>
          </td>
        </tr>
      </thead>
      <tbody className={styles.body}>
        <tr className={styles.row}>
          <td className={styles.cell}>
            <div className={className}>{children}</div>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
