import { BUILT_IN_ROLES, can, registryResources, rolesResource } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { writePermissionOf } from './write-permission';

const holds = (name: (typeof BUILT_IN_ROLES)[number]['name'], key: string) => {
  const granted = BUILT_IN_ROLES.find((role) => role.name === name)?.permissions ?? [];
  return writePermissionOf(key).every((permission) => can(granted, permission));
};

describe('writePermissionOf', () => {
  it('the administrator may write every registry', () => {
    for (const def of [...registryResources, rolesResource]) {
      expect(holds('Administrador', def.key)).toBe(true);
    }
  });

  it('a school secretary writes the unit’s courses and classrooms, not what every school shares', () => {
    expect(holds('Secretaria Escolar', 'courses')).toBe(true);
    expect(holds('Secretaria Escolar', 'classrooms')).toBe(true);
    for (const key of [
      'teaching-modalities',
      'curriculum-matrices',
      'academic-years',
      'school-days',
    ]) {
      expect(holds('Secretaria Escolar', key)).toBe(false);
    }
    expect(holds('Secretaria Escolar', 'users')).toBe(false);
    expect(holds('Secretaria Escolar', 'school-units')).toBe(false);
  });

  it('a teacher writes no registry', () => {
    for (const def of registryResources) expect(holds('Professor(a)', def.key)).toBe(false);
  });
});
