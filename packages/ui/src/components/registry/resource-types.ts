import type { ResourceDefinition } from '@lousa/domain';

/** The schema of a resource's body (`create`, `update`): any valibot object schema. */
export type ResourceBodySchema = ResourceDefinition['create'];

/** Any declared resource with `TItem` rows: list, get, create, update and delete. */
export type AnyResource<
  TItem extends { id: string },
  TKey extends string = string,
> = ResourceDefinition<TItem, ResourceBodySchema, ResourceBodySchema, TKey>;
