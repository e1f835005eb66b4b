import { PRODUCT_NAME } from '@lousa/domain';
import { type ComponentType, lazy, useEffect } from 'react';
import { getRoute, type RouteId } from '../routes/route-table.ts';
import { UnderConstructionScreen } from '../screens/under-construction/under-construction-screen.tsx';
import { routeScreens } from './route-screens.ts';

const screens = new Map<RouteId, ComponentType>();

/** The lazy screen of a route, made once; routes without a screen show 'em construção'. */
function screenOf(id: RouteId): ComponentType | null {
  const load = routeScreens[id];
  if (!load) return null;
  let screen = screens.get(id);
  if (!screen) {
    screen = lazy(load);
    screens.set(id, screen);
  }
  return screen;
}

/** Sets the tab's title to the page's title and the product name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}

/** A route of the table: its screen, loaded on demand, and the tab's title. */
export function RouteScreen({ id }: { id: RouteId }) {
  const route = getRoute(id);
  useDocumentTitle(route.title);
  const Screen = screenOf(id);
  return Screen ? (
    <Screen />
  ) : (
    <UnderConstructionScreen title={route.title} subtitle={route.subtitle} />
  );
}
