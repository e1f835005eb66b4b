import { useCreateSchoolDayType } from '@lousa/api-client';
import { schoolDayTypeCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, TextFormField, useCreateForm } from '../../components/registry';
import { diasEscolaresLabels as labels } from './labels';
import { SchoolDayTypeList } from './school-day-type-list';

/**
 * The day-type form: a required 'Descrição'. After each success the form empties and keeps the
 * focus, so several types can be added in a row; the types so far are listed under it.
 */
export function SchoolDayTypeForm() {
  const mutation = useCreateSchoolDayType();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: schoolDayTypeCreateSchema,
    defaultValues: { description: '' },
    mutation,
    successToast: toasts.schoolDayTypeCreated,
    keepOpen: true,
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
      <SchoolDayTypeList />
    </FormDialogForm>
  );
}
