import { type SchoolDayType, schoolDayTypesResource } from '@lousa/domain';
import type { ReactNode } from 'react';
import {
  FormDialogForm,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayTypeFormProps extends ResourceFormProps<SchoolDayType> {
  /** Shown under the field (the manage dialog lists the types there). */
  children?: ReactNode;
}

/**
 * The day-type form: a required 'Descrição'. To add (no `item`), the form stays after each
 * success, emptied and focused, so several types can be added in a row (spec §2); to edit, it
 * saves and calls `onDone`.
 */
export function SchoolDayTypeForm({ item, onDone, children }: SchoolDayTypeFormProps) {
  const { form, submit, isSubmitting } = useResourceForm(schoolDayTypesResource, {
    item,
    defaultValues: { description: '' },
    onSuccess: onDone,
    keepOpen: item === undefined,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField
        control={form.control}
        name="description"
        label={labels.description}
        required
        placeholder={labels.descriptionPlaceholder}
        autoComplete="off"
      />
      {children}
    </FormDialogForm>
  );
}
