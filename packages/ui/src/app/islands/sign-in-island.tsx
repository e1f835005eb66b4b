import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { routeHref } from '../../routes/route-table.ts';
import { SignInScreen } from '../../screens/entrar/entrar-screen.tsx';
import { leavePage } from '../leave-page.ts';
import { takePendingNotices } from '../pending-notices.ts';
import { showSessionNotices } from '../session-notices.ts';

// Toasts are rare on this page (a refused token, 'Sessão expirada' from the last page): their
// code loads only when one is shown.
const loadToaster = () => import('../../components/toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The island of /sign-in/ (server-rendered, hydrated on the first interaction: see
 * `sign-in-boot.ts` for what runs at load). After hydration it marks itself with
 * `data-hydrated`, shows session notices as toasts and signs in.
 */
export function SignInIsland() {
  const [hydrated, setHydrated] = useState(false);
  const [toasting, setToasting] = useState(false);

  const showError = useCallback((message: string) => {
    setToasting(true);
    loadToaster().then(({ toaster }) => toaster.create({ type: 'error', title: message }));
  }, []);

  useEffect(() => {
    setHydrated(true);
    const stop = showSessionNotices(showError);
    // Why the last page sent the visitor here, e.g. 'Sessão expirada'.
    for (const message of takePendingNotices()) showError(message);
    return stop;
  }, [showError]);

  return (
    <>
      <SignInScreen onSignedIn={() => leavePage(routeHref('home'))} />
      {hydrated ? <span data-hydrated hidden /> : null}
      {toasting ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
