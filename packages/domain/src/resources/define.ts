/** The shape of a registry's declaration (one module per registry beside this one). */
import type * as v from 'valibot';
import type { ResourcePage } from './keys.ts';

// biome-ignore lint/suspicious/noExplicitAny: a body schema's input is any object of fields
type BodySchema = v.GenericSchema<any, any>;

/** A list that pages, searches and sorts on the server, and answers one item by id. */
export interface ListResourceDefinition<
  TItem extends { id: string } = { id: string },
  TSortKey extends string = string,
> {
  /** Query-key root and fixture collection name, e.g. 'teaching-modalities'. */
  key: string;
  /** The audit screen's name for it, and its list screen: its entry of `RESOURCE_CATALOGUE`. */
  auditLabel?: string;
  page?: ResourcePage;
  /** The API path under the API base, e.g. '/teaching-modalities'. */
  path: string;
  /** One list item; `GET <path>/<id>` answers the same shape. */
  item: v.GenericSchema<unknown, TItem>;
  /** Column keys the list sorts by (`sort=key` or `sort=-key`); the UI's column ids. */
  sortKeys: readonly TSortKey[];
  /** What a person reads about a record: its name in 'Excluir <name>?'. */
  describe: (item: TItem) => string;
  /** 404 of `GET/PATCH/DELETE <path>/<id>`. */
  notFound: string;
}

/** One registry, declared once: the list plus create, update and delete. */
export interface ResourceDefinition<
  TItem extends { id: string } = { id: string },
  TCreate extends BodySchema = BodySchema,
  TUpdate extends BodySchema = BodySchema,
  TSortKey extends string = string,
> extends ListResourceDefinition<TItem, TSortKey> {
  /** The POST body (also what the add form outputs). */
  create: TCreate;
  /**
   * The PATCH body: any subset of these fields. The server merges it over the stored record and
   * checks the result with this same schema, so cross-field rules hold after an edit.
   */
  update: TUpdate;
  /** Body fields that name a record of another resource (its key): 422 when it does not exist. */
  references: Readonly<Record<string, string>>;
  /** The toasts of a successful create, update and delete. */
  messages: { created: string; updated: string; deleted: string };
}

/** Declares a resource, keeping its literal types. */
export function defineResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  const TSortKey extends string,
>(definition: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>) {
  return definition;
}

/** Declares a list-only resource, keeping its literal types. */
export function defineListResource<TItem extends { id: string }, const TSortKey extends string>(
  definition: ListResourceDefinition<TItem, TSortKey>,
) {
  return definition;
}
