import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from '../field';
import { TextInput, type TextInputProps } from '../text-input';

export type TextFormFieldProps<T extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
};

/** A labelled text input bound to a form field; shows the field's error under it. */
export function TextFormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  className,
  ...input
}: TextFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      required={required}
      helperText={helperText}
      errorText={fieldState.error?.message}
      className={className}
    >
      <TextInput {...input} {...field} value={field.value ?? ''} />
    </Field>
  );
}
