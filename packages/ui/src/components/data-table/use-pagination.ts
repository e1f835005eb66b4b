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

export function usePagination(total: number): Pagination {
  const [requestedIndex, setPageIndex] = useState(0);
  const [pageSize, setSize] = useState<number>(TABLE_PAGE_SIZE_DEFAULT);
  const pageCount = pageCountOf(total, pageSize);
  const pageIndex = clampPageIndex(requestedIndex, pageCount);
  return {
    pageIndex,
    pageSize,
    pageCount,
    canPrevious: pageIndex > 0,
    canNext: pageIndex < pageCount - 1,
    first: () => setPageIndex(0),
    previous: () => setPageIndex(Math.max(0, pageIndex - 1)),
    next: () => setPageIndex(Math.min(pageCount - 1, pageIndex + 1)),
    last: () => setPageIndex(pageCount - 1),
    setPageSize: (size) => {
      setSize(size);
      setPageIndex(0);
    },
  };
}
