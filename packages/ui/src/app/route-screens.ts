/**
 * Which screen each route shows, loaded lazily so that each route ships only its own code.
 * A screen module's default export is its container component. Routes missing here show
 * their title with an "em construção" line.
 */
import type { ComponentType } from 'react';
import type { RouteId } from './route-table.ts';

type ScreenModule = { default: ComponentType };

export const routeScreens: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  // Pedagogical screens
  // Administrative registries
};
