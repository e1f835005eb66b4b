import * as v from 'valibot';
import { TABLE_PAGE_SIZE_CHOICES } from './constants.ts';
import { listQueryMessages } from './messages.ts';

/** The largest page a list call answers (`pageSize` 1 to this). */
export const LIST_PAGE_SIZE_MAX = 100;
/** The page size of a list call that names none. */
export const LIST_PAGE_SIZE_DEFAULT: number = TABLE_PAGE_SIZE_CHOICES[0];
/** The longest search text a list call accepts. */
export const LIST_SEARCH_MAX_LENGTH = 100;

/**
 * Lower case without accents (NFD, combining marks removed): how search compares texts on both
 * ends, so `joao` finds "João". The server's SQL function `lousa_fold` does the same (NFD, the
 * combining diacritical marks U+0300–U+036F removed, lower case).
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The digits of a search text ('529.982' -> '529982'), to match CPF and CNPJ columns. */
export function searchDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A list's sort: a column key, descending when written `-key`. */
export interface ListSort<TKey extends string = string> {
  key: TKey;
  descending: boolean;
}

/** What a list call asks for. Without `page` the whole list is answered. */
export interface ListQuery<TKey extends string = string> {
  page?: number;
  pageSize: number;
  q?: string;
  sort?: ListSort<TKey>;
}

const positiveInteger = (message: string, max = 999_999_999) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/**
 * Parses the query parameters of a list call (`page`, `pageSize`, `q`, `sort`) as strings, the
 * way they arrive in a URL; `sortKeys` are the list's sortable column keys. Every failure is a
 * pt-BR message (the server answers it as a 400).
 */
export function listQuerySchema<const TKey extends string>(sortKeys: readonly TKey[]) {
  return v.pipe(
    v.object({
      page: v.optional(positiveInteger(listQueryMessages.pageInvalid)),
      pageSize: v.optional(
        positiveInteger(listQueryMessages.pageSizeInvalid(LIST_PAGE_SIZE_MAX), LIST_PAGE_SIZE_MAX),
      ),
      q: v.optional(
        v.pipe(
          v.string(listQueryMessages.searchInvalid),
          v.maxLength(
            LIST_SEARCH_MAX_LENGTH,
            listQueryMessages.searchTooLong(LIST_SEARCH_MAX_LENGTH),
          ),
          v.trim(),
        ),
      ),
      sort: v.optional(
        v.pipe(
          v.string(listQueryMessages.sortInvalid),
          v.check(
            (value) => (sortKeys as readonly string[]).includes(value.replace(/^-/, '')),
            listQueryMessages.sortInvalid,
          ),
          v.transform(
            (value): ListSort<TKey> => ({
              key: value.replace(/^-/, '') as TKey,
              descending: value.startsWith('-'),
            }),
          ),
        ),
      ),
    }),
    v.transform(
      ({ page, pageSize, q, sort }): ListQuery<TKey> => ({
        ...(page === undefined ? {} : { page }),
        pageSize: pageSize ?? LIST_PAGE_SIZE_DEFAULT,
        ...(q ? { q } : {}),
        ...(sort ? { sort } : {}),
      }),
    ),
  );
}

/** The query parameters of a list call, as the client writes them (omitting what is unset). */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  // Without a page the whole list is answered, so a page size alone means nothing.
  if (query.page !== undefined) {
    params.page = String(query.page);
    params.pageSize = String(query.pageSize ?? LIST_PAGE_SIZE_DEFAULT);
  }
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.sort) params.sort = `${query.sort.descending ? '-' : ''}${query.sort.key}`;
  return params;
}

/** The header that carries a list's total matching count. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
