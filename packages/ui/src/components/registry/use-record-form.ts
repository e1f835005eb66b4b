import { valibotResolver } from '@hookform/resolvers/valibot';
import { errorMessage, isApiError } from '@lousa/api-client';
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  get,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { toaster } from '../toaster';

/** What the hook needs from a create mutation (`useCreateUser()` and friends). */
export interface CreateMutation<TBody, TResult> {
  mutateAsync: (body: TBody) => Promise<TResult>;
}

// biome-ignore lint/suspicious/noExplicitAny: a form schema's input is any object of fields
type FormSchema = GenericSchema<Record<string, any>, unknown>;

export interface UseCreateFormOptions<TSchema extends FormSchema, TResult> {
  /** The domain's form schema: all validation and messages live there. */
  schema: TSchema;
  /** Every field's starting value ('' for texts and choices). */
  defaultValues: DefaultValues<InferInput<TSchema>>;
  /** The create mutation; it gets the schema's output (the request body). */
  mutation: CreateMutation<InferOutput<TSchema>, TResult>;
  /** The spec §8 success toast, from the domain's `toasts`. */
  successToast: string;
  /** After the toast and the reset: close the dialog, navigate... */
  onSuccess?: (result: TResult) => void;
  /** The form stays on screen after a success (e.g. to add several in a row): focus goes back to its first field. */
  keepOpen?: boolean;
}

export interface CreateForm<TSchema extends FormSchema> {
  form: UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>>;
  /** The form's `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** From the click until the answer: buttons are disabled meanwhile. */
  isSubmitting: boolean;
}

/**
 * A create form: react-hook-form validated by the domain schema; on submit the mutation runs once
 * (a double click creates one record). Success: toast, reset, `onSuccess`. A 400 puts the server's
 * issues on the fields ('address.zipCode' included); any other failure shows the server's message
 * in an error toast. On failure the form keeps what was typed.
 */
export function useCreateForm<TSchema extends FormSchema, TResult>({
  schema,
  defaultValues,
  mutation,
  successToast,
  onSuccess,
  keepOpen = false,
}: UseCreateFormOptions<TSchema, TResult>): CreateForm<TSchema> {
  type Input = InferInput<TSchema>;
  type Output = InferOutput<TSchema>;
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues,
  });
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  // After a success with keepOpen: focus the first field once the buttons are enabled again.
  const refocus = useRef(false);
  const firstField = Object.keys(defaultValues)[0];
  useEffect(() => {
    if (sending || !refocus.current || !firstField) return;
    refocus.current = false;
    form.setFocus(firstField as FieldPath<Input>);
  }, [sending, form, firstField]);

  const send = useCallback(
    async (body: Output) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      try {
        const result = await mutation.mutateAsync(body);
        toaster.create({ type: 'success', title: successToast });
        form.reset();
        refocus.current = keepOpen;
        onSuccess?.(result);
      } catch (error) {
        if (
          !(isApiError(error) && error.status === 400 && showFieldErrors(form, error.fieldErrors))
        ) {
          toaster.create({ type: 'error', title: errorMessage(error) });
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [mutation, successToast, form, keepOpen, onSuccess],
  );

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      if (inFlight.current) {
        event?.preventDefault();
        return;
      }
      await form.handleSubmit(send)(event);
    },
    [form, send],
  );

  return { form, submit, isSubmitting: sending || form.formState.isSubmitting };
}

/**
 * Puts each server issue on the field at its path. False when some issue names no field of the
 * form (then the caller shows the message in a toast instead).
 */
function showFieldErrors<TInput extends Record<string, unknown>>(
  form: UseFormReturn<TInput, unknown, unknown>,
  fieldErrors: Record<string, string>,
): boolean {
  const values = form.getValues();
  const entries = Object.entries(fieldErrors);
  const known = entries.filter(([path]) => path !== '' && get(values, path) !== undefined);
  known.forEach(([path, message], index) => {
    form.setError(
      path as FieldPath<TInput>,
      { type: 'server', message },
      { shouldFocus: index === 0 },
    );
  });
  return known.length > 0 && known.length === entries.length;
}
