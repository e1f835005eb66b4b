import type { ListResourceDefinition, ResourceDefinition } from '@lousa/domain';
import * as v from 'valibot';
import type { HttpClient } from '../http.ts';
import type { ListPage } from './list-page.ts';
import { type ListFilters, type ListRequest, listRequestParams } from './list-request.ts';

/**
 * The calls of every declared resource (`@lousa/domain`'s `registryResources`,
 * `studentsResource`), derived from its declaration: the path, the item schema the answers
 * are parsed with, the body types. No call here knows a resource by name.
 */

/** The schema of a body a declaration names (its `create` or `update`). */
export type BodySchema = ResourceDefinition['create'];

/** `<path>/<id>`, the id encoded. */
export const itemPath = (def: Pick<ListResourceDefinition, 'path'>, id: string): string =>
  `${def.path}/${encodeURIComponent(id)}`;

/**
 * `GET <path>?page=&pageSize=&q=&sort=` plus the list's own filters (`query.filters`, e.g.
 * `?action=delete&from=2025-03-01`): one page of the list and the total matching. A malformed
 * answer yields no rows (and one console report).
 */
export function listResource<
  TItem extends { id: string },
  TSortKey extends string,
  TFilter extends string = string,
>(
  http: HttpClient,
  def: ListResourceDefinition<TItem, TSortKey>,
  query: ListRequest<TSortKey, TFilter>,
  signal?: AbortSignal,
): Promise<ListPage<TItem>> {
  return http.getPage(def.path, listRequestParams(query), def.item, { signal });
}

/**
 * `GET <path>` without paging: the whole list (the spec's calls, the choices of a select), or
 * the whole of what the list's own `filters` keep (`GET /classrooms?academicYearId=…`).
 */
export function listAll<TItem extends { id: string }, TSortKey extends string>(
  http: HttpClient,
  def: ListResourceDefinition<TItem, TSortKey>,
  signal?: AbortSignal,
  filters?: ListFilters,
): Promise<TItem[]> {
  const query = new URLSearchParams(listRequestParams({ filters })).toString();
  return http.getList(query ? `${def.path}?${query}` : def.path, v.array(def.item), { signal });
}

/** `GET <path>/<id>`: one record (404 → ApiError with the declaration's `notFound`). */
export function getResource<TItem extends { id: string }, TSortKey extends string>(
  http: HttpClient,
  def: ListResourceDefinition<TItem, TSortKey>,
  id: string,
  signal?: AbortSignal,
): Promise<TItem> {
  return http.get(itemPath(def, id), def.item, { signal });
}

/** `POST <path>` with the create schema's output; answers the created record (201). */
export function createResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  http: HttpClient,
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  body: v.InferOutput<TCreate>,
): Promise<TItem> {
  return http.post(def.path, body, def.item);
}

/** `PATCH <path>/<id>` with the fields to change; answers the whole record as it now is. */
export function updateResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  http: HttpClient,
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  id: string,
  body: Partial<v.InferOutput<TUpdate>>,
): Promise<TItem> {
  return http.patch(itemPath(def, id), body, def.item);
}

/** `DELETE <path>/<id>` (204). A record others use answers 409 with a message naming them. */
export function deleteResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  http: HttpClient,
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  id: string,
): Promise<void> {
  return http.delete(itemPath(def, id));
}
