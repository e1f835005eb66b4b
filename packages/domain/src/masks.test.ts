import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, maskPattern, masks, unmask } from './masks.ts';

describe('masks', () => {
  it('are the product patterns', () => {
    expect(masks).toEqual({
      cpf: '000.000.000-00',
      cnpj: 'AA.AAA.AAA/AAAA-00',
      cep: '00.000-000',
      phone: '(00) 00000-0000',
      date: '00/00/0000',
      birthCertificate: '000000 00 00 0000 0 00000 000 0000000 00',
      cns: '000 0000 0000 0000',
    });
  });
});

describe('applyMask', () => {
  it.each([
    ['52998224725', masks.cpf, '529.982.247-25'],
    ['11222333000181', masks.cnpj, '11.222.333/0001-81'],
    ['12abc34501de35', masks.cnpj, '12.ABC.345/01DE-35'],
    ['01310100', masks.cep, '01.310-100'],
    ['11987654321', masks.phone, '(11) 98765-4321'],
    ['01032026', masks.date, '01/03/2026'],
    [
      '10453901552013100012021000012321',
      masks.birthCertificate,
      '104539 01 55 2013 1 00012 021 0000123 21',
    ],
    ['898000000043208', masks.cns, '898 0000 0004 3208'],
  ])('formats %s with %s as %s', (raw, mask, expected) => {
    expect(applyMask(raw, mask)).toBe(expected);
  });

  it('formats progressively while typing', () => {
    expect(applyMask('5', masks.cpf)).toBe('5');
    expect(applyMask('529', masks.cpf)).toBe('529');
    expect(applyMask('5299', masks.cpf)).toBe('529.9');
    expect(applyMask('1', masks.phone)).toBe('(1');
    expect(applyMask('119', masks.phone)).toBe('(11) 9');
    expect(applyMask('0103', masks.date)).toBe('01/03');
    expect(applyMask('01031', masks.cep)).toBe('01.031');
    expect(applyMask('1045390', masks.birthCertificate)).toBe('104539 0');
    expect(applyMask('104539015520131', masks.birthCertificate)).toBe('104539 01 55 2013 1');
    expect(applyMask('8980', masks.cns)).toBe('898 0');
    expect(applyMask('8980000000', masks.cns)).toBe('898 0000 000');
  });

  it('re-formats an already formatted value without doubling literals', () => {
    expect(applyMask('529.982.247-25', masks.cpf)).toBe('529.982.247-25');
    expect(applyMask('(11) 98765-4321', masks.phone)).toBe('(11) 98765-4321');
    expect(applyMask('898 0000 0004 3208', masks.cns)).toBe('898 0000 0004 3208');
  });

  it('drops characters a digit slot refuses and cuts extra ones', () => {
    expect(applyMask('5a2b9', masks.cpf)).toBe('529');
    expect(applyMask('529982247251234', masks.cpf)).toBe('529.982.247-25');
    expect(applyMask('12ABC34501DEXY35', masks.cnpj)).toBe('12.ABC.345/01DE-35');
  });

  it('gives an empty string for nothing', () => {
    expect(applyMask('', masks.cpf)).toBe('');
    expect(applyMask(null, masks.cpf)).toBe('');
  });
});

describe('unmask, isMaskComplete, maskPattern', () => {
  it('unmask keeps upper-case letters and digits', () => {
    expect(unmask('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmask('(11) 98765-4321')).toBe('11987654321');
    expect(unmask(undefined)).toBe('');
  });

  it('isMaskComplete tells a full value from a partial one', () => {
    expect(isMaskComplete('01/03/2026', masks.date)).toBe(true);
    expect(isMaskComplete('01/03/202', masks.date)).toBe(false);
    expect(isMaskComplete('0103202612', masks.date)).toBe(false);
  });

  it('maskPattern gives one RegExp per slot and literals as strings', () => {
    const pattern = maskPattern(masks.cep);
    expect(pattern).toHaveLength(masks.cep.length);
    expect(pattern[2]).toBe('.');
    expect((pattern[0] as RegExp).test('7')).toBe(true);
    expect((pattern[0] as RegExp).test('a')).toBe(false);
    expect((maskPattern(masks.cnpj)[0] as RegExp).test('a')).toBe(true);
  });
});
