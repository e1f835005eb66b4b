/**
 * A registry list's view (page, size, search, sort) in the URL's query string: reading it back
 * from any address a person may type or share, and writing only what differs from the defaults.
 * Pure functions; `useListView` binds them to the router.
 */
import {
  LIST_SEARCH_MAX_LENGTH,
  type ListQuery,
  type ListSort,
  TABLE_PAGE_SIZE_CHOICES,
  TABLE_PAGE_SIZE_DEFAULT,
} from '@lousa/domain';

/** The query-string names, the same as the list call's. */
export const listViewParams = {
  page: 'page',
  pageSize: 'pageSize',
  search: 'q',
  sort: 'sort',
} as const;

export interface ListView<TKey extends string = string> {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  /** The search text as applied ('' for none). */
  search: string;
  sort: ListSort<TKey> | undefined;
}

const sizes: readonly number[] = TABLE_PAGE_SIZE_CHOICES;

/**
 * The view an address asks for. Anything unreadable falls back to its default on its own
 * (page 1, 10 rows, no search, no sort): a bad `sort` does not lose a good `q`.
 */
export function readListView<TKey extends string>(
  params: URLSearchParams,
  sortKeys: readonly TKey[],
): ListView<TKey> {
  const page = Number(params.get(listViewParams.page));
  const size = Number(params.get(listViewParams.pageSize));
  const search = (params.get(listViewParams.search) ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH);
  const sortText = params.get(listViewParams.sort) ?? '';
  const sortKey = sortText.replace(/^-/, '');
  const sort = (sortKeys as readonly string[]).includes(sortKey)
    ? { key: sortKey as TKey, descending: sortText.startsWith('-') }
    : undefined;
  return {
    pageIndex: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: sizes.includes(size) ? size : TABLE_PAGE_SIZE_DEFAULT,
    search,
    sort,
  };
}

/** `params` with `view` written in (defaults removed); other parameters are kept. */
export function writeListView(params: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  set(listViewParams.page, view.pageIndex > 0 ? String(view.pageIndex + 1) : undefined);
  set(
    listViewParams.pageSize,
    view.pageSize !== TABLE_PAGE_SIZE_DEFAULT ? String(view.pageSize) : undefined,
  );
  set(listViewParams.search, view.search.trim() || undefined);
  set(
    listViewParams.sort,
    view.sort ? `${view.sort.descending ? '-' : ''}${view.sort.key}` : undefined,
  );
  return next;
}

/** The list call for a view (its page is 1-based). */
export function listQueryOf<TKey extends string>(view: ListView<TKey>): ListQuery<TKey> {
  return {
    page: view.pageIndex + 1,
    pageSize: view.pageSize,
    ...(view.search ? { q: view.search } : {}),
    ...(view.sort ? { sort: view.sort } : {}),
  };
}
