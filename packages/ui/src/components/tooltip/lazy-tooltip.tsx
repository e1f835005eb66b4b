import { lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip';

const Tooltip = lazy(() => import('./tooltip').then((module) => ({ default: module.Tooltip })));

/**
 * The design system's Tooltip with its code (positioning included) loaded once the first one is
 * rendered rather than with the page's chunk; until then the trigger shows alone.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
