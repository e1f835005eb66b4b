import { errorMessage, isApiError } from '@lousa/api-client';
import {
  type BaseSyntheticEvent,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  get,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { type FormDraft, type FormDraftOptions, useFormDraft } from '../form-draft/use-form-draft';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { toaster } from '../toaster/toaster';
import { FormDialogDirtyContext } from './form-dialog-context';
import { schemaResolver } from './schema-resolver';

/** What the hook needs from a save mutation: it gets the form's output (the request body). */
export interface SaveMutation<TBody, TResult> {
  mutateAsync: (body: TBody) => Promise<TResult>;
}
/** The create mutation (`useCreateResource(def)`) fits as it is. */
export type CreateMutation<TBody, TResult> = SaveMutation<TBody, TResult>;

// biome-ignore lint/suspicious/noExplicitAny: a form schema's input is any object of fields
export type FormSchema = GenericSchema<Record<string, any>, unknown>;

export interface UseRecordFormOptions<TSchema extends FormSchema, TResult> {
  /** The domain's form schema: all validation and messages live there. */
  schema: TSchema;
  /** Every field's starting value: '' for texts and choices when adding, the record's when editing. */
  defaultValues: DefaultValues<InferInput<TSchema>>;
  /** Creates or updates; it gets the schema's output (the request body). */
  mutation: SaveMutation<InferOutput<TSchema>, TResult>;
  /**
   * The success toast, from the resource's `messages` (created or updated), or made from the
   * answer (how many days a range added).
   */
  successToast: string | ((result: TResult) => string);
  /** After the toast and the reset: close the dialog, navigate... */
  onSuccess?: (result: TResult) => void;
  /** The form stays on screen after a success (e.g. to add several in a row): focus goes back to its first field. */
  keepOpen?: boolean;
  /**
   * A long form keeps a draft in this browser ('Recuperar rascunho', see `useFormDraft`): its
   * screen and the record edited. Cleared on a successful save.
   */
  draft?: FormDraftOptions;
}

export interface RecordForm<TSchema extends FormSchema> {
  form: UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>>;
  /** The form's `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** From the click until the answer: buttons are disabled meanwhile. */
  isSubmitting: boolean;
  /** The draft offered back (`<FormDraftNotice draft={draft} />`); inert without `draft`. */
  draft: FormDraft;
}
export type CreateForm<TSchema extends FormSchema> = RecordForm<TSchema>;

/**
 * The one form hook of every registry, to add or to edit: react-hook-form validated by the
 * domain schema (every issue shown on the first submit, cross-field ones included); on submit the
 * mutation runs once (a double click saves once). Success: toast, reset, `onSuccess`. A refusal
 * whose issues name fields of the form (a 400's, or a 409/422 of a rule about one field, such as a
 * school day outside its year) puts them beside those fields ('address.zipCode' included); any
 * other failure shows the server's message in an error toast. Either way the first invalid field
 * on the page (top to bottom, wherever the schema or the server named it) takes the focus and is
 * scrolled into view with its label, also inside a dialog's scrolling body. On failure the form
 * keeps what was typed. While it holds unsaved changes, leaving the page asks first ('Descartar alterações?').
 * `useResourceForm` builds on it for a declared resource (create or PATCH by `item`).
 */
export function useRecordForm<TSchema extends FormSchema, TResult>({
  schema,
  defaultValues,
  mutation,
  successToast,
  onSuccess,
  keepOpen = false,
  draft: draftOptions,
}: UseRecordFormOptions<TSchema, TResult>): RecordForm<TSchema> {
  type Input = InferInput<TSchema>;
  type Output = InferOutput<TSchema>;
  const form = useForm<Input, unknown, Output>({
    resolver: schemaResolver<Input, Output>(schema),
    defaultValues,
    // The first invalid field in the page's order is focused below, not in the order of the
    // fields' registration (a field shown later, such as the guardian's, registers last).
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  // Inside a FormDialog: a stray click outside does not close a form with unsaved changes.
  const setDialogDirty = useContext(FormDialogDirtyContext);
  const dirty = form.formState.isDirty;
  useEffect(() => {
    setDialogDirty(dirty);
    return () => setDialogDirty(false);
  }, [dirty, setDialogDirty]);
  const draft = useFormDraft(form, draftOptions);
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

  // After a refusal (the schema's or the server's): focus the first invalid field once the
  // errors are drawn (the request is set in the same batch as the errors, so they are).
  const formElement = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const requestErrorFocus = useCallback(() => setFocusRequest((count) => count + 1), []);
  useEffect(() => {
    if (focusRequest === 0) return;
    if (focusFirstInvalid(formElement.current)) return;
    const path = firstErrorPath(form.formState.errors);
    if (path) form.setFocus(path as FieldPath<Input>);
  }, [focusRequest, form]);

  const send = useCallback(
    async (body: Output) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSending(true);
      try {
        const result = await mutation.mutateAsync(body);
        const title = typeof successToast === 'string' ? successToast : successToast(result);
        toaster.create({ type: 'success', title });
        draft.clear();
        form.reset();
        // Saved: an `onSuccess` that leaves the page goes unasked.
        leaveGuard.release();
        refocus.current = keepOpen;
        onSuccess?.(result);
      } catch (error) {
        if (isApiError(error) && showFieldErrors(form, error.fieldErrors)) {
          requestErrorFocus();
        } else {
          toaster.create({ type: 'error', title: errorMessage(error) });
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [mutation, successToast, form, keepOpen, onSuccess, leaveGuard, draft, requestErrorFocus],
  );

  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      if (inFlight.current) {
        event?.preventDefault();
        return;
      }
      const target = event?.currentTarget;
      if (target instanceof HTMLFormElement) formElement.current = target;
      let invalid = false;
      await form.handleSubmit(send, () => {
        invalid = true;
      })(event);
      if (invalid) requestErrorFocus();
    },
    [form, send, requestErrorFocus],
  );

  return { form, submit, isSubmitting: sending || form.formState.isSubmitting, draft };
}

/** The add forms' former name: the same hook. */
export const useCreateForm = useRecordForm;

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
  for (const [path, message] of known) {
    form.setError(path as FieldPath<TInput>, { type: 'server', message });
  }
  return known.length > 0 && known.length === entries.length;
}

/** A control that takes the focus: not hidden from screen readers, not disabled. */
const INVALID_CONTROL =
  '[aria-invalid="true"]:not([aria-hidden="true"]):not(:disabled):is(input, textarea, select, button, [tabindex])';

/**
 * Focuses the form's first invalid control (in the page's order) and scrolls its field (label,
 * control and error) to the middle of whatever scrolls it: the page, or a dialog's body. False
 * when the form has none drawn (then the caller focuses by the errors' paths).
 */
export function focusFirstInvalid(formElement: HTMLFormElement | null): boolean {
  const control = formElement?.querySelector<HTMLElement>(INVALID_CONTROL);
  if (!control) return false;
  control.focus({ preventScroll: true });
  const field = control.closest<HTMLElement>('[data-scope="field"][data-part="root"]') ?? control;
  field.scrollIntoView({ block: 'center', inline: 'nearest' });
  return true;
}

/** The path of the first field error ('address.zipCode'), in the errors' own order. */
function firstErrorPath(errors: FieldErrors, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value || 'type' in value) return path;
    const nested = firstErrorPath(value as FieldErrors, path);
    if (nested) return nested;
  }
  return undefined;
}
