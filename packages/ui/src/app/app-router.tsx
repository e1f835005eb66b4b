import { useMe } from '@lousa/api-client';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { accountLabels } from '../components/account/labels.ts';
import { LeaveGuardHost } from '../components/leave-guard/leave-guard-host.tsx';
import { PrivateLayout } from '../layouts/private-layout/private-layout.tsx';
import { APP_BASENAME, appRoutes } from '../routes/route-table.ts';
import { AuthGuard } from './auth-guard.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteScreen, useDocumentTitle } from './route-screen.tsx';

// Shown only for an unknown address: loaded then (the layout's Suspense shows the placeholder).
const NotFoundScreen = lazy(() =>
  import('../screens/nao-encontrada/nao-encontrada-screen.tsx').then((module) => ({
    default: module.NotFoundScreen,
  })),
);

function NotFoundRoute() {
  useDocumentTitle('Not Found');
  return <NotFoundScreen />;
}

// Loaded only for a user who must choose a new password (GET /me says so).
const PasswordChangeRequiredScreen = lazy(
  () => import('../screens/troca-de-senha/troca-de-senha-screen.tsx'),
);

function PasswordChangeRequiredRoute() {
  useDocumentTitle(accountLabels.requiredTitle);
  return (
    <Suspense fallback={null}>
      <PasswordChangeRequiredScreen />
    </Suspense>
  );
}

/**
 * The private layout with the screen of the current route; a failing screen shows the error
 * screen. A user who must choose a new password (GET /me) sees only 'Defina uma nova senha'
 * until they have; then /me is asked again and the route's screen follows.
 */
function LayoutRoute() {
  const me = useMe();
  if (me.data?.mustChangePassword) return <PasswordChangeRequiredRoute />;
  return (
    <PrivateLayout>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </PrivateLayout>
  );
}

/**
 * The routes under /app, from the route table: one layout; inside it every route's screen and a
 * catch-all 'Not Found'. Apart from the browser router, so stories render the same tree in a
 * memory router.
 */
export function AppRoutes() {
  return (
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
  );
}

/**
 * The /app router (basename /app): the guarded routes, the error screen (inside the layout
 * when a screen fails, on its own when the layout itself fails) and 'Descartar alterações?', asked
 * when a screen with unsaved changes is left (`useLeaveGuard`).
 *
 * Declarative routes rather than a data router: nothing here loads data through the router, and
 * the data router alone would add ~17 KB gz to every /app page (docs/decisions). Hence no
 * `useBlocker`: `useLeaveGuard` holds the navigator's push/replace/go instead.
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={APP_BASENAME}>
      <RouteErrorBoundary>
        <AuthGuard>
          <AppRoutes />
        </AuthGuard>
        <LeaveGuardHost />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
