import { Switch as ArkSwitch, useSwitchContext } from '@ark-ui/react/switch';
import { cx } from 'styled-system/css';
import { type SwitchRecipeVariantProps, switchRecipe } from 'styled-system/recipes';

export type SwitchProps = ArkSwitch.RootProps &
  SwitchRecipeVariantProps & {
    /** Name for screen readers when there is no visible label (children). */
    'aria-label'?: string;
  };

/** An on/off switch; `children` is its visible label. */
export function Switch({
  size,
  className,
  children,
  'aria-label': ariaLabel,
  ...props
}: SwitchProps) {
  const styles = switchRecipe({ size });
  return (
    <ArkSwitch.Root className={cx(styles.root, className)} {...props}>
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      {children ? <ArkSwitch.Label className={styles.label}>{children}</ArkSwitch.Label> : null}
      <HiddenInput aria-label={ariaLabel} />
    </ArkSwitch.Root>
  );
}

/** The focusable input: role switch with its state; named by the label or by `aria-label`. */
function HiddenInput({ 'aria-label': ariaLabel }: { 'aria-label'?: string }) {
  const api = useSwitchContext();
  const named = ariaLabel ? { 'aria-label': ariaLabel, 'aria-labelledby': undefined } : {};
  return <ArkSwitch.HiddenInput role="switch" aria-checked={api.checked} {...named} />;
}
