import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from '../field';
import { MultiSelectField, type SelectOption } from '../select';

export interface MultiSelectFormFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  items: readonly SelectOption[];
  placeholder?: string;
  helperText?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled several-choice list bound to a form field holding the chosen values (`string[]`):
 * each option toggles, the trigger reads the chosen labels. Its list is not portalled, so it
 * stays inside (and works in) a modal dialog.
 */
export function MultiSelectFormField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  placeholder,
  helperText,
  disabled,
  className,
}: MultiSelectFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field helperText={helperText} errorText={fieldState.error?.message} className={className}>
      <MultiSelectField
        portalled={false}
        ref={field.ref}
        name={field.name}
        label={label}
        items={items}
        placeholder={placeholder}
        disabled={disabled}
        value={field.value ?? []}
        onValueChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
