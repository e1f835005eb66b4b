import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { PrivateLayout } from '../layouts/private-layout/private-layout.tsx';
import { APP_BASENAME, appRoutes } from '../routes/route-table.ts';
import { NotFoundScreen } from '../screens/not-found/not-found-screen.tsx';
import { AuthGuard } from './auth-guard.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteScreen, useDocumentTitle } from './route-screen.tsx';

function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return <NotFoundScreen />;
}

/** The private layout with the screen of the current route; a failing screen shows the error screen. */
function LayoutRoute() {
  return (
    <PrivateLayout>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </PrivateLayout>
  );
}

/**
 * The /app router (basename /app), from the route table: one guarded layout; inside it every
 * route's screen, a catch-all 'Not Found', and the error screen (inside the layout when a screen
 * fails, on its own when the layout itself fails).
 *
 * Declarative routes rather than a data router: nothing here loads data through the router, and
 * the data router alone would add ~17 KB gz to every /app page (docs/decisions).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={APP_BASENAME}>
      <RouteErrorBoundary>
        <AuthGuard>
          <Routes>
            <Route element={<LayoutRoute />}>
              {appRoutes.map((route) =>
                route.path === '' ? (
                  <Route key={route.id} index element={<RouteScreen id={route.id} />} />
                ) : (
                  <Route key={route.id} path={route.path} element={<RouteScreen id={route.id} />} />
                ),
              )}
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
          </Routes>
        </AuthGuard>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
