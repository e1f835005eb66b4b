import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { type ButtonVariantProps, button } from 'styled-system/recipes';
import { Spinner } from '../spinner';

export type ButtonProps = HTMLArkProps<'button'> &
  ButtonVariantProps & {
    /** Shows a spinner, disables the button and marks it busy; the label stays. */
    loading?: boolean;
  };

/** `asChild` lets a router link take the button's look: `<Button asChild><Link/></Button>`. */
export function Button({
  loading,
  disabled,
  variant,
  size,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <ark.button
      type={props.asChild ? undefined : 'button'}
      className={cx(button({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...props}
    >
      {props.asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner size="xs" /> : null}
          {children}
        </>
      )}
    </ark.button>
  );
}
