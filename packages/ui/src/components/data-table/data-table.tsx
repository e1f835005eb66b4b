import { TABLE_SKELETON_ROWS } from '@lousa/domain';
import { type Key, useMemo } from 'react';
import { visuallyHidden } from 'styled-system/patterns';
import { Skeleton } from '../skeleton';
import type { ColumnDef } from './column-def';
import { cellAlign, dataTableStyles } from './data-table.recipe';
import { DataTablePagination } from './data-table-pagination';
import { dataTableLabels as labels } from './labels';
import { pageRows } from './pagination';
import * as Table from './table';
import { usePagination } from './use-pagination';

export interface DataTableProps<T> {
  columns: readonly ColumnDef<T>[];
  /** All rows; the table pages them itself. `undefined` while there is nothing to show. */
  data: readonly T[] | undefined;
  isLoading?: boolean;
  /** Defaults to the row's `id`, else its position. */
  getRowId?: (row: T, index: number) => Key;
  /** Names the table for screen readers (e.g. the page title). */
  'aria-label'?: string;
}

const skeletonRows = Array.from({ length: TABLE_SKELETON_ROWS }, (_, index) => index);

function defaultRowId<T>(row: T, index: number): Key {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * The generic list table (spec §2): header row, skeleton rows while loading, an empty state,
 * and client-side paging over `data`. Only the current page's rows are rendered.
 */
export function DataTable<T>({
  columns,
  data,
  isLoading = false,
  getRowId = defaultRowId,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const styles = dataTableStyles();
  const rows = isLoading ? undefined : data;
  const total = rows?.length ?? 0;
  const pagination = usePagination(total);
  const { pageIndex, pageSize } = pagination;
  const page = useMemo(
    () => (rows ? pageRows(rows, pageIndex, pageSize) : []),
    [rows, pageIndex, pageSize],
  );
  const span = Math.max(columns.length, 1);
  const offset = pageIndex * pageSize;

  return (
    <div className={styles.root}>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <section className={styles.frame} aria-label={ariaLabel} tabIndex={0}>
        <Table.Root aria-label={ariaLabel} aria-busy={isLoading || undefined}>
          <Table.Head>
            <Table.Row>
              {columns.map((column) => (
                <Table.Header
                  key={column.id}
                  scope="col"
                  className={cellAlign({ align: column.align })}
                >
                  {column.hideHeader ? (
                    <span className={visuallyHidden()}>{column.header}</span>
                  ) : (
                    column.header
                  )}
                </Table.Header>
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {isLoading ? (
              skeletonRows.map((index) => (
                <Table.Row key={index} data-skeleton="">
                  {Array.from({ length: span }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <Table.Cell key={cell}>
                      {index === 0 && cell === 0 ? (
                        <span className={visuallyHidden()}>{labels.loading}</span>
                      ) : null}
                      <Skeleton className={styles.skeleton} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            ) : page.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={span} className={styles.empty}>
                  {labels.empty}
                </Table.Cell>
              </Table.Row>
            ) : (
              page.map((row, index) => (
                <Table.Row key={getRowId(row, offset + index)}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.id}
                      className={cellAlign({ align: column.align, nowrap: column.nowrap })}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </section>
      <DataTablePagination
        pagination={pagination}
        shown={page.length}
        total={total}
        styles={styles}
      />
    </div>
  );
}
