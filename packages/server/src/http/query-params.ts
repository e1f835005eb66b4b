import { listQueryMessages, normalizeDate } from '@lousa/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { toDbDate } from './dates.ts';
import { ApiError } from './errors.ts';
import { isUuid } from './route-helpers.ts';

/*
 * The query parameters of the routes, read one way: the last value given counts, trimmed, and a
 * blank value is no parameter. A bad value answers 400 with its pt-BR message. (The list
 * parameters `page`, `pageSize`, `q` and `sort`: `parseListQuery` of resources/list.ts.)
 */

/** The last value of a query parameter, trimmed; undefined when absent or blank (no filter). */
export function queryParam(c: Context, name: string): string | undefined {
  const values = c.req.queries(name);
  const value = values?.[values.length - 1]?.trim();
  return value ? value : undefined;
}

/** A required day parameter (YYYY-MM-DD, or as the date fields take it): 400 when missing or not a real date. */
export function dayParam(c: Context, name: string): string {
  const value = queryParam(c, name);
  const iso = value === undefined ? null : normalizeDate(value);
  if (iso === null) throw new ApiError(400, listQueryMessages.dateParamInvalid(name));
  return toDbDate(iso);
}

/** A required uuid query parameter, lower-cased: 400 when missing or not a uuid. */
export function requiredIdParam(c: Context, name: string): string {
  const value = queryParam(c, name);
  if (value === undefined || !isUuid(value)) {
    throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
  }
  return value.toLowerCase();
}

/**
 * An optional query parameter that must be one of `values`: undefined when absent or blank, 400
 * with `message` for another value.
 */
export function enumParam<T extends string>(
  c: Context,
  name: string,
  values: readonly T[],
  message: string,
): T | undefined {
  const value = queryParam(c, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new ApiError(400, message);
  return value as T;
}

/** `column = <uuid>` for each named uuid filter given; 400 for one that is not a uuid. */
export function idFilters(
  c: Context,
  filters: readonly (readonly [string, PgColumn])[],
): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [name, column] of filters) {
    const value = queryParam(c, name);
    if (value === undefined) continue;
    if (!isUuid(value)) throw new ApiError(400, listQueryMessages.idFilterInvalid(name));
    conditions.push(eq(column, value.toLowerCase()));
  }
  return and(...conditions);
}
