import {
  calendarEventTypes,
  type SchoolDayType,
  schoolDayKinds,
  schoolDayTypesResource,
} from '@lousa/domain';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  FormDialogForm,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayTypeFormProps extends ResourceFormProps<SchoolDayType> {
  /** Shown under the field (the manage dialog lists the types there). */
  children?: ReactNode;
}

/** The six kinds, by their pt-BR labels, in the domain's order. */
const kindItems = schoolDayKinds.map((kind) => ({
  value: kind,
  label: calendarEventTypes[kind].label,
}));

const styles = {
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  help: css({ textStyle: 'xs', color: 'fg.muted', mt: '-2' }),
};

/**
 * The day-type form: a required 'Descrição' (free text) and a required 'Categoria' (the kind,
 * which alone decides whether its days are lesson days and their colour). To add (no `item`), the form stays after each
 * success, emptied and focused, so several types can be added in a row (spec §2); to edit, it
 * saves and calls `onDone`.
 */
export function SchoolDayTypeForm({ item, onDone, children }: SchoolDayTypeFormProps) {
  const { form, submit, isSubmitting } = useResourceForm(schoolDayTypesResource, {
    item,
    defaultValues: { description: '', kind: '' },
    onSuccess: onDone,
    keepOpen: item === undefined,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <div className={styles.fields}>
        <TextFormField
          control={form.control}
          name="description"
          label={labels.description}
          required
          placeholder={labels.descriptionPlaceholder}
          autoComplete="off"
        />
        <SelectFormField
          control={form.control}
          name="kind"
          label={labels.kind}
          placeholder={labels.kindPlaceholder}
          items={kindItems}
          required
        />
        <p className={styles.help}>{labels.kindHelp}</p>
      </div>
      {children}
    </FormDialogForm>
  );
}
