import { useFieldContext } from '@ark-ui/react/field';
import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { Eye, EyeOff } from 'lucide-react';
import { cx } from 'styled-system/css';
import { button, input, passwordInput } from 'styled-system/recipes';

export type PasswordInputProps = Omit<ArkPasswordInput.InputProps, 'size'>;

/** A password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const styles = passwordInput();
  const describedBy = useFieldContext()?.getInputProps()['aria-describedby'];
  return (
    <ArkPasswordInput.Root
      className={styles.root}
      translations={{
        visibilityTrigger: (visible) => (visible ? 'Ocultar senha' : 'Mostrar senha'),
      }}
    >
      <ArkPasswordInput.Control className={styles.control}>
        <ArkPasswordInput.Input
          className={cx(input(), className)}
          aria-describedby={describedBy}
          {...props}
        />
        <ArkPasswordInput.VisibilityTrigger
          className={cx(button({ variant: 'ghost', size: 'sm' }), styles.visibilityTrigger)}
        >
          <ArkPasswordInput.Indicator className={styles.indicator} fallback={<Eye aria-hidden />}>
            <EyeOff aria-hidden />
          </ArkPasswordInput.Indicator>
        </ArkPasswordInput.VisibilityTrigger>
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  );
}
