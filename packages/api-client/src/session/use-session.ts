import { useStore } from '@nanostores/react';
import { $session, type SessionState } from './store.ts';

/** The session in React: `{ accessToken, user, isAuthenticated }`, re-rendering on change. */
export function useSession(): SessionState {
  return useStore($session);
}
