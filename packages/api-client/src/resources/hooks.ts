import type { ListResourceDefinition, ResourceDefinition } from '@lousa/domain';
import {
  keepPreviousData,
  skipToken,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type * as v from 'valibot';
import type { MutationConfig, QueryConfig } from '../api/types.ts';
import { useApiClient } from '../context.ts';
import { type ApiQueryKey, resourceKeys } from '../query-keys.ts';
import {
  type BodySchema,
  createResource,
  deleteResource,
  getResource,
  listAll,
  listResource,
  updateResource,
} from './calls.ts';
import type { ListPage } from './list-page.ts';
import type { ListFilters, ListRequest } from './list-request.ts';

/**
 * TanStack Query hooks of every declared resource. Every key starts with `[def.key]`
 * (`resourceKeys`), so a mutation refreshes all of a resource's queries — every page, the whole
 * list, every record — by that prefix.
 */

/**
 * One page of the list (`query`: page, pageSize, q, sort, and the list's own `filters`). While
 * the next page, search, sort or filter loads, the current rows stay (`placeholderData:
 * keepPreviousData`, `isPlaceholderData` true), so the table does not blank out between pages.
 */
export function useResourceList<
  TItem extends { id: string },
  TSortKey extends string,
  TFilter extends string = string,
>(
  def: ListResourceDefinition<TItem, TSortKey>,
  query: ListRequest<TSortKey, TFilter>,
  config?: QueryConfig<ListPage<TItem>>,
): UseQueryResult<ListPage<TItem>> {
  const client = useApiClient();
  return useQuery<ListPage<TItem>, Error, ListPage<TItem>, ApiQueryKey>({
    queryKey: resourceKeys(def).list(query),
    queryFn: ({ signal }) => listResource(client, def, query, signal),
    placeholderData: keepPreviousData,
    ...config,
  });
}

/**
 * The whole list, no paging: the choices of a select and the spec's list calls; with `filters`,
 * the whole of what they keep (the classrooms of one academic year), a cache entry of its own.
 */
export function useResourceAll<TItem extends { id: string }, TSortKey extends string>(
  def: ListResourceDefinition<TItem, TSortKey>,
  config?: QueryConfig<TItem[]>,
  filters?: ListFilters,
): UseQueryResult<TItem[]> {
  const client = useApiClient();
  const keys = resourceKeys(def);
  return useQuery<TItem[], Error, TItem[], ApiQueryKey>({
    queryKey: filters ? keys.wholeOf(filters) : keys.whole,
    queryFn: ({ signal }) => listAll(client, def, signal, filters),
    ...config,
  });
}

/** One record by id (an edit form, a detail view); no call at all while `id` is undefined. */
export function useResourceItem<TItem extends { id: string }, TSortKey extends string>(
  def: ListResourceDefinition<TItem, TSortKey>,
  id: string | undefined,
  config?: QueryConfig<TItem>,
): UseQueryResult<TItem> {
  const client = useApiClient();
  return useQuery<TItem, Error, TItem, ApiQueryKey>({
    queryKey: resourceKeys(def).detail(id ?? ''),
    queryFn: id === undefined ? skipToken : ({ signal }) => getResource(client, def, id, signal),
    ...config,
  });
}

/** The variables of `useUpdateResource`: which record, and the fields to change. */
export interface UpdateVariables<TBody> {
  id: string;
  body: Partial<TBody>;
}

/** Create; on success the resource's queries (every page, the whole list) are refetched. */
export function useCreateResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  config: MutationConfig<TItem, v.InferOutput<TCreate>> = {},
): UseMutationResult<TItem, Error, v.InferOutput<TCreate>> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: v.InferOutput<TCreate>) => createResource(client, def, body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys(def).all });
      await config.onSuccess?.(...args);
    },
  });
}

/**
 * Update (`{ id, body }`); on success every query of the app is refetched, not only this
 * resource's: other registries show a record by name (a renamed modality appears in the courses
 * list, a unit in the classrooms, a calendar in the terms and days, a component inside the
 * matrices), and the declarations do not list every such place. Only the queries on screen
 * refetch at once; the others are marked stale and refetch when shown again.
 */
export function useUpdateResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  config: MutationConfig<TItem, UpdateVariables<v.InferOutput<TUpdate>>> = {},
): UseMutationResult<TItem, Error, UpdateVariables<v.InferOutput<TUpdate>>> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ id, body }: UpdateVariables<v.InferOutput<TUpdate>>) =>
      updateResource(client, def, id, body),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries();
      await config.onSuccess?.(...args);
    },
  });
}

/**
 * Delete (variables: the id); on success the record's own query is dropped (refetching it
 * would be a 404) and the resource's lists are refetched. Only this resource's: the server
 * refuses (409) to delete a record that others use, so no other list shows a deleted one.
 */
export function useDeleteResource<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
>(
  def: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  config: MutationConfig<void, string> = {},
): UseMutationResult<void, Error, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = resourceKeys(def);
  return useMutation({
    ...config,
    mutationFn: (id: string) => deleteResource(client, def, id),
    onSuccess: async (data, id, ...rest) => {
      queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: keys.all });
      await config.onSuccess?.(data, id, ...rest);
    },
  });
}
