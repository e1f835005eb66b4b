import type {
  ListResourceDefinition,
  ResourceDefinition,
  ResourceItem,
  ResourceSortKey,
} from '@lousa/domain';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { AuditOrigin } from '../audit/audit.ts';
import type { Permission } from '../auth/permissions.ts';

/** Who reads a resource: one permission, or any one of several. */
export type ReadPermission = Permission | readonly [Permission, ...Permission[]];

import type { Database } from '../db/client.ts';
import type { AppEnv, Deps } from '../deps.ts';

/*
 * A server spec: what the generic routes (resources/routes.ts) need to know about one resource
 * of `@lousa/domain` beyond its declaration: the table, the select with its joins, the mapping
 * between rows and the API's shapes, the SQL of search and of every sort key, and the rules that
 * answer 409 and 422.
 */

// biome-ignore lint/suspicious/noExplicitAny: any resource declaration
export type AnyListDefinition = ListResourceDefinition<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: any resource declaration
export type AnyResourceDefinition = ResourceDefinition<any, any, any, any>;

/** A table whose rows are the resource's records, keyed by a uuid `id`. */
export type IdTable = PgTable & { id: PgColumn };

/**
 * A select built with `.$dynamic()`: the generic code adds the filter, the order and the page.
 * Its rows are `TRow`.
 */
export interface RowQuery<TRow> extends SQLWrapper, PromiseLike<TRow[]> {
  where(where: SQL | undefined): RowQuery<TRow>;
  orderBy(...columns: (AnyColumn | SQL | SQL.Aliased)[]): RowQuery<TRow>;
  limit(limit: number): RowQuery<TRow>;
  offset(offset: number): RowQuery<TRow>;
}

/** What reading a record depends on besides the database. */
export interface ReadContext {
  /** Today in America/Sao_Paulo (YYYY-MM-DD): statuses are computed from it. */
  today: string;
}

/** What writing a record depends on besides its body. */
export interface WriteContext {
  now: Date;
  /** True for POST, false for PATCH. */
  creating: boolean;
}

/** The search text of a list call (`q`), as SQL conditions over a list's columns. */
export interface SearchTerm {
  /** `lousa_fold(expression) LIKE '%<folded q>%'`: accent- and case-insensitive substring. */
  text(expression: AnyColumn | SQL): SQL;
  /**
   * `column LIKE '%<digits>%'` when `q` is written like a document number (digits and mask
   * characters only: '529.982', '11.222.333/0001'); undefined otherwise.
   */
  digits(column: AnyColumn | SQL): SQL | undefined;
  /**
   * For a column that already holds folded text and document digits (a generated search
   * column): the folded `q`, or its digits when `q` is written like a document number.
   */
  folded(column: AnyColumn | SQL): SQL;
}

/** The SQL a list sorts by for one key; a function when it depends on the day (statuses). */
export type SortExpression = AnyColumn | SQL | ((ctx: ReadContext) => SQL);

/**
 * How a resource's records belong to school units. A user whose role does not cover the whole
 * network reads only the records of its units (another unit's record reads as 404) and writes
 * only into them (403). A resource without a scope is network-level: readable with its read
 * permission, writable only by network-wide users.
 */
export interface UnitScope {
  /** The records of these units, as a condition over the list's select. */
  records(unitIds: readonly string[]): SQL;
  /** The unit a write's body puts the record in. */
  unitOf?(body: Record<string, unknown>): string | undefined;
}

/** A list (and the item read by id) of one resource. */
export interface ListSpec<TDef extends AnyListDefinition, TRow> {
  def: TDef;
  /** How records belong to school units; absent: network-level records. */
  scope?: UnitScope;
  table: IdTable;
  /** The list's rows with their joins, as a dynamic select (`.$dynamic()`). */
  select(db: Database): RowQuery<TRow>;
  /** The API item of a row. */
  toItem(row: TRow, ctx: ReadContext): ResourceItem<TDef>;
  /** The item as JSON text built by the database (large lists: no parse and re-stringify). */
  toJson?(row: TRow): string;
  /**
   * For large tables: the joins the sorts read (inner joins). When given, a page is found on
   * the ids first, joined to these only when sorted, and only its rows are then read with every
   * join ("deferred join"): a deep page skips index entries, not joined rows. `search` must then
   * read the table's own columns, and a search reads all its matches once, for the page and the
   * total (its cost grows with the matches, never with the table).
   */
  pageJoins?: { table: PgTable; on: SQL }[];
  /** The condition of `q` over the list's text columns (joined names included). */
  search(term: SearchTerm): SQL | undefined;
  /** The SQL of every sort key of the declaration (`sort=key` / `sort=-key`). */
  sort: { [K in ResourceSortKey<TDef>]: SortExpression };
  /** What breaks ties after the sort key (default: the table's id). */
  tieBreaker?: AnyColumn;
  /**
   * The order of a list called without `sort`, as if `sort` named it (the audit log: newest
   * first). Default: id ascending, the creation order.
   */
  defaultSort?: { key: ResourceSortKey<TDef>; descending: boolean };
  /**
   * The list's own query parameters besides page, pageSize, q and sort (the audit log's
   * `action`, `from`…), as a condition; throws an ApiError (400) for a bad value.
   */
  filter?(c: Context<AppEnv>): SQL | undefined;
  /**
   * Whether the unfiltered total comes from `lousa_row_counts` (kept by triggers, migration
   * 0003) instead of count(*): for tables that grow large.
   */
  countedTable?: boolean;
}

