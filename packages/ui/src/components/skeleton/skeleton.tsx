import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';

export type SkeletonProps = ComponentProps<'div'>;

/** A pulsing placeholder; size it with `className` (e.g. `css({ h: '4', w: '32' })`). */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div aria-hidden="true" data-skeleton="" className={cx(skeleton(), className)} {...props} />
  );
}
