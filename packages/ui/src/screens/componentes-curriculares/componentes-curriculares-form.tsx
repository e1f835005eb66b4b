import { useCreateCurricularComponent } from '@lousa/api-client';
import { curricularComponentCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, TextFormField, useCreateForm } from '../../components/registry';
import { componentesCurricularesLabels as labels } from './labels';

export interface ComponentesCurricularesFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Componente Curricular': a required 'Nome'. */
export function ComponentesCurricularesForm({ onDone }: ComponentesCurricularesFormProps) {
  const mutation = useCreateCurricularComponent();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: curricularComponentCreateSchema,
    defaultValues: { name: '' },
    mutation,
    successToast: toasts.curricularComponentCreated,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField
        control={form.control}
        name="name"
        label={labels.name}
        required
        placeholder={labels.namePlaceholder}
        autoComplete="off"
      />
    </FormDialogForm>
  );
}
