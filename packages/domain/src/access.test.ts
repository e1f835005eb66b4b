import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_NAME,
  BUILT_IN_ROLES,
  can,
  isPermission,
  NETWORK_WIDE,
  PERMISSIONS,
  permissionAreas,
  permissionLabel,
} from './access.ts';
import { roleBodySchema } from './schemas/forms/role.ts';
import { errorsOf, outputOf } from './testing.ts';

describe('permission catalogue', () => {
  it('names each permission once, with a pt-BR label, under one area', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const area of permissionAreas) {
      expect(area.permissions.length).toBeGreaterThan(0);
      for (const { key, label } of area.permissions) {
        expect(permissionLabel(key)).toBe(label);
        expect(label).not.toBe(key);
      }
    }
    // The examples are all in it.
    for (const name of [
      'users.manage',
      'school-units.write',
      'registries.write',
      'students.read',
      'students.read-sensitive',
      'students.write',
      'enrollments.write',
      'pedagogy.own-classes',
      'audit.read',
      'roles.manage',
    ]) {
      expect(isPermission(name), name).toBe(true);
    }
    expect(isPermission('users:read')).toBe(false);
  });

  it('gives the administrator everything and the whole network; the others a unit scope', () => {
    const byName = Object.fromEntries(BUILT_IN_ROLES.map((role) => [role.name, role]));
    expect(Object.keys(byName)).toEqual([
      ADMIN_ROLE_NAME,
      'Secretaria Escolar',
      'Diretor(a)',
      'Professor(a)',
    ]);
    expect([...(byName[ADMIN_ROLE_NAME]?.permissions ?? [])].sort()).toEqual(
      [...PERMISSIONS].sort(),
    );
    for (const role of BUILT_IN_ROLES.slice(1)) {
      expect(can(role.permissions, NETWORK_WIDE), role.name).toBe(false);
      expect(can(role.permissions, 'users.manage'), role.name).toBe(false);
      expect(can(role.permissions, 'roles.manage'), role.name).toBe(false);
    }
    expect(can(byName['Professor(a)']?.permissions, 'students.read-sensitive')).toBe(false);
    expect(can(byName['Secretaria Escolar']?.permissions, 'enrollments.write')).toBe(true);
    expect(can(undefined, 'students.read')).toBe(false);
  });
});

describe('roleBodySchema', () => {
  it('takes a name and catalogue permissions (each once)', () => {
    expect(
      outputOf(roleBodySchema, {
        name: ' Coordenação ',
        permissions: ['students.read', 'students.read'],
      }),
    ).toEqual({ name: 'Coordenação', permissions: ['students.read'] });
  });

  it('refuses an empty name and a permission outside the catalogue', () => {
    expect(errorsOf(roleBodySchema, { name: '', permissions: ['users:read'] })).toEqual({
      name: 'O nome do perfil é obrigatório',
      permissions: 'Permissão desconhecida',
    });
  });
});
