import { useCreateTeachingModality } from '@lousa/api-client';
import { teachingModalityCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, TextFormField, useCreateForm } from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';

export interface ModalidadesEnsinoFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Modalidade de Ensino': a required 'Nome'. */
export function ModalidadesEnsinoForm({ onDone }: ModalidadesEnsinoFormProps) {
  const mutation = useCreateTeachingModality();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: teachingModalityCreateSchema,
    defaultValues: { name: '' },
    mutation,
    successToast: toasts.teachingModalityCreated,
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
