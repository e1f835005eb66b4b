import {
  type ListQuery,
  listQueryMessages,
  listQuerySchema,
  searchDigits,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableName,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { rowCounts } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { AnyListSpec, ReadContext, RowQuery, SearchTerm, SortExpression } from './spec.ts';

/** `q` written like a (partial) CPF or CNPJ: digits and mask characters only. */
const DOCUMENT_LIKE = /^[\d\s./-]*\d[\d\s./-]*$/;

/** Escapes LIKE's wildcards, so `q` matches literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** The SQL conditions of a search text. */
export function searchTerm(q: string): SearchTerm {
  // The search text is folded by the same SQL function as the columns (one definition of "the
  // same letters"); a constant expression, PostgreSQL folds it once, when planning.
  const pattern = sql`('%' || lousa_fold(${escapeLike(q)}) || '%')`;
  const digits = DOCUMENT_LIKE.test(q) ? searchDigits(q) : '';
  const digitsPattern = `%${digits}%`;
  return {
    text: (expression) => sql`lousa_fold(${expression}) like ${pattern}`,
    digits: (column) => (digits ? sql`${column} like ${digitsPattern}` : undefined),
    folded: (column) =>
      or(
        sql`${column} like ${pattern}`,
        digits ? sql`${column} like ${digitsPattern}` : undefined,
      ) as SQL,
  };
}

/** Parses `page`, `pageSize`, `q` and `sort`; a bad one answers 400 with its pt-BR message. */
export function parseListQuery(c: Context, sortKeys: readonly string[]): ListQuery {
  const raw: Record<string, string> = {};
  for (const key of ['page', 'pageSize', 'q', 'sort']) {
    const values = c.req.queries(key);
    if (values && values.length > 0) raw[key] = values[values.length - 1] as string;
  }
  const result = v.safeParse(listQuerySchema(sortKeys), raw);
  if (!result.success) throw new ApiError(400, result.issues[0].message);
  return result.output;
}

const resolve = (expression: SortExpression, ctx: ReadContext) =>
  typeof expression === 'function' ? expression(ctx) : expression;

/**
 * What a list is ordered by: the sort key then the tie-breaker; without `sort`, the spec's
 * default sort, or id ascending (creation order).
 */
function sortTerms(spec: AnyListSpec, sort: ListQuery['sort'], ctx: ReadContext) {
  if (!sort) return { terms: [spec.table.id] as (AnyColumn | SQL)[], descending: false };
  const expression = (spec.sort as Record<string, SortExpression>)[sort.key];
  if (!expression) throw new ApiError(400, listQueryMessages.sortInvalid);
  return {
    terms: [resolve(expression, ctx), spec.tieBreaker ?? spec.table.id],
    descending: sort.descending,
  };
}

/** One page (or the whole list) and the total number of matching records. */
export interface ListResult<TRow> {
  rows: TRow[];
  total: number;
}

/** A select of ids (and more `fields`) joined to `pageJoins` when `joined`. */
function idQuery<TRow>(
  db: Database,
  spec: AnyListSpec,
  fields: Record<string, SQL | SQL.Aliased | AnyListSpec['table']['id']>,
  joined: boolean,
): RowQuery<TRow> {
  let query = db.select(fields).from(spec.table).$dynamic();
  if (joined) {
    for (const join of spec.pageJoins ?? []) {
      query = query.innerJoin(join.table, join.on) as unknown as typeof query;
    }
  }
  return query as unknown as RowQuery<TRow>;
}

/**
 * Reads a list: the filter (`q`, plus `where` of the route), the order, and the page. The total
 * costs one more query only when the page does not show it (a full page, or past the end).
 */
export async function readList<TRow>(
  db: Database,
  spec: AnyListSpec,
  query: ListQuery,
  ctx: ReadContext,
  where?: SQL,
): Promise<ListResult<TRow>> {
  const filter = and(where, query.q ? spec.search(searchTerm(query.q)) : undefined);
  const sort = query.sort ?? spec.defaultSort;
  const sorting = sortTerms(spec, sort, ctx);
  const order = sorting.terms.map((term) => (sorting.descending ? desc(term) : asc(term)));
  if (query.page === undefined) {
    const rows = (await spec
      .select(db)
      .where(filter)
      .orderBy(...order)) as TRow[];
    return { rows, total: rows.length };
  }
  const limit = query.pageSize;
  const offset = (query.page - 1) * limit;
  const shown = (rows: TRow[]) =>
    rows.length > 0 && rows.length < limit ? offset + rows.length : undefined;
  /** The rows of a page whose ids are known (or selected by `ids`), with every join. */
  const readRows = (ids: string[] | RowQuery<{ id: string }>) =>
    spec
      .select(db)
      .where(inArray(spec.table.id, ids))
      .orderBy(...order) as PromiseLike<TRow[]>;

  if (spec.pageJoins && filter) {
    // A search: every match is read once (MATERIALIZED: never a walk of the whole table in
    // sort order, hoping to meet ten matches soon), for the page and for the total.
    const [sortKey, tieKey] = sorting.terms;
    const keys: Record<string, SQL.Aliased> = sort
      ? { sortKey: sql`${sortKey}`.as('sort_key'), tieKey: sql`${tieKey}`.as('tie_key') }
      : {};
    const matches = idQuery(db, spec, { id: spec.table.id, ...keys }, Boolean(sort));
    const direction = sql.raw(sorting.descending ? 'desc' : 'asc');
    const answer = await db.execute(sql`with matches as materialized (${matches.where(filter)})
      select id, (count(*) over ())::int as total from matches
      order by ${sort ? sql`sort_key ${direction}, tie_key ${direction}` : sql`id asc`}
      limit ${limit} offset ${offset}`);
    const page = (Array.isArray(answer) ? answer : (answer as { rows: unknown[] }).rows) as {
      id: string;
      total: number;
    }[];
    if (page.length === 0) {
      return { rows: [], total: offset === 0 ? 0 : await countList(db, spec, filter) };
    }
    const rows = await readRows(page.map((row) => row.id));
    return { rows, total: Number(page[0]?.total) };
  }

  let rows: TRow[];
  if (spec.pageJoins) {
    const ids = idQuery<{ id: string }>(db, spec, { id: spec.table.id }, Boolean(sort))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    rows = await readRows(ids);
  } else {
    rows = (await spec
      .select(db)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)) as TRow[];
  }
  const total = shown(rows) ?? (rows.length === 0 && offset === 0 ? 0 : undefined);
  return { rows, total: total ?? (await countList(db, spec, filter)) };
}

/** The number of records matching `filter` (a trigger-kept count for an unfiltered large table). */
async function countList(db: Database, spec: AnyListSpec, filter: SQL | undefined) {
  if (!filter && spec.countedTable) {
    const [row] = await db
      .select({ n: rowCounts.rowCount })
      .from(rowCounts)
      .where(eq(rowCounts.tableName, getTableName(spec.table)));
    if (row) return Number(row.n);
  }
  const source = spec.pageJoins
    ? idQuery(db, spec, { id: spec.table.id }, Boolean(filter)).where(filter)
    : spec.select(db).where(filter);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${source}) as list`);
  return Number(row?.n ?? 0);
}

/** The list answer: a JSON array with the total in X-Total-Count (exposed to scripts). */
export function answerList<TRow>(
  c: Context,
  spec: AnyListSpec,
  result: ListResult<TRow>,
  ctx: ReadContext,
): Response {
  c.header(TOTAL_COUNT_HEADER, String(result.total));
  c.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
  if (spec.toJson) {
    const toJson = spec.toJson;
    return c.body(`[${result.rows.map((row) => toJson(row)).join(',')}]`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  }
  return c.json(result.rows.map((row) => spec.toItem(row, ctx)));
}
