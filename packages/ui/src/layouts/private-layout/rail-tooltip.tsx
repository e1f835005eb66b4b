import { lazy, Suspense } from 'react';
import type { TooltipProps } from '../../components/tooltip/tooltip';

// Tooltips are only needed on the icon rail (collapsed sidebar): their code loads when the
// rail is first shown, not with every page.
const Tooltip = lazy(() =>
  import('../../components/tooltip/tooltip').then((module) => ({ default: module.Tooltip })),
);

/** The design system's Tooltip, loaded on first use; until then the trigger shows alone. */
export function RailTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
