import { useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { preload } from '../deferred/deferred';
import { loadLeaveDialog } from './leave-guard-host';
import { guardNavigator } from './leave-guard-store';

export interface LeaveGuard {
  /**
   * The changes were just saved (or dropped): a navigation in the same tick, before the screen
   * renders clean again, goes through unasked (e.g. a form's `onSuccess` that leaves the page).
   */
  release: () => void;
}

/**
 * A screen with unsaved changes asks before it is left: while `dirty`, a navigation inside the
 * app (a link, the sidebar, `navigate()`, 'Voltar') opens 'Descartar alterações?' ('Continuar
 * editando' stays, 'Descartar' goes), and closing or reloading the tab shows the browser's
 * prompt. Works in the plain BrowserRouter and MemoryRouter (no data router, decision 0005):
 * it holds the router's navigator. Outside a router only the browser's prompt remains.
 * The question is shown by `<LeaveGuardHost />`, mounted beside the routes.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigation = useContext(UNSAFE_NavigationContext) as
    | { navigator?: Parameters<typeof guardNavigator>[0] }
    | null
    | undefined;
  const navigator = navigation?.navigator;
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    // The question's code arrives while the person types, not when they leave.
    preload(loadLeaveDialog).catch(() => {});
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current) return;
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = navigator
      ? guardNavigator(navigator, { isDirty: () => dirtyNow.current })
      : undefined;
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release?.();
    };
  }, [dirty, navigator]);

  return useMemo(
    () => ({
      release: () => {
        dirtyNow.current = false;
      },
    }),
    [],
  );
}
