import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';

/**
 * What a data route needs. Every route names one; reading a registry and changing it are
 * separate permissions, and users and school units (who may see or do what, and where) have
 * their own.
 */
export const PERMISSIONS = [
  'users.read',
  'users.manage',
  'school-units.read',
  'school-units.write',
  'registries.read',
  'registries.write',
  'students.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The one place a route's permission is checked. For now everyone signed in passes (the bearer
 * check runs before); the access-control issue makes it deny by default, reading the user's role
 * from the database on each request.
 */
export function requirePermission(_permission: Permission): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
  };
}
