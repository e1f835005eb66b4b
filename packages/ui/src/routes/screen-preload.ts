import type { RouteId } from './route-table.ts';

type Preloader = (id: RouteId) => Promise<unknown> | undefined;

let preloader: Preloader = () => undefined;

/**
 * The app registers how a route's screen code is loaded (its lazy route map); layouts only ask
 * for a preload by route id, so they never import the screens above them.
 */
export function registerScreenPreloader(load: Preloader): void {
  preloader = load;
}

/** Starts loading a route's screen code ahead of the click (hover or focus on its link). */
export function preloadScreen(id: RouteId): void {
  preloader(id)?.catch(() => {
    // The click will try again and show the error screen if it still fails.
  });
}
