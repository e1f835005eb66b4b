import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from '../field';
import { MaskInput, type MaskInputProps } from '../mask-input';

export type MaskFormFieldProps<T extends FieldValues> = Omit<
  MaskInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
};

/**
 * A labelled masked input (CPF, CNPJ, CEP, phone) bound to a form field. The form holds the
 * masked text; the domain schema strips it on submit.
 */
export function MaskFormField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  className,
  ...input
}: MaskFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field
      label={label}
      required={required}
      errorText={fieldState.error?.message}
      className={className}
    >
      <MaskInput {...input} {...field} value={field.value ?? ''} />
    </Field>
  );
}
