import { useCreateResource, useUpdateResource } from '@lousa/api-client';
import type { ResourceDefinition } from '@lousa/domain';
import { useMemo } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { InferInput, InferOutput } from 'valibot';
import type { FormDraftOptions } from '../form-draft/use-form-draft';
import { patchBody, valuesFromRecord } from './record-values';
import type { ResourceBodySchema } from './resource-types';
import {
  type FormSchema,
  type RecordForm,
  type SaveMutation,
  useRecordForm,
} from './use-record-form';

/** The props of a registry's form component: the same form adds (no `item`) and edits. */
export interface ResourceFormProps<TItem> {
  /** The record to edit; absent to add one. */
  item?: TItem;
  /** After a successful save: close the dialog, leave the page. */
  onDone: () => void;
}

type BodySchema = ResourceBodySchema & FormSchema;

export interface UseResourceFormOptions<TItem, TSchema extends FormSchema> {
  /** The record to edit (saved with PATCH); absent to add one (POST). */
  item?: TItem;
  /** The form's schema; by default the resource's `create` (its output is the body sent). */
  schema?: TSchema;
  /** Every field's value when adding ('' for texts and choices). */
  defaultValues: DefaultValues<InferInput<TSchema>>;
  /**
   * The fields' values when editing `item`. By default its same-named fields laid over
   * `defaultValues` (a missing or null one keeps the default); a form whose fields are not the
   * record's (a reference's id, a number typed as text) says how.
   */
  valuesOf?: (item: TItem) => DefaultValues<InferInput<TSchema>>;
  /** After the toast (`messages.created` or `messages.updated`). */
  onSuccess?: (saved: TItem) => void;
  keepOpen?: boolean;
  /** Keep a draft of the form in this browser (long forms): its screen; the record's id is added. */
  draft?: Pick<FormDraftOptions, 'screen' | 'extra'>;
}

/**
 * The form of a declared resource, to add or to edit: `useRecordForm` with the resource's create
 * (POST) or update (PATCH `{ id, body }`) mutation and its `messages.created` or
 * `messages.updated` toast. Both mutations refresh the lists.
 */
export function useResourceForm<
  TItem extends { id: string },
  TCreate extends BodySchema,
  TUpdate extends BodySchema,
  TSortKey extends string,
  TSchema extends FormSchema = TCreate,
>(
  resource: ResourceDefinition<TItem, TCreate, TUpdate, TSortKey>,
  {
    item,
    schema,
    defaultValues,
    valuesOf,
    onSuccess,
    keepOpen,
    draft,
  }: UseResourceFormOptions<TItem, TSchema>,
): RecordForm<TSchema> {
  const create = useCreateResource(resource);
  const update = useUpdateResource(resource);
  const { mutateAsync: createAsync } = create;
  const { mutateAsync: updateAsync } = update;
  const id = item?.id;
  // The form's schema outputs the request body: the create body, or the fields a PATCH sends.
  const mutation = useMemo<SaveMutation<InferOutput<TSchema>, TItem>>(
    () => ({
      mutateAsync: (body) =>
        id === undefined
          ? createAsync(body as InferOutput<TCreate>)
          : updateAsync({ id, body: patchBody(body) as Partial<InferOutput<TUpdate>> }),
    }),
    [id, createAsync, updateAsync],
  );
  return useRecordForm({
    schema: (schema ?? resource.create) as TSchema,
    defaultValues: item
      ? (valuesOf?.(item) ?? valuesFromRecord(defaultValues, item))
      : defaultValues,
    mutation,
    successToast: item ? resource.messages.updated : resource.messages.created,
    onSuccess,
    keepOpen,
    draft: draft && { ...draft, recordId: id },
  });
}
