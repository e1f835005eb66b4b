import * as v from 'valibot';
import { formObject, requiredText } from '../schemas/forms/fields.ts';
import { defineResource, type ResourceDefinition } from './define.ts';
import type { ResourceCatalogueEntry } from './keys.ts';

/** A record of a registry whose records are only a name, its identity. */
export const namedItemSchema = v.object({ id: v.string(), name: v.string() });
export type NamedItem = v.InferOutput<typeof namedItemSchema>;

/** The add and edit form of a named registry, and its POST body: a required name. */
export const nameBodySchema = (required: string) => formObject({ name: requiredText(required) });

/**
 * Declares a registry whose records are only a name ('Modalidades de Ensino'): `{ id, name }`
 * items, a `{ name }` body refused blank with `nameRequired`, listed and sorted by the name. The
 * server mounts it with `namedRegistrySpec` and a `namedTable`; a screen of the registry kit
 * lists it.
 */
export function defineNamedResource<const TEntry extends ResourceCatalogueEntry>(
  entry: TEntry,
  declaration: {
    path: string;
    nameRequired: string;
    messages: ResourceDefinition['messages'];
    notFound: string;
  },
) {
  const body = nameBodySchema(declaration.nameRequired);
  return defineResource({
    ...entry,
    path: declaration.path,
    item: namedItemSchema,
    create: body,
    update: body,
    sortKeys: ['name'],
    references: {},
    describe: (item) => item.name,
    messages: declaration.messages,
    notFound: declaration.notFound,
  });
}

/** A registry declared by `defineNamedResource`. */
export type NamedResource = ReturnType<typeof defineNamedResource>;