/** A uniqueness rule: 409 `message` when another record has the same value. */
export interface UniqueRule<TBody> {
  /** The unique index that backs the rule (a concurrent duplicate fails on it). */
  constraint: string;
  message: string;
  /** The body field the value comes from: the 409's issue, so a form shows it beside the field. */
  field: string;
  /** The rows that would be duplicates of `body`; undefined when the value is absent. */
  where(body: TBody): SQL | undefined;
  /**
   * The 409 when the record `holderId` holds the value, instead of `message` (e.g. naming the
   * holder for a caller who may read it); a concurrent duplicate still answers `message`.
   */
  conflictOf?(c: Context<AppEnv>, db: Database, holderId: string): Promise<Error>;
}

/** Records of another table that use this one: a delete is refused with 409 while any exist. */
export interface DeleteBlocker {
  /** The referencing column (e.g. `courses.teachingModalityId`). */
  column: PgColumn;
  /** Counts distinct values of this column instead of rows (matrices of a component). */
  distinct?: PgColumn;
  /** More referencing columns whose rows the same message counts (a classroom's plans and activities). */
  also?: PgColumn[];
  /** The pt-BR message naming how many use the record (`inUseMessages`). */
  message(count: number): string;
}

/** Extra rules of a write, after the schema, uniqueness and references: throw an ApiError. */
export interface WriteCheckContext<TItem> {
  /** The record being edited (PATCH), before the edit; undefined for a create. */
  current?: TItem;
  id?: string;
  /** The signed-in user making the change. */
  userId?: string;
}

/** What `afterWrite` knows of the write besides the body. */
export interface AfterWriteContext<TItem> {
  /** The record before the edit (PATCH); undefined for a create. */
  current?: TItem;
  /** Who made the change, for audit events beyond the record's own. */
  origin: AuditOrigin;
  now: Date;
}

export type CreateBody<TDef extends AnyResourceDefinition> = v.InferOutput<TDef['create']>;
export type UpdateBody<TDef extends AnyResourceDefinition> = v.InferOutput<TDef['update']>;
export type UpdateInput<TDef extends AnyResourceDefinition> = v.InferInput<TDef['update']>;

/** A registry: its list plus create, update and delete. */
export interface ResourceSpec<TDef extends AnyResourceDefinition, TRow, TTable extends IdTable>
  extends ListSpec<TDef, TRow> {
  table: TTable;
  /** The permissions of reading and of changing the records. */
  permission: { read: ReadPermission; write: Permission };
  /** The columns of a record from a valid body (create or update). */
  toRow(body: UpdateBody<TDef>, ctx: WriteContext): Partial<TTable['$inferInsert']>;
  /** A record in the shape of the update body: what a PATCH body is merged over. */
  toBody(item: ResourceItem<TDef>): UpdateInput<TDef>;
  unique?: UniqueRule<UpdateBody<TDef>>[];
  /** Checked in this order; the first that finds rows answers the 409. */
  blockers?: DeleteBlocker[];
  /** Rules beyond the schema, uniqueness and `references` (422 or 409), inside the write's transaction. */
  check?(
    tx: Database,
    body: UpdateBody<TDef>,
    ctx: WriteCheckContext<ResourceItem<TDef>>,
  ): Promise<void>;
  /** More writes in the same transaction, after the record's row (a matrix's rows). */
  afterWrite?(
    tx: Database,
    id: string,
    body: UpdateBody<TDef>,
    ctx: AfterWriteContext<ResourceItem<TDef>>,
  ): Promise<void>;
  /** Columns only a create sets, computed before the transaction (a password's hash). */
  prepareCreate?(body: CreateBody<TDef>, deps: Deps): Promise<Partial<TTable['$inferInsert']>>;
  /**
   * Columns an update sets beyond `toRow`, from the valid merged body, after `check` (a reset
   * password's hash).
   */
  prepareUpdate?(body: UpdateBody<TDef>, deps: Deps): Promise<Partial<TTable['$inferInsert']>>;
  /** A refusal that depends on the record or on who deletes (one's own account): 409. */
  refuseDelete?(item: ResourceItem<TDef>, userId: string): string | undefined;
}

/** A list-only resource with the permission to read it. */
export interface ListOnlySpec<TDef extends AnyListDefinition, TRow> extends ListSpec<TDef, TRow> {
  permission: { read: ReadPermission };
  /** False when `<path>/<id>` is a route of its own (a full record with other rules). */
  itemRoute?: boolean;
}

/** Declares a registry's server spec, checking it against its domain declaration. */
export function resourceSpec<TDef extends AnyResourceDefinition, TRow, TTable extends IdTable>(
  spec: ResourceSpec<TDef, TRow, TTable>,
): ResourceSpec<TDef, TRow, TTable> {
  return spec;
}

/** Declares a list-only resource's server spec. */
export function listSpec<TDef extends AnyListDefinition, TRow>(
  spec: ListOnlySpec<TDef, TRow>,
): ListOnlySpec<TDef, TRow> {
  return spec;
}

// biome-ignore lint/suspicious/noExplicitAny: the generic routes handle every spec alike
export type AnyResourceSpec = ResourceSpec<AnyResourceDefinition, any, IdTable>;
// biome-ignore lint/suspicious/noExplicitAny: the generic routes handle every spec alike
export type AnyListSpec = ListOnlySpec<AnyListDefinition, any>;
