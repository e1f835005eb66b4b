import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { type Loader, useLoaded } from '../deferred/deferred';
import { pendingLeave, registerHost, subscribeLeave } from './leave-guard-store';

/** The question's code, loaded once a screen has unsaved changes (`useLeaveGuard` preloads it). */
export const loadLeaveDialog: Loader<object> = () =>
  import('./leave-guard-dialog').then((module) => module.default as ComponentType<object>);

/**
 * Shows 'Descartar alterações?' when `useLeaveGuard` holds a navigation. Mounted once inside the
 * router (the app's, and the stories' router decorators).
 */
export function LeaveGuardHost() {
  useEffect(registerHost, []);
  const asking = useSyncExternalStore(subscribeLeave, pendingLeave, pendingLeave) !== null;
  const Dialog = useLoaded(loadLeaveDialog, asking);
  return Dialog ? <Dialog /> : null;
}
