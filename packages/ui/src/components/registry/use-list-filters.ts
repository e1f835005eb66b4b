import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listViewParams } from './list-view';

export interface ListFiltersState<TName extends string> {
  /** Each filter's value in the URL ('' for none). */
  values: Readonly<Record<TName, string>>;
  /** Another value for one filter ('' removes it), from the first page (a new history entry). */
  setFilter: (name: TName, value: string) => void;
}

/**
 * A list's own filters (`names`, e.g. the audit log's `action`, `from`) kept in the URL's query
 * string beside the list view's page, search and sort (`?action=delete&from=2025-03-01`), so a
 * reload or a shared link shows the same rows. Changing one goes back to page 1.
 */
export function useListFilters<const TName extends string>(
  names: readonly TName[],
): ListFiltersState<TName> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(names.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<
        TName,
        string
      >,
    [params, names],
  );
  const setFilter = useCallback(
    (name: TName, value: string) => {
      const text = value.trim();
      if (text === (params.get(name)?.trim() ?? '')) return;
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(name, text);
        else next.delete(name);
        next.delete(listViewParams.page);
        return next;
      });
    },
    [params, setParams],
  );
  return { values, setFilter };
}
