import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../components/toaster/toaster.ts';

const ToasterView = lazy(() =>
  import('../components/toaster/toaster-view.tsx').then((module) => ({ default: module.Toaster })),
);

/**
 * The toast region, loaded with the first toast: toasts are occasional, so their code stays out
 * of the page's first load. Toasts created before it mounts are shown when it does.
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
