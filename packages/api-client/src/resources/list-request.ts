import { type ListQuery, listQueryParams } from '@lousa/domain';

/**
 * A list's own filters besides page, size, search and sort (the audit log's `action`,
 * `resource`, `from`, …), by query-parameter name. An empty or blank value is no filter.
 */
export type ListFilters<TFilter extends string = string> = Readonly<
  Partial<Record<TFilter, string | undefined>>
>;

/** What a list call asks for: the list parameters, plus the list's filters. */
export interface ListRequest<TSortKey extends string = string, TFilter extends string = string>
  extends Partial<ListQuery<TSortKey>> {
  filters?: ListFilters<TFilter>;
}

/**
 * The query parameters of a list call: the filters that hold a value (trimmed), then the list
 * parameters (`listQueryParams`), which a filter of the same name never replaces. Equal
 * requests give equal parameters, so they share one cache entry.
 */
export function listRequestParams({ filters, ...query }: ListRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters ?? {})) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) params[name] = text;
  }
  return { ...params, ...listQueryParams(query) };
}
