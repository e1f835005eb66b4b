import type { ListSort } from '@lousa/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ListView, readListView, writeListView } from './list-view';

export interface ListViewState<TKey extends string> extends ListView<TKey> {
  /** Another page (a new history entry, so Back returns to the page before). */
  setPageIndex: (pageIndex: number, options?: { replace?: boolean }) => void;
  /** Another size, from the first page. */
  setPageSize: (pageSize: number) => void;
  /** Another search, from the first page; replaces the history entry (typing is not history). */
  setSearch: (search: string) => void;
  /** Another sort (or none), from the first page. */
  setSort: (sort: ListSort<TKey> | undefined) => void;
}

/**
 * The list's page, size, search and sort, kept in the URL's query string (`?page=2&q=edu&sort=-name`)
 * so a reload or a shared link shows the same rows. Defaults are not written.
 */
export function useListView<TKey extends string>(sortKeys: readonly TKey[]): ListViewState<TKey> {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params, sortKeys), [params, sortKeys]);
  const change = useCallback(
    (patch: (current: ListView<TKey>) => ListView<TKey>, replace: boolean) =>
      setParams((current) => writeListView(current, patch(readListView(current, sortKeys))), {
        replace,
      }),
    [setParams, sortKeys],
  );
  return {
    ...view,
    setPageIndex: useCallback(
      (pageIndex, options) => change((v) => ({ ...v, pageIndex }), options?.replace ?? false),
      [change],
    ),
    setPageSize: useCallback(
      (pageSize) => change((v) => ({ ...v, pageSize, pageIndex: 0 }), false),
      [change],
    ),
    setSearch: useCallback(
      (search) =>
        change(
          (v) => (v.search === search.trim() ? v : { ...v, search: search.trim(), pageIndex: 0 }),
          true,
        ),
      [change],
    ),
    setSort: useCallback((sort) => change((v) => ({ ...v, sort, pageIndex: 0 }), false), [change]),
  };
}
