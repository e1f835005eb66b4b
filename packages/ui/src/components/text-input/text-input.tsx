import { Field } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { type InputVariantProps, input } from 'styled-system/recipes';

export type TextInputProps = Omit<Field.InputProps, 'size'> & InputVariantProps;

/** A text input; inside `<Field>` it is labelled and described by the field. */
export function TextInput({ size, className, ...props }: TextInputProps) {
  return <Field.Input className={cx(input({ size }), className)} {...props} />;
}
