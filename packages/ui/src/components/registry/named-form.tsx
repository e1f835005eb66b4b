import type { NamedItem, NamedResource } from '@lousa/domain';
import { FormDialogForm } from './form-dialog-form';
import type { ResourceForm } from './resource-list-page';
import { TextFormField } from './text-form-field';
import { type ResourceFormProps, useResourceForm } from './use-resource-form';

/** What a named registry's screen calls its field and dialogs (its `labels.ts`). */
export interface NamedRegistryLabels {
  name: string;
  addTitle: string;
  editTitle: string;
  namePlaceholder: string;
}

const forms = new WeakMap<NamedResource, ResourceForm<NamedItem>>();

/**
 * The form of a registry whose records are only a name, to add or edit (`item`): a required
 * 'Nome'. One component per declaration, kept, loaded with the dialogs (`NamedRegistryScreen`).
 */
export function namedForm(resource: NamedResource, labels: NamedRegistryLabels) {
  let form = forms.get(resource);
  if (!form) {
    form = function NamedForm({ item, onDone }: ResourceFormProps<NamedItem>) {
      const { form, submit, isSubmitting } = useResourceForm(resource, {
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
    };
    forms.set(resource, form);
  }
  return form;
}
