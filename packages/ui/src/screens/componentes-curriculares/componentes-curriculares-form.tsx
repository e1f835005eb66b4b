import { type CurricularComponent, curricularComponentsResource } from '@lousa/domain';
import {
  FormDialogForm,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { componentesCurricularesLabels as labels } from './labels';

/** The curricular-component form, to add or edit (`item`): a required 'Nome'. */
export function ComponentesCurricularesForm({
  item,
  onDone,
}: ResourceFormProps<CurricularComponent>) {
  const { form, submit, isSubmitting } = useResourceForm(curricularComponentsResource, {
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
