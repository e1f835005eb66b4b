import { useSession } from '@lousa/api-client';
import { type ReactNode, useEffect, useRef } from 'react';
import { publicPaths } from '../routes/route-table.ts';
import { leavePage } from './leave-page.ts';

/**
 * The private area needs a session: an unauthenticated visitor goes to '/' (which sends them
 * on to /sign-in). A session that ends while the page is open leaves the page as it is until
 * the browser has left, so the toast that says why stays readable.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const wasSignedIn = useRef(isAuthenticated);
  if (isAuthenticated) wasSignedIn.current = true;
  useEffect(() => {
    if (!isAuthenticated) leavePage(publicPaths.home);
  }, [isAuthenticated]);
  return isAuthenticated || wasSignedIn.current ? children : null;
}
