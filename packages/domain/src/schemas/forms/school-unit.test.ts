import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { addressSchema } from './address.ts';
import { schoolUnitCreateSchema } from './school-unit.ts';

const address = {
  street: ' Avenida Brasil ',
  number: '100',
  complement: '',
  neighborhood: 'Centro',
  city: 'Recife',
  state: 'PE',
  zipCode: '50.010-000',
};
const unit = {
  cnpj: '11.222.333/0001-81',
  name: ' Escola Municipal Paulo Freire ',
  address,
  area: 'RURAL',
  principalName: 'Joana Lima',
  inepCode: '',
  email: '',
  phone: '',
};

describe('addressSchema', () => {
  it('sends the CEP as 8 digits and drops an empty complement', () => {
    expect(outputOf(addressSchema, address)).toEqual({
      street: 'Avenida Brasil',
      number: '100',
      complement: undefined,
      neighborhood: 'Centro',
      city: 'Recife',
      state: 'PE',
      zipCode: '50010000',
    });
  });

  it('accepts a bare CEP and keeps a complement', () => {
    const output = outputOf(addressSchema, {
      ...address,
      zipCode: '50010000',
      complement: 'Bloco B',
    });
    expect(output.zipCode).toBe('50010000');
    expect(output.complement).toBe('Bloco B');
  });

  it('refuses letters or too many digits in the CEP', () => {
    expect(errorsOf(addressSchema, { ...address, zipCode: '5001000A' }).zipCode).toBe(
      'CEP inválido',
    );
    expect(errorsOf(addressSchema, { ...address, zipCode: '500100001' }).zipCode).toBe(
      'CEP inválido',
    );
  });
});

describe('schoolUnitCreateSchema', () => {
  it('outputs the POST /school-units body, stripped, optional empties omitted', () => {
    expect(outputOf(schoolUnitCreateSchema, unit)).toEqual({
      cnpj: '11222333000181',
      name: 'Escola Municipal Paulo Freire',
      address: {
        street: 'Avenida Brasil',
        number: '100',
        complement: undefined,
        neighborhood: 'Centro',
        city: 'Recife',
        state: 'PE',
        zipCode: '50010000',
      },
      area: 'RURAL',
      principalName: 'Joana Lima',
      inepCode: undefined,
      email: undefined,
      phone: undefined,
    });
  });

  it('accepts an alphanumeric CNPJ, in lower case too, and upper-cases it', () => {
    expect(outputOf(schoolUnitCreateSchema, { ...unit, cnpj: '12.abc.345/01de-35' }).cnpj).toBe(
      '12ABC34501DE35',
    );
  });

  it('strips the phone to 11 digits and keeps e-mail and INEP', () => {
    const output = outputOf(schoolUnitCreateSchema, {
      ...unit,
      phone: '(81) 98765-4321',
      email: 'Secretaria@Escola.PE.gov.br',
      inepCode: ' 26123456 ',
    });
    expect(output.phone).toBe('81987654321');
    expect(output.email).toBe('secretaria@escola.pe.gov.br');
    expect(output.inepCode).toBe('26123456');
  });

  it('accepts missing or null optional fields', () => {
    const { inepCode: _i, email: _e, phone: _p, ...required } = unit;
    expect(errorsOf(schoolUnitCreateSchema, required)).toEqual({});
    expect(errorsOf(schoolUnitCreateSchema, { ...unit, email: null, phone: null })).toEqual({});
  });

  it('reports address fields on their nested path', () => {
    expect(
      errorsOf(schoolUnitCreateSchema, { ...unit, address: { ...address, city: '' } }),
    ).toEqual({
      'address.city': 'A cidade é obrigatória',
    });
    expect(errorsOf(schoolUnitCreateSchema, { ...unit, address: undefined })).toEqual({
      address: 'Campo obrigatório',
    });
    expect(errorsOf(schoolUnitCreateSchema, { ...unit, address: 'Rua A' })).toEqual({
      address: 'Formato inválido',
    });
  });
});
