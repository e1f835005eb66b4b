import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { loginSchema } from './login.ts';
import { changePasswordFormSchema, userCreateSchema, userUpdateBodySchema } from './user.ts';

const valid = {
  cpf: '529.982.247-25',
  email: ' Ana.Souza@Escola.com ',
  firstName: ' Ana ',
  lastName: 'Souza',
  password: ' segredo 1 ',
  confirmPassword: ' segredo 1 ',
};

describe('userCreateSchema', () => {
  it('outputs exactly the POST /users body with the CPF as digits', () => {
    expect(outputOf(userCreateSchema, valid)).toEqual({
      cpf: '52998224725',
      email: 'ana.souza@escola.com',
      firstName: 'Ana',
      lastName: 'Souza',
      password: ' segredo 1 ',
      roleId: null,
      schoolUnitIds: [],
    });
  });

  it('takes a role and school units (ids lower-cased, repeated ones once)', () => {
    const unit = '0199a3b4-0000-7000-8000-00000000000A';
    const output = outputOf(userCreateSchema, {
      ...valid,
      roleId: '0199a3b4-0000-7000-8000-000000000001',
      schoolUnitIds: [unit, unit.toLowerCase()],
    });
    expect(output.roleId).toBe('0199a3b4-0000-7000-8000-000000000001');
    expect(output.schoolUnitIds).toEqual([unit.toLowerCase()]);
    expect(errorsOf(userCreateSchema, { ...valid, roleId: 'admin' })).toEqual({
      roleId: 'Selecione uma atribuição válida',
    });
    expect(errorsOf(userCreateSchema, { ...valid, schoolUnitIds: ['x'] })).toEqual({
      schoolUnitIds: 'Selecione unidades escolares válidas',
    });
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(
      errorsOf(userCreateSchema, { ...valid, password: 'abc1234', confirmPassword: 'abc1234' }),
    ).toEqual({ password: 'A senha deve ter no mínimo 8 caracteres' });
  });

  it('refuses a password equal to the e-mail, its name part or the CPF', () => {
    for (const password of ['ana.souza@escola.com', 'Ana.Souza', '529.982.247-25', '52998224725']) {
      expect(errorsOf(userCreateSchema, { ...valid, password, confirmPassword: password })).toEqual(
        { password: 'A senha não pode ser igual ao e-mail ou ao CPF' },
      );
    }
  });

  it('accepts a bare CPF', () => {
    expect(outputOf(userCreateSchema, { ...valid, cpf: '52998224725' }).cpf).toBe('52998224725');
  });

  it('drops unknown keys', () => {
    const output = outputOf(userCreateSchema, { ...valid, role: 'ADMIN', id: 'x' });
    expect(Object.keys(output).sort()).toEqual([
      'cpf',
      'email',
      'firstName',
      'lastName',
      'password',
      'roleId',
      'schoolUnitIds',
    ]);
  });

  it('requires every field with a pt-BR message', () => {
    expect(errorsOf(userCreateSchema, {})).toEqual({
      cpf: 'O CPF é obrigatório!',
      email: 'O email é obrigatório',
      firstName: 'O nome é obrigatório',
      lastName: 'O sobrenome é obrigatório',
      password: 'A senha é obrigatória',
      confirmPassword: 'A confirmação de senha é obrigatória',
    });
  });

  it('checks the passwords only once both are filled', () => {
    expect(errorsOf(userCreateSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'A confirmação de senha é obrigatória',
    });
  });

  it('limits the length of free text', () => {
    expect(errorsOf(userCreateSchema, { ...valid, firstName: 'a'.repeat(256) })).toEqual({
      firstName: 'Use no máximo 255 caracteres',
    });
  });
});

describe('changePasswordFormSchema', () => {
  const form = {
    currentPassword: 'antiga-123',
    newPassword: 'nova-senha-9',
    confirmPassword: 'nova-senha-9',
  };

  it('outputs the POST /auth/change-password body', () => {
    expect(outputOf(changePasswordFormSchema, form)).toEqual({
      currentPassword: 'antiga-123',
      newPassword: 'nova-senha-9',
    });
  });

  it('requires each field, a long enough new password, its confirmation and a change', () => {
    expect(errorsOf(changePasswordFormSchema, {})).toEqual({
      currentPassword: 'Informe a senha atual',
      newPassword: 'Informe a nova senha',
      confirmPassword: 'A confirmação de senha é obrigatória',
    });
    expect(
      errorsOf(changePasswordFormSchema, {
        ...form,
        newPassword: 'curta',
        confirmPassword: 'curta',
      }),
    ).toEqual({ newPassword: 'A senha deve ter no mínimo 8 caracteres' });
    expect(errorsOf(changePasswordFormSchema, { ...form, confirmPassword: 'outra-senha' })).toEqual(
      {
        confirmPassword: 'As senhas devem ser iguais!',
      },
    );
    expect(
      errorsOf(changePasswordFormSchema, {
        ...form,
        newPassword: 'antiga-123',
        confirmPassword: 'antiga-123',
      }),
    ).toEqual({ newPassword: 'A nova senha deve ser diferente da atual' });
  });
});

describe('userUpdateBodySchema (an administrator resets the password)', () => {
  const { confirmPassword: _, password: __, ...user } = valid;

  it('keeps the password when none is typed', () => {
    expect(outputOf(userUpdateBodySchema, { ...user, password: '' }).password).toBeUndefined();
    expect(outputOf(userUpdateBodySchema, { ...user, password: null }).password).toBeUndefined();
    expect(outputOf(userUpdateBodySchema, user).password).toBeUndefined();
    // Not even as a key: the edit form's PATCH would send an undefined field as null.
    expect('password' in outputOf(userUpdateBodySchema, { ...user, password: '' })).toBe(false);
  });

  it('checks a typed one with the rules of a new password', () => {
    expect(errorsOf(userUpdateBodySchema, { ...user, password: 'abc1234' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(errorsOf(userUpdateBodySchema, { ...user, password: '52998224725' })).toEqual({
      password: 'A senha não pode ser igual ao e-mail ou ao CPF',
    });
    expect(outputOf(userUpdateBodySchema, { ...user, password: 'Nova-senha-1' }).password).toBe(
      'Nova-senha-1',
    );
  });
});

describe('loginSchema', () => {
  it('accepts an e-mail', () => {
    expect(outputOf(loginSchema, { login: ' Ana@Escola.com ', password: 'x' })).toEqual({
      login: 'ana@escola.com',
      password: 'x',
    });
  });

  it('accepts a CPF formatted or not and sends digits', () => {
    expect(outputOf(loginSchema, { login: '529.982.247-25', password: 'x' }).login).toBe(
      '52998224725',
    );
    expect(outputOf(loginSchema, { login: '52998224725', password: 'x' }).login).toBe(
      '52998224725',
    );
  });

  it('refuses something that is neither', () => {
    expect(errorsOf(loginSchema, { login: 'ana', password: '' })).toEqual({
      login: 'Informe um e-mail ou CPF válido',
      password: 'A senha é obrigatória',
    });
    expect(errorsOf(loginSchema, { login: '', password: 'x' })).toEqual({
      login: 'Informe seu e-mail ou CPF',
    });
  });
});
