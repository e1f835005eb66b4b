import { TABLE_PAGE_SIZE_DEFAULT } from '@lousa/domain';
import { useState } from 'react';
import { clampPageIndex, pageCountOf } from './pagination';

export interface Pagination {
  /** 0-based, always a page that exists. */
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  first: () => void;
  previous: () => void;
  next: () => void;
  last: () => void;
  /** Changing the page size goes back to the first page. */
  setPageSize: (size: number) => void;
}

/**
 * The pager over `total` rows at `requestedIndex` (kept inside the pages that exist): what the
 * footer shows and does. `goTo` and `setPageSize` are the owner's (state or URL).
 */
export function paginationOf(
  requestedIndex: number,
  pageSize: number,
  total: number,
  goTo: (pageIndex: number) => void,
  setPageSize: (size: number) => void,
): Pagination {
  const pageCount = pageCountOf(total, pageSize);
  const pageIndex = clampPageIndex(requestedIndex, pageCount);
  return {
    pageIndex,
    pageSize,
    pageCount,
    canPrevious: pageIndex > 0,
    canNext: pageIndex < pageCount - 1,
    first: () => goTo(0),
    previous: () => goTo(Math.max(0, pageIndex - 1)),
    next: () => goTo(Math.min(pageCount - 1, pageIndex + 1)),
    last: () => goTo(pageCount - 1),
    setPageSize,
  };
}

/** Client-side paging state over `total` rows (the table holds every row). */
export function usePagination(total: number): Pagination {
  const [requestedIndex, setPageIndex] = useState(0);
  const [pageSize, setSize] = useState<number>(TABLE_PAGE_SIZE_DEFAULT);
  return paginationOf(requestedIndex, pageSize, total, setPageIndex, (size) => {
    setSize(size);
    setPageIndex(0);
  });
}
