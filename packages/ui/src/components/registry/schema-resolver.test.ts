import { messages, schoolUnitCreateSchema, userCreateSchema } from '@lousa/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

// biome-ignore lint/suspicious/noExplicitAny: the options react-hook-form passes, for any form
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<any>;

describe('schemaResolver', () => {
  it("reports 'As senhas devem ser iguais!' on the first submit, with the other fields' issues", async () => {
    const result = await schemaResolver(userCreateSchema)(
      {
        cpf: '123',
        email: '',
        firstName: '',
        lastName: 'Lopes',
        password: 'Lousa#25',
        confirmPassword: 'Lousa#24',
      },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.confirmPassword?.message).toBe(messages.passwordsMismatch);
    expect(result.errors.cpf?.message).toBe(messages.cpfInvalid);
    expect(result.errors.email?.message).toBe(messages.emailRequired);
    expect(result.errors.firstName?.message).toBe(messages.firstNameRequired);
    expect(result.errors.lastName).toBeUndefined();
  });

  it('gives one message per field (its first failing rule), nested fields included', async () => {
    const result = await schemaResolver(schoolUnitCreateSchema)(
      {
        cnpj: '',
        name: 'EM',
        area: '',
        principalName: '',
        address: {
          zipCode: '0131',
          street: '',
          number: '1',
          neighborhood: 'x',
          city: 'y',
          state: 'SP',
        },
      },
      undefined,
      options,
    );
    expect(result.errors.cnpj?.message).toBe(messages.cnpjRequired);
    expect(result.errors.name?.message).toBe(messages.schoolUnitNameMin);
    expect(result.errors.address?.zipCode?.message).toBe(messages.zipCodeInvalid);
    expect(result.errors.address?.street?.message).toBe(messages.streetRequired);
  });

  it('answers the schema output when the values pass', async () => {
    const result = await schemaResolver(userCreateSchema)(
      {
        cpf: '529.982.247-25',
        email: 'marina@escola.br',
        firstName: 'Marina',
        lastName: 'Lopes',
        password: 'Lousa#25',
        confirmPassword: 'Lousa#25',
      },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      cpf: '52998224725',
      email: 'marina@escola.br',
      firstName: 'Marina',
      lastName: 'Lopes',
      password: 'Lousa#25',
      roleId: null,
      schoolUnitIds: [],
    });
  });
});
