import type { Permission } from '@lousa/domain';

/**
 * What a user must hold to add, edit and delete the records of a resource (the server's write
 * rule for its routes; docs/decisions/0011): users, units, students and roles have their own
 * permission; courses and classrooms belong to a unit, so 'registries.write' suffices; the
 * network-level registries (modalities, components, matrices, years, calendars, terms, school
 * days and their types) are shared by every school, so they also need the whole network
 * ('network.all'). A list page asks `useCanAll` for these unless told others.
 */
const writePermissions: Readonly<Record<string, readonly Permission[]>> = {
  users: ['users.manage'],
  'school-units': ['school-units.write'],
  students: ['students.write'],
  roles: ['roles.manage'],
  courses: ['registries.write'],
  classrooms: ['registries.write'],
};

const networkRegistry: readonly Permission[] = ['registries.write', 'network.all'];

export function writePermissionOf(resourceKey: string): readonly Permission[] {
  return writePermissions[resourceKey] ?? networkRegistry;
}
