import { Field } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { type TextareaVariantProps, textarea } from 'styled-system/recipes';

export type TextareaProps = Field.TextareaProps & TextareaVariantProps;

/** A multi-line input; inside `<Field>` it is labelled and described by the field. */
export function Textarea({ size, className, ...props }: TextareaProps) {
  return <Field.Textarea className={cx(textarea({ size }), className)} {...props} />;
}
