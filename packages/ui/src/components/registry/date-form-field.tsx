import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';
import { Field } from '../field';

export type DateFormFieldProps<T extends FieldValues> = Omit<
  DateInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
};

/** A labelled DD/MM/AAAA input bound to a form field, which holds the ISO date ('' until valid). */
export function DateFormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  className,
  ...input
}: DateFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      required={required}
      errorText={fieldState.error?.message}
      className={className}
    >
      <DateInput {...input} {...field} value={field.value ?? ''} />
    </Field>
  );
}
