import { TABLE_SKELETON_ROWS } from '@lousa/domain';
import { type Key, useMemo } from 'react';
import { visuallyHidden } from 'styled-system/patterns';
import { Skeleton } from '../skeleton';
import type { ColumnDef } from './column-def';
import { cellAlign, dataTableStyles } from './data-table.recipe';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination } from './data-table-pagination';
import { dataTableLabels as labels } from './labels';
import { pageRows } from './pagination';
import type { TableSort } from './sorting';
import * as Table from './table';
import { paginationOf, usePagination } from './use-pagination';

/** Paging done on the server: the table shows the page it is given and asks for another. */
export interface DataTableServerPaging {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** Rows matching on the server, over every page. */
  total: number;
  onPageIndexChange: (pageIndex: number) => void;
  /** A new size; the owner goes back to the first page. */
  onPageSizeChange: (pageSize: number) => void;
}

export interface DataTableProps<T> {
  columns: readonly ColumnDef<T>[];
  /**
   * The rows: all of them (the table pages them itself), or with `paging` the current page's.
   * `undefined` while there is nothing to show.
   */
  data: readonly T[] | undefined;
  /** Nothing to show yet: skeleton rows. */
  isLoading?: boolean;
  /**
   * Absent: client paging over `data` (spec §2). An object: server paging, controlled by the
   * owner. `false`: every row on one screen, without the footer (a form over a whole roster).
   */
  paging?: DataTableServerPaging | false;
  /** Newer rows are on their way: the current rows stay on screen and the table is busy. */
  isFetching?: boolean;
  /** The sort shown in the headers; the table does not sort rows itself. */
  sort?: TableSort;
  /** Makes the headers of columns with a `sortKey` sortable. */
  onSortChange?: (sort: TableSort | undefined) => void;
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
 * The generic list table (spec §2): header row, skeleton rows while loading, an empty state and
 * the footer's pager — over all of `data` (client paging, the default), over a page the server
 * chose (`paging`), or none (`paging={false}`). Only the current page's rows are rendered.
 */
export function DataTable<T>({
  columns,
  data,
  isLoading = false,
  paging,
  isFetching = false,
  sort,
  onSortChange,
  getRowId = defaultRowId,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const styles = dataTableStyles();
  const rows = isLoading ? undefined : data;
  const server = paging ? paging : undefined;
  const total = server ? server.total : (rows?.length ?? 0);
  const clientPagination = usePagination(total);
  const pagination = server
    ? paginationOf(
        server.pageIndex,
        server.pageSize,
        total,
        server.onPageIndexChange,
        server.onPageSizeChange,
      )
    : clientPagination;
  const { pageIndex, pageSize } = pagination;
  const page = useMemo(
    () => (!rows ? [] : paging === undefined ? pageRows(rows, pageIndex, pageSize) : rows),
    [rows, paging, pageIndex, pageSize],
  );
  const span = Math.max(columns.length, 1);
  const offset = paging === undefined ? pageIndex * pageSize : 0;

  return (
    <div className={styles.root}>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus */}
      <section className={styles.frame} aria-label={ariaLabel} tabIndex={0}>
        <Table.Root aria-label={ariaLabel} aria-busy={isLoading || isFetching || undefined}>
          <Table.Head>
            <Table.Row>
              {columns.map((column) => (
                <DataTableHeader
                  key={column.id}
                  column={column}
                  sort={sort}
                  onSortChange={onSortChange}
                  styles={styles}
                />
              ))}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {isLoading ? (
              skeletonRows.map((index) => (
                <Table.Row key={index} data-skeleton="">
                  {Array.from({ length: span }, (_, cell) => (
                    <Table.Cell
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      key={cell}
                      className={cellAlign({ hideBelow: columns[cell]?.hideBelow })}
                    >
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
                      className={cellAlign({
                        align: column.align,
                        nowrap: column.nowrap,
                        hideBelow: column.hideBelow,
                      })}
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
      {/* No footer until there are rows to count: it appears under them instead of being
          pushed down when they arrive (nothing on the page moves). */}
      {paging === false || isLoading ? null : (
        <DataTablePagination
          pagination={pagination}
          shown={page.length}
          total={total}
          styles={styles}
        />
      )}
    </div>
  );
}
