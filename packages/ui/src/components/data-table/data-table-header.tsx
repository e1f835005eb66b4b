import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import type { ColumnDef } from './column-def';
import { cellAlign, type dataTableStyles } from './data-table.recipe';
import { ariaSortOf, nextSort, type TableSort } from './sorting';
import * as Table from './table';

export interface DataTableHeaderProps<T> {
  column: ColumnDef<T>;
  sort: TableSort | undefined;
  /** Without it no header is sortable. */
  onSortChange?: (sort: TableSort | undefined) => void;
  styles: ReturnType<typeof dataTableStyles>;
}

/**
 * One header cell. A column with a `sortKey` (in a table that sorts) holds a button named by the
 * header: a click, Enter or Space cycles ascending → descending → unsorted, and the cell carries
 * `aria-sort`.
 */
export function DataTableHeader<T>({
  column,
  sort,
  onSortChange,
  styles,
}: DataTableHeaderProps<T>) {
  const { sortKey } = column;
  const align = cellAlign({ align: column.align, hideBelow: column.hideBelow });
  if (!sortKey || !onSortChange) {
    return (
      <Table.Header scope="col" className={align}>
        {column.hideHeader ? (
          <span className={visuallyHidden()}>{column.header}</span>
        ) : (
          column.header
        )}
      </Table.Header>
    );
  }
  const state = ariaSortOf(sort, sortKey);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.Header scope="col" aria-sort={state} className={align}>
      <button
        type="button"
        className={cx(styles.sortButton)}
        data-sorted={state === 'none' ? undefined : ''}
        onClick={() => onSortChange(nextSort(sort, sortKey))}
      >
        {column.header}
        <Icon aria-hidden className={styles.sortIcon} />
      </button>
    </Table.Header>
  );
}
