import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { type SpinnerVariantProps, spinner } from 'styled-system/recipes';

export type SpinnerProps = ComponentProps<'span'> & SpinnerVariantProps;

/** A decorative spinning ring; the busy state is announced by its owner (e.g. `aria-busy`). */
export function Spinner({ size, className, ...props }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(spinner({ size }), className)} {...props} />;
}
