import * as v from 'valibot';
import { messages as validation } from '../messages/validation.ts';
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
 * items, a `{ name }` body refused blank with `nameRequired` ('O nome é obrigatório' unless
 * given), listed and sorted by the name, a name another record holds refused with `nameTaken`.
 * The declaration is the one place of its messages: they may be written in it, or name a message
 * of `messages/` that other code shows too. The server mounts it with `namedRegistrySpec` and a
 * `namedTable`; `NamedRegistryScreen` lists it and `namedRegistryStories` gives its stories.
 */
export function defineNamedResource<const TEntry extends ResourceCatalogueEntry>(
  entry: TEntry,
  declaration: {
    path: string;
    nameRequired?: string;
    messages: ResourceDefinition['messages'] & { nameTaken: string };
    notFound: string;
  },
) {
  const nameRequired = declaration.nameRequired ?? validation.nameRequired;
  const { nameTaken, ...toasts } = declaration.messages;
  const body = nameBodySchema(nameRequired);
  const definition = defineResource({
    ...entry,
    path: declaration.path,
    item: namedItemSchema,
    create: body,
    update: body,
    sortKeys: ['name'],
    references: {},
    describe: (item) => item.name,
    messages: toasts,
    notFound: declaration.notFound,
  });
  return { ...definition, nameRequired, nameTaken };
}

/** A registry declared by `defineNamedResource`. */
export type NamedResource = ReturnType<typeof defineNamedResource>;

/** Whether a declaration is a named registry's (`defineNamedResource`). */
export const isNamedResource = (def: object): def is NamedResource =>
  'nameTaken' in def && 'nameRequired' in def;
