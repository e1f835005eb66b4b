import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from '../field';
import { PasswordInput, type PasswordInputProps } from '../password-input';

export type PasswordFormFieldProps<T extends FieldValues> = Omit<
  PasswordInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** A line under the field (e.g. the password rules). */
  helperText?: string;
};

/** A labelled password input with its show/hide toggle, bound to a form field. */
export function PasswordFormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  className,
  ...input
}: PasswordFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      required={required}
      helperText={helperText}
      errorText={fieldState.error?.message}
      className={className}
    >
      <PasswordInput {...input} {...field} value={field.value ?? ''} />
    </Field>
  );
}
