import { PRODUCT_NAME } from '@lousa/domain';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useAccess } from '../components/access/use-access.ts';
import { RegistryLoadError } from '../components/registry/registry-load-error.tsx';
import { ScreenFallback } from '../layouts/private-layout/screen-fallback.tsx';
import { canOpenRoute } from '../routes/route-access.ts';
import { getRoute, type RouteId } from '../routes/route-table.ts';
import { routeScreens } from './route-screens.ts';

// Pages shown only now and then load when shown (the layout's Suspense shows the placeholder).
const NoPermissionScreen = lazy(() =>
  import('../screens/sem-permissao/sem-permissao-screen.tsx').then((module) => ({
    default: module.NoPermissionScreen,
  })),
);
const UnderConstructionScreen = lazy(() =>
  import('../screens/em-construcao/em-construcao-screen.tsx').then((module) => ({
    default: module.UnderConstructionScreen,
  })),
);

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

/**
 * A route of the table: its screen, loaded on demand, and the tab's title. The screen's code
 * starts loading at once; the screen waits for GET /me (meanwhile the route's title and
 * subtitle over a placeholder, as the static page painted them); a user whose permissions do not open the route (its
 * `access`) sees 'Você não tem permissão para acessar esta página.' instead, and no call of the
 * screen is made.
 */
export function RouteScreen({ id }: { id: RouteId }) {
  const route = getRoute(id);
  useDocumentTitle(route.title);
  const access = useAccess();
  if (access.status === 'pending') {
    // The screen's code loads while GET /me is in flight, not after it (a module is fetched
    // once: the lazy screen below reuses it).
    routeScreens[id]?.().catch(() => {
      // The lazy screen tries again and shows the error screen if it still fails.
    });
    return <ScreenFallback title={route.title} subtitle={route.subtitle} />;
  }
  if (access.status === 'error') {
    return <RegistryLoadError onRetry={access.retry} retrying={access.retrying} />;
  }
  if (!canOpenRoute(route, access.permissions)) return <NoPermissionScreen title={route.title} />;
  const Screen = screenOf(id);
  return Screen ? (
    <Suspense fallback={<ScreenFallback title={route.title} subtitle={route.subtitle} />}>
      <Screen />
    </Suspense>
  ) : (
    <UnderConstructionScreen title={route.title} subtitle={route.subtitle} />
  );
}
