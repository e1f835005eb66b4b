import { useCallback, useEffect, useState } from 'react';
import { type Loader, loadedComponent, preload } from '../deferred/deferred';
import type { TooltipProps } from './tooltip';

const loadTooltip: Loader<TooltipProps> = () =>
  import('./tooltip').then((module) => module.Tooltip);

type Idle = (callback: () => void) => number;
const onIdle: Idle = (callback) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 2000 })
    : window.setTimeout(callback, 200);
const cancelIdle = (handle: number) =>
  typeof window.cancelIdleCallback === 'function'
    ? window.cancelIdleCallback(handle)
    : window.clearTimeout(handle);

/**
 * The tooltip of a table's icon actions (a row's 'Imprimir', 'Justificar falta'), kept out of
 * the screen's first load (its positioning code weighs more than the list itself): asked for
 * once the browser is idle after the list shows, or at the first hover or focus on an icon
 * action (`want`). Until it is here the actions are the same links and buttons, named by their
 * `aria-label`, without the tooltip. An action that had the focus when the tooltip arrived (and
 * took its place) gets it back.
 */
export function useDeferredTooltip() {
  const [Tooltip, setTooltip] = useState(() => loadedComponent(loadTooltip));
  const want = useCallback(() => {
    preload(loadTooltip).then(
      (component) => {
        const focused = document.activeElement?.getAttribute('aria-label');
        setTooltip(() => component);
        if (focused) {
          requestAnimationFrame(() => {
            const action = document.querySelector<HTMLElement>(
              `:is(a, button)[aria-label="${CSS.escape(focused)}"]`,
            );
            if (action && document.activeElement !== action) action.focus({ preventScroll: true });
          });
        }
      },
      () => {
        // Tried again at the next hover or focus.
      },
    );
  }, []);
  useEffect(() => {
    if (Tooltip) return;
    const handle = onIdle(want);
    return () => cancelIdle(handle);
  }, [Tooltip, want]);
  return { Tooltip, want };
}
