import { type RoleItem, rolesResource } from '@lousa/domain';
import {
  FormDialogForm,
  type ResourceFormProps,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { perfisLabels as labels } from './labels';
import { PerfisPermissionsField } from './perfis-permissions-field';

/** The role form, to add or edit (`item`): a required 'Nome' and the permissions it grants. */
export function PerfisForm({ item, onDone }: ResourceFormProps<RoleItem>) {
  const { form, submit, isSubmitting } = useResourceForm(rolesResource, {
    item,
    defaultValues: { name: '', permissions: [] },
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
      <PerfisPermissionsField control={form.control} />
    </FormDialogForm>
  );
}
