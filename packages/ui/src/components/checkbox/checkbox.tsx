import { Checkbox as ArkCheckbox, useCheckboxContext } from '@ark-ui/react/checkbox';
import { Check, Minus } from 'lucide-react';
import { cx } from 'styled-system/css';
import { type CheckboxVariantProps, checkbox } from 'styled-system/recipes';

export type CheckboxProps = ArkCheckbox.RootProps &
  CheckboxVariantProps & {
    /** Name for screen readers when there is no visible label (children). */
    'aria-label'?: string;
  };

/** A checkbox (checked, unchecked or `'indeterminate'`); `children` is its visible label. */
export function Checkbox({
  size,
  className,
  children,
  'aria-label': ariaLabel,
  ...props
}: CheckboxProps) {
  const styles = checkbox({ size });
  return (
    <ArkCheckbox.Root className={cx(styles.root, className)} {...props}>
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator className={styles.indicator}>
          <Check aria-hidden />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate className={styles.indicator}>
          <Minus aria-hidden />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      {children ? <ArkCheckbox.Label className={styles.label}>{children}</ArkCheckbox.Label> : null}
      <HiddenInput aria-label={ariaLabel} />
    </ArkCheckbox.Root>
  );
}

/** The focusable input (mixed when indeterminate), named by the label or by `aria-label`. */
function HiddenInput({ 'aria-label': ariaLabel }: { 'aria-label'?: string }) {
  const { indeterminate } = useCheckboxContext();
  const named = ariaLabel ? { 'aria-label': ariaLabel, 'aria-labelledby': undefined } : {};
  return (
    <ArkCheckbox.HiddenInput
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      {...named}
    />
  );
}
