import { Field as ArkField } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';

export type FieldProps = Omit<ArkField.RootProps, 'invalid'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** When set, the field is invalid and the control gets `aria-invalid` and this description. */
  errorText?: ReactNode;
};

/**
 * Label, required marker `*`, help and error text around one control. Ark's field context gives
 * the control (TextInput, Textarea, Select, ...) its id, `aria-describedby`, `aria-invalid` and
 * `required`; the label points at it.
 */
export function Field({ label, helperText, errorText, children, className, ...props }: FieldProps) {
  const styles = field();
  return (
    <ArkField.Root className={cx(styles.root, className)} invalid={Boolean(errorText)} {...props}>
      {label ? (
        <ArkField.Label className={styles.label}>
          {label}
          <ArkField.RequiredIndicator className={styles.requiredIndicator} />
        </ArkField.Label>
      ) : null}
      {children}
      {helperText ? (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      ) : null}
      <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
    </ArkField.Root>
  );
}
