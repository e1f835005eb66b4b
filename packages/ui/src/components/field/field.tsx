import { Field as ArkField, useField } from '@ark-ui/react/field';
import { type ReactNode, useMemo } from 'react';
import { cx } from 'styled-system/css';
import { field as fieldRecipe } from 'styled-system/recipes';
import { RequiredLabel } from './required-label';

export type FieldProps = Omit<ArkField.RootProps, 'invalid' | 'ids'> & {
  label?: ReactNode;
  helperText?: ReactNode;
  /** When set, the field is invalid and the control gets `aria-invalid` and this description. */
  errorText?: ReactNode;
};

type ControlProps = Record<string, unknown>;

/**
 * Label, required marker `*`, help and error text around one control. Ark's field context gives
 * the control (TextInput, Textarea, Select, ...) its id, `aria-invalid`, `required` and an
 * `aria-describedby` naming the help text and the error text; the label points at it.
 */
export function Field({ label, helperText, errorText, children, className, ...props }: FieldProps) {
  const { id, disabled, readOnly, required, target, ...rootProps } = props;
  const invalid = Boolean(errorText);
  const base = useField({ id, disabled, readOnly, required, target, invalid });
  const field = useMemo(() => {
    // Ark puts the error only in `aria-errormessage`; screen readers read `aria-describedby`.
    const ids = [base.ariaDescribedby, invalid ? base.ids.errorText : undefined].filter(Boolean);
    const ariaDescribedby = ids.length ? ids.join(' ') : undefined;
    const described =
      <T extends ControlProps>(get: () => T) =>
      () => ({ ...get(), 'aria-describedby': ariaDescribedby });
    return {
      ...base,
      ariaDescribedby,
      getInputProps: described(base.getInputProps),
      getTextareaProps: described(base.getTextareaProps),
      getSelectProps: described(base.getSelectProps),
    };
  }, [base, invalid]);
  const styles = fieldRecipe();
  return (
    <ArkField.RootProvider
      ref={base.refs.rootRef}
      value={field}
      className={cx(styles.root, className)}
      {...rootProps}
    >
      {label ? (
        <ArkField.Label className={styles.label}>
          <RequiredLabel>{label}</RequiredLabel>
        </ArkField.Label>
      ) : null}
      {children}
      {helperText ? (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      ) : null}
      <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
    </ArkField.RootProvider>
  );
}
