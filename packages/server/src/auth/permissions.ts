import { type Permission, serverMessages } from '@lousa/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import type { Access } from './access.ts';

export type { Permission } from '@lousa/domain';

/** 403 `{ message: 'Você não tem permissão para esta ação.' }`. */
export const permissionDenied = () => new ApiError(403, serverMessages.permissionDenied);

/** The signed-in user's access (set by `requireBearer`). */
export function accessOf(c: Context<AppEnv>): Access {
  const access = c.get('access');
  if (!access) throw new ApiError(401, serverMessages.unauthorized);
  return access;
}

/**
 * The one place a data route's permission is checked, deny by default: the user's role (read
 * from the database on this request by `requireBearer`) must grant `permission`. A user who must
 * first choose a new password gets 403 on every data route until they do.
 */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const access = accessOf(c);
    if (access.mustChangePassword) throw new ApiError(403, serverMessages.passwordChangeRequired);
    if (!access.permissions.has(permission)) throw permissionDenied();
    await next();
  };
}

/**
 * `requirePermission` for a route open to several permissions: the user's role must grant at
 * least one of `permissions` (the pedagogy reads: a teacher's own classes, a director's units).
 */
export function requireAnyPermission(
  permissions: readonly [Permission, ...Permission[]],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const access = accessOf(c);
    if (access.mustChangePassword) throw new ApiError(403, serverMessages.passwordChangeRequired);
    if (!permissions.some((permission) => access.permissions.has(permission))) {
      throw permissionDenied();
    }
    await next();
  };
}

/** `requirePermission` of one permission, `requireAnyPermission` of several. */
export function requireReadPermission(
  read: Permission | readonly [Permission, ...Permission[]],
): MiddlewareHandler<AppEnv> {
  return typeof read === 'string' ? requirePermission(read) : requireAnyPermission(read);
}
