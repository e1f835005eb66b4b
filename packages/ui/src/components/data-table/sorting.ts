/** A list's sort as the table shows it: a column's sort key, ascending unless `descending`. */
export interface TableSort {
  key: string;
  descending: boolean;
}

/** A header click: unsorted → ascending → descending → unsorted (another column starts ascending). */
export function nextSort(current: TableSort | undefined, key: string): TableSort | undefined {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? undefined : { key, descending: true };
}

/** The `aria-sort` of a sortable column's header. */
export function ariaSortOf(
  current: TableSort | undefined,
  key: string,
): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.descending ? 'descending' : 'ascending';
}
