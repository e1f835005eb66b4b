import { type TeachingModality, teachingModalitiesResource } from '@lousa/domain';
import {
  FormDialogForm,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { modalidadesEnsinoLabels as labels } from './labels';

/** The modality form, to add or edit (`item`): a required 'Nome'. */
export function ModalidadesEnsinoForm({ item, onDone }: ResourceFormProps<TeachingModality>) {
  const { form, submit, isSubmitting } = useResourceForm(teachingModalitiesResource, {
    item,
    defaultValues: { name: '' },
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
