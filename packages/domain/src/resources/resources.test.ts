import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toasts } from '../messages.ts';
import { registryResources, studentsResource, usersResource } from './index.ts';

describe('registry resources', () => {
  it('have one key and one path each', () => {
    const keys = registryResources.map((r) => r.key);
    const paths = registryResources.map((r) => r.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(keys).not.toContain(studentsResource.key);
  });

  it.each(registryResources.map((r) => [r.key, r] as const))(
    '%s: distinct sort keys and distinct pt-BR toasts for create, update and delete',
    (_key, resource) => {
      expect(resource.sortKeys.length).toBeGreaterThan(0);
      expect(new Set(resource.sortKeys).size).toBe(resource.sortKeys.length);
      const { created, updated, deleted } = resource.messages;
      expect(new Set([created, updated, deleted]).size).toBe(3);
      for (const message of [created, updated, deleted, resource.notFound]) {
        expect(message).toMatch(/\S/);
      }
      expect(updated).toMatch(/atualizad[oa] com sucesso!$/);
      expect(deleted).toMatch(/excluíd[oa] com sucesso!$/);
    },
  );

  it('keep the spec §8 creation toasts', () => {
    expect(registryResources.map((r) => r.messages.created)).toEqual(
      expect.arrayContaining([toasts.userCreated, toasts.schoolUnitCreated, toasts.courseCreated]),
    );
  });

  it('edit a user: an empty password is no change, a given one is a reset', () => {
    const user = {
      cpf: '529.982.247-25',
      email: 'Ana@Escola.br',
      firstName: 'Ana',
      lastName: 'Souza',
    };
    const kept = {
      cpf: '52998224725',
      email: 'ana@escola.br',
      firstName: 'Ana',
      lastName: 'Souza',
      roleId: null,
      schoolUnitIds: [],
      active: true,
    };
    expect(v.parse(usersResource.update, { ...user, password: '' })).toEqual(kept);
    expect(v.parse(usersResource.update, user)).toEqual(kept);
    expect(v.parse(usersResource.update, { ...user, password: 'Nova-senha-1' })).toEqual({
      ...kept,
      password: 'Nova-senha-1',
    });
  });

  it('describe a record by the name a person reads', () => {
    expect(
      usersResource.describe({
        id: '1',
        cpf: '52998224725',
        email: 'ana@escola.br',
        firstName: 'Ana',
        lastName: 'Souza',
        schoolUnits: [],
        active: true,
      }),
    ).toBe('Ana Souza');
  });
});
