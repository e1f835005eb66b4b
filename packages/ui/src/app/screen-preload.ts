import { routeScreens } from './route-screens.ts';
import type { RouteId } from './route-table.ts';

/** Starts loading a route's screen code ahead of the click (hover or focus on its link). */
export function preloadScreen(id: RouteId): void {
  routeScreens[id]?.().catch(() => {
    // The click will try again and show the error screen if it still fails.
  });
}
