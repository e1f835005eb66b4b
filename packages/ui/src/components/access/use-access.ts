import { useMe } from '@lousa/api-client';
import type { Permission } from '@lousa/domain';
import { can } from '@lousa/domain';

/** What the signed-in user may do, from GET /me: the shell, the routes and the actions ask here. */
export interface Access {
  /** The permissions /me answered; undefined until it has (or when it failed). */
  permissions: readonly string[] | undefined;
  /** 'pending' until /me answers: hold what depends on it (no item shown, then taken away). */
  status: 'pending' | 'error' | 'success';
  /** Asks /me again (after a failure). */
  retry: () => void;
  /** Whether a retry is on its way. */
  retrying: boolean;
}

export function useAccess(): Access {
  const me = useMe();
  return {
    permissions: me.data?.permissions,
    status: me.data ? 'success' : me.isError ? 'error' : 'pending',
    retry: () => void me.refetch(),
    retrying: me.isFetching,
  };
}

/**
 * Whether the signed-in user holds `permission`: false until /me has answered (an action is
 * offered once it is known to be allowed, never taken away after a flash).
 */
export function useCan(permission: Permission): boolean {
  const { permissions } = useAccess();
  return can(permissions, permission);
}

/** Whether the signed-in user holds every one of `required` (false until /me has answered). */
export function useCanAll(required: readonly Permission[]): boolean {
  const { permissions } = useAccess();
  return permissions !== undefined && required.every((permission) => can(permissions, permission));
}
