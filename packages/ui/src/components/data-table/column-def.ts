import type { ReactNode } from 'react';

/** One column of a `DataTable`: its header and how a row fills its cell. */
export interface ColumnDef<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is read by screen readers but not shown (e.g. an actions column). */
  hideHeader?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Keeps the cell on one line (CPF, CNPJ, dates), so narrow screens scroll instead of breaking it. */
  nowrap?: boolean;
  /**
   * The list's sort key for this column (one of the resource's `sortKeys`): its header becomes a
   * button that cycles ascending, descending and unsorted. Only when the table has `onSortChange`.
   */
  sortKey?: string;
  /**
   * Hides the column (header and cells) on screens narrower than the breakpoint (`md`: 768 px),
   * where the screen shows its content elsewhere (e.g. under another cell's text).
   */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/**
 * Types a screen's columns file: `export const usuariosColumns = defineColumns<User>([...])`.
 * Returns the array unchanged; its job is to check each `cell` against the row type.
 */
export function defineColumns<T>(columns: ColumnDef<T>[]): readonly ColumnDef<T>[] {
  return columns;
}
