import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { loginSchema } from './login.ts';
import { userCreateSchema } from './user.ts';

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
    });
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
